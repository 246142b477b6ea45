// Start-up sequence (spec §4): read stored values, resolve the tenant, then start the app: restore
// the session (not on the OAuth callback), refresh the user info, load the common configuration.
import { t } from '@lingui/core/macro';
import type { ClientRecord, CommonConfig, UserInfo } from '../domain/api';
import { CLIENT_CODE_PATTERN } from '../domain/tenancy';
import { appStore, tenantFromStorage } from './app-state';
import { api, ApiError, requestJson } from './http';
import { clearSession, isLoggedIn, restoreSession, updateUser } from './session';
import { storage } from './storage';
import { clientLookupUrl, resetBackend, resolveTenant, storeClient, type TenantOutcome } from './tenant';

const fetchClient = async (url: string): Promise<ClientRecord> =>
  (await requestJson<{ client: ClientRecord }>(url, { token: null, quiet: true })).client;

const pageLocation = () => ({ origin: window.location.origin, hostname: window.location.hostname });

/** Offline or failing server at start-up: stay quiet, the stored values (or SW cache) carry on. */
const quietWhenUnreachable = (e: ApiError) => e.kind === 'network' || e.httpStatus >= 500;

export async function boot(): Promise<void> {
  appStore.set({ phase: 'tenant', tenantError: null });
  const outcome = await resolveTenant({ location: pageLocation(), storage, fetchClient });
  applyTenantOutcome(outcome);
  if (outcome.kind === 'connect' || outcome.kind === 'failed') {
    appStore.set({ phase: 'ready', booted: true });
    return;
  }
  await startApp();
}

function applyTenantOutcome(outcome: TenantOutcome): void {
  appStore.set({
    ...tenantFromStorage(),
    client: outcome.kind === 'resolved' ? outcome.client : null,
    connectWithoutCode: outcome.kind === 'connect',
    offlineStart: outcome.kind === 'offline',
    tenantError: outcome.kind === 'failed' || outcome.kind === 'connect' ? outcome.message : null,
  });
}

/** Spec §4 step 3. The user refresh and the configuration load do not depend on each other. */
export async function startApp(): Promise<void> {
  restoreSession(window.location.pathname);
  appStore.set({ phase: 'user' });
  await Promise.all([refreshUser(), loadCommonConfig()]);
  appStore.set({ phase: 'ready', booted: true });
}

/**
 * `GET /auth/me`. A 401 is ignored (spec §8): the stored session is kept, so an offline-first user
 * is not signed out by an expired token while their outbox still holds writes; the sync layer
 * reports the 401 when it pushes. A network failure is ignored the same way.
 */
export async function refreshUser(): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    const answer = await api<{ result: UserInfo }>('/auth/me', { quiet: (e) => e.httpStatus === 401 || quietWhenUnreachable(e) });
    if (isLoggedIn()) updateUser(answer.result);
  } catch {
    // see above
  }
}

export async function loadCommonConfig(): Promise<void> {
  try {
    const config = await api<CommonConfig>('/configs/common', { quiet: quietWhenUnreachable });
    appStore.set({ config });
    if (config.register) storage.set('register', config.register);
  } catch {
    // Without a configuration no module is available: module routes show "Módulo desativado".
  }
}

/** Connect form: look the code up, keep it, and start the app. Returns an error message or null. */
export async function connectWithCode(input: string): Promise<string | null> {
  const code = input.trim().toLowerCase();
  if (!CLIENT_CODE_PATTERN.test(code)) return t`Código inválido: use letras minúsculas, números e hífens.`;
  let client: ClientRecord;
  try {
    client = await fetchClient(clientLookupUrl(window.location.origin, { code }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return error.message;
    return error instanceof ApiError && error.message ? error.message : t`Cliente não encontrado.`;
  }
  storeClient(storage, client);
  appStore.set({ ...tenantFromStorage(), client, connectWithoutCode: false, tenantError: null, offlineStart: false });
  await startApp();
  return null;
}

/** Connect mode: forget this client (and the session bound to it) to connect to another one. */
export function disconnectClient(): void {
  clearSession();
  storage.remove('client_code');
  resetBackend(storage);
  appStore.set({ ...tenantFromStorage(), client: null, config: null, connectWithoutCode: true, tenantError: null });
}
