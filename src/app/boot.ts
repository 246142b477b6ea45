// Start-up sequence (spec §4): read stored values, resolve the tenant, then start the app: restore
// the session (not on the OAuth callback), refresh the user info, load the common configuration.
//
// The network never stands in front of a screen the device can draw on its own: a device that
// stored its tenant (backend) starts from the stored values and the last configuration at once, and
// the tenant lookup, /auth/me and /configs/common run in the background (each with a deadline, see
// http.ts) and update the state when they answer. Only what the device has never seen — the tenant
// on a first visit, the configuration before any was kept — is waited for, and never for longer
// than the request deadline.
import { t } from '@lingui/core/macro';
import type { ClientRecord, CommonConfig, UserInfo } from '../domain/api';
import { CLIENT_CODE_PATTERN } from '../domain/tenancy';
import { appStore, tenantFromStorage } from '../data/app-state';
import { api, ApiError, apiUrl, requestJson } from './http';
import { keepLastAnswer, readLastAnswer } from '../data/last-answer';
import { clearSession, isLoggedIn, restoreSession, updateUser } from '../data/session';
import { storage } from '../data/storage';
import { clientLookupUrl, planTenant, resetBackend, resolveTenant, storeClient, type TenantOutcome } from './tenant';

const fetchClient = async (url: string): Promise<ClientRecord> =>
  (await requestJson<{ client: ClientRecord }>(url, { token: null, quiet: true })).client;

const pageLocation = () => ({ origin: window.location.origin, hostname: window.location.hostname });

/** Offline or failing server at start-up: stay quiet, the stored values (or SW cache) carry on. */
const quietWhenUnreachable = (e: ApiError) => e.kind === 'network' || e.httpStatus >= 500;

export async function boot(): Promise<void> {
  appStore.set({ phase: 'tenant', tenantError: null });
  const location = pageLocation();
  const known = planTenant(location, storage.get('client_code')).kind === 'lookup' && storage.get('backend') !== null;
  const lookup = resolveTenant({ location, storage, fetchClient }).then((outcome) => {
    applyTenantOutcome(outcome);
    return outcome;
  });
  if (known) {
    // The fresh client record (name, colour, logos) lands whenever the lookup answers.
    appStore.set(tenantFromStorage());
    void lookup;
    await startApp();
    return;
  }
  const outcome = await lookup;
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

/**
 * Spec §4 step 3. The user refresh and the configuration load run in the background: the stored
 * user info and the last configuration draw the screens meanwhile. Only a start with no kept
 * configuration (the guards need its module list) waits for it, bounded by the request deadline.
 */
export async function startApp(): Promise<void> {
  restoreSession(window.location.pathname);
  appStore.set({ phase: 'user' });
  void refreshUser();
  const loading = loadCommonConfig();
  if (!(await restoreCommonConfig())) await loading;
  appStore.set({ phase: 'ready', booted: true });
}

const commonConfigUrl = (): string | null => {
  try {
    return apiUrl('/configs/common');
  } catch {
    return null;
  }
};

/** The last kept configuration, unless a fresher one already arrived. True when one is in place. */
async function restoreCommonConfig(): Promise<boolean> {
  const url = commonConfigUrl();
  const kept = url === null ? null : await readLastAnswer<CommonConfig>(url);
  if (kept && appStore.get().config === null) appStore.set({ config: kept });
  return appStore.get().config !== null;
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
    const url = commonConfigUrl();
    if (url) await keepLastAnswer(url, config);
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
