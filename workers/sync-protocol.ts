// The sync worker's contract with the page (over comlink) and with the other tabs' workers (over a
// BroadcastChannel). Pure types and constants: the page, the worker and the service worker import it.

export type SyncPhase = 'idle' | 'pushing' | 'pulling' | 'paused-auth' | 'update-required' | 'error';

/** What went wrong in the last round (the page shows `message`, already in pt-BR). */
export type SyncErrorCode = 'offline' | 'auth' | 'update' | 'server' | 'protocol' | 'quota' | 'unexpected';

export interface SyncError {
  code: SyncErrorCode;
  message: string;
  /** HTTP status when the server answered. */
  status?: number;
  /** Why the session ended (code `auth`), when the server said: its password was changed elsewhere. */
  reason?: 'password_changed';
}

/** Progress of the initial download (cursor 0): rows applied so far; the protocol gives no total. */
export interface SyncProgress {
  pages: number;
  rows: number;
  total: number | null;
}

export interface SyncState {
  /** The sync worker's view of the network (navigator.onLine); a failing server shows as `error`. */
  online: boolean;
  phase: SyncPhase;
  /** Writes not yet answered by the server (every user's, as the leader counts them). */
  pending: number;
  /** Writes the server refused, waiting in the sync panel. */
  rejected: number;
  /** Non-null only while the first download of this device (or after a logout wipe) runs. */
  initial: SyncProgress | null;
  /** Epoch ms of the last round that ended with everything pushed and pulled. */
  lastSyncAt: number | null;
  error: SyncError | null;
  /** Epoch ms of the next automatic retry after a failure (backoff), null when none is planned. */
  retryAt: number | null;
  /** Rounds finished (any outcome): lets a caller wait for "the next round". */
  rounds: number;
  /** A session is configured (signed in): false after logout, where nothing syncs. */
  active: boolean;
}

export const INITIAL_SYNC_STATE: SyncState = {
  online: true,
  phase: 'idle',
  pending: 0,
  rejected: 0,
  initial: null,
  lastSyncAt: null,
  error: null,
  retryAt: null,
  rounds: 0,
  active: false,
};

/** What `start` needs. The token stays in the worker's memory: never in IndexedDB, never in an outbox entry. */
export interface SyncSession {
  clientCode: string;
  backend: string;
  userId: string;
  token: string;
}

/**
 * Why a round is asked for. `online`, `start`, `token` and `manual` cancel a running backoff (the
 * reason for the failure may be gone); `mutation`, `visible` and `timer` respect it.
 */
export type KickReason = 'start' | 'mutation' | 'online' | 'visible' | 'timer' | 'token' | 'manual';

export const URGENT_REASONS: ReadonlySet<KickReason> = new Set(['start', 'online', 'token', 'manual']);

/** The API the page reaches through comlink (`wrap<SyncWorkerApi>(worker)`). */
export interface SyncWorkerApi {
  /** Configures the session and joins the leader election of the tenant; resolves with the current state. */
  start(session: SyncSession): Promise<SyncState>;
  /** Asks for a round now; resolves when that round ended (or at once when none can run: offline, paused). */
  syncNow(reason?: KickReason): Promise<SyncState>;
  /** A new token (a new login of the same user resumes a paused sync) or null (signed out: stop). */
  setToken(token: string | null, userId?: string): Promise<void>;
  status(): SyncState;
  /** Called with every state change (pass `comlink.proxy(fn)`). */
  onStatus(callback: (state: SyncState) => void): void;
}

/** Lock held by the tab whose worker runs the loop (one per tenant). */
export const leaderLockName = (clientCode: string): string => `federa-sync-${clientCode}`;
/** Lock held for one round (worker leader or service worker): never two rounds at once on a tenant. */
export const roundLockName = (clientCode: string): string => `federa-sync-round-${clientCode}`;
/** Channel where the leader publishes its state and followers ask for rounds. */
export const channelName = (clientCode: string): string => `federa-sync-${clientCode}`;

/** Messages between the workers of the tabs of one tenant. */
export type ChannelMessage =
  | { type: 'status'; state: SyncState }
  | { type: 'hello' }
  | { type: 'kick'; id: string; reason: KickReason }
  | { type: 'done'; id: string; state: SyncState }
  /** The session changed in some tab (login, logout, new token): the leader adopts the newest. */
  | { type: 'session'; at: number; session: Omit<SyncSession, 'clientCode'> | null };

/** Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'federa-outbox';

/** postMessage from the page to the service worker: the session it needs to flush, or null on logout. */
export interface SwSessionMessage {
  type: 'federa-sync-session';
  session: SyncSession | null;
}
