// Route guard (spec §6): one pure function with the five ordered steps, plus the admin-only and
// master-only rules, which count as permission checks (step 4). The router calls it before each
// navigation; it returns where to go instead, or null to let the navigation through.
import type { UserInfo } from '../domain/api';
import { holdsPermission, type Module, type Permission } from '../domain/access';

export interface RouteAccess {
  login?: boolean;
  guest?: boolean;
  permissions?: readonly Permission[];
  /** At least one of these (besides every one of `permissions`): a match's page for staff or its appointed referee. */
  anyPermission?: readonly Permission[];
  modules?: readonly Module[];
  adminOnly?: boolean;
  masterOnly?: boolean;
}

export interface GuardState {
  backend: string | null;
  loggedIn: boolean;
  user: UserInfo | null;
  availableModules: readonly string[];
  /** Connect mode with no client code: the index renders the code form instead of redirecting. */
  connectWithoutCode: boolean;
}

export interface GuardLocation { path: string; search: string }
export interface GuardRedirect { to: string; search?: Record<string, string> }

export const LOADING_PATH = '/loading';
export const LOGIN_PATH = '/login';
export const INDEX_PATH = '/';
export const DENIED_PATH = '/error/denied';
export const DISABLED_PATH = '/error/disabled';

/** Step 4 on its own; the menu uses it too so what it shows matches what the guard lets through. */
export function passesPermissions(access: RouteAccess, user: UserInfo | null): boolean {
  if (access.masterOnly && !user?.master) return false;
  if (access.adminOnly && !(user?.admin || user?.master)) return false;
  if (access.anyPermission && !access.anyPermission.some((p) => holdsPermission(user, p))) return false;
  return (access.permissions ?? []).every((p) => holdsPermission(user, p));
}

/** Step 5 on its own. */
export const passesModules = (access: RouteAccess, availableModules: readonly string[]): boolean =>
  (access.modules ?? []).every((m) => availableModules.includes(m));

export function guard(access: RouteAccess, state: GuardState, location: GuardLocation): GuardRedirect | null {
  const origin = location.path + location.search;
  // 1. No backend: go and obtain one (the loading page itself must stay reachable).
  if (!state.backend && location.path !== LOADING_PATH) {
    if (state.connectWithoutCode && location.path === INDEX_PATH) return null;
    return { to: LOADING_PATH, search: { redirect: origin } };
  }
  // 2. Login required.
  if (access.login && !state.loggedIn) return { to: LOGIN_PATH, search: { redirect: origin } };
  // 3. Guests only.
  if (access.guest && state.loggedIn) return { to: INDEX_PATH };
  // 4. Permissions (master passes all), admin-only, master-only.
  if (!passesPermissions(access, state.user)) return { to: DENIED_PATH };
  // 5. Modules the tenant offers.
  if (!passesModules(access, state.availableModules)) return { to: DISABLED_PATH };
  return null;
}

/**
 * Where to go after login: the `redirect` search value when it is a path on this origin,
 * otherwise the index. Rejects `//host` and `/\host` (browsers read both as another origin).
 */
export function safeRedirect(value: unknown, fallback: string = INDEX_PATH): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback; // CR/LF/tab tricks
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(LOADING_PATH)) return fallback;
  return value;
}
