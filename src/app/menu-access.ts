// Which menu entries a user sees: the same permission and module rules as the route guard
// (spec §6), so the menu never offers a link the guard would refuse. Entries whose screen is not
// in the route table yet stay visible but disabled ("em breve").
import type { UserInfo } from '../domain/api';
import { passesModules, passesPermissions, type RouteAccess } from './guards';
import type { MenuEntry, MenuGroup } from './menu';

export interface MenuContext {
  loggedIn: boolean;
  user: UserInfo | null;
  availableModules: readonly string[];
  routePaths: ReadonlySet<string>;
}

export interface VisibleEntry extends MenuEntry { enabled: boolean }
export interface VisibleGroup extends Omit<MenuGroup, 'entries'> { entries: VisibleEntry[] }

export function entryAccess(entry: MenuEntry, group: MenuGroup): RouteAccess {
  return {
    login: entry.login ?? group.login,
    permissions: entry.permission ? [entry.permission] : [],
    modules: entry.module ? [entry.module] : [],
    adminOnly: entry.adminOnly ?? false,
  };
}

export function canSee(entry: MenuEntry, group: MenuGroup, ctx: MenuContext): boolean {
  const access = entryAccess(entry, group);
  if (access.login && !ctx.loggedIn) return false;
  return passesPermissions(access, ctx.user) && passesModules(access, ctx.availableModules);
}

export function visibleMenu(groups: readonly MenuGroup[], ctx: MenuContext): VisibleGroup[] {
  const result: VisibleGroup[] = [];
  for (const group of groups) {
    const entries = group.entries
      .filter((entry) => canSee(entry, group, ctx))
      .map((entry) => ({ ...entry, enabled: entry.path !== undefined && ctx.routePaths.has(entry.path) }));
    if (entries.length > 0) result.push({ ...group, entries });
  }
  return result;
}
