// The sync loop of one tab, independent of how it is hosted (the module worker in sync-worker.ts,
// plain objects in tests).
//
// Leader election (leader-election.ts): one tab of a tenant leads and runs rounds. Followers learn
// the leader's state from a BroadcastChannel and forward their round requests (a write in that tab,
// "Sincronizar agora") to it (remote-requests.ts).
//
// A round is `syncCycle` (push, then pull) under a second lock, `federa-sync-round-<code>`, which
// the service worker's Background Sync flush takes too: two rounds never overlap on one tenant.
//
// Scheduling: a round on start, on every write, on `online`, when the tab becomes visible, and on a
// timer (30 s when idle). A failed round backs off 1 s → 2 s → … 5 min (±30 %); a write or a
// visibility change waits for the backoff, while `online`, a new login or "Sincronizar agora"
// retry at once. A 401 pauses ("sessão expirada"): reads go on, writes wait in the outbox, and the
// next token (a new login) resumes. The token lives in memory only and a round only ever sends the
// pending writes of the user whose token it holds (outboxBatch filters by userId).
import { readMeta, type TenantDb } from '../src/data/tenant-db';
import { pendingCount } from '../src/data/outbox';
import { syncCycle, type SyncOutcome, type SyncTransport } from '../src/data/sync-cycle';
import { backoffDelay } from './backoff';
import { observedTransport } from './round-transport';
import { standForLeader, type Candidacy } from './leader-election';
import { RemoteRequests } from './remote-requests';
import { withRoundLock, type LocksLike } from './round-lock';
import { isQuotaError, MESSAGES } from './messages';
import { describeFailure } from './sync-failure';
import { reduceSync, type SyncEvent } from './sync-status';
import {
  channelName, INITIAL_SYNC_STATE, URGENT_REASONS,
  type ChannelMessage, type KickReason, type SyncError, type SyncSession, type SyncState,
} from './sync-protocol';

export const IDLE_INTERVAL_MS = 30_000;

export interface ChannelLike {
  postMessage(message: ChannelMessage): void;
  onmessage: ((event: MessageEvent<ChannelMessage>) => void) | null;
  close(): void;
}

export interface EngineDeps {
  openDb(clientCode: string): TenantDb;
  /** `signal` aborts the round's requests (logout, user switch): the round then ends as offline. */
  transport(backend: string, token: () => string | null, signal: AbortSignal): SyncTransport;
  /** Web Locks; null where missing (this tab then always leads). */
  locks: LocksLike | null;
  /** BroadcastChannel factory; null where missing (no cross-tab status). */
  channel(name: string): ChannelLike | null;
  isOnline(): boolean;
  now?: () => number;
  random?: () => number;
  idleMs?: number;
  /** Our own bugs: surfaced in the console, the round counts as failed and backs off. */
  log?: (error: unknown) => void;
}

type Session = Omit<SyncSession, 'clientCode'>;

export type { LocksLike };

export class SyncEngine {
  private state: SyncState = INITIAL_SYNC_STATE;
  private readonly listeners = new Set<(state: SyncState) => void>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly idleMs: number;

  private tenant: string | null = null;
  private session: Session | null = null;
  private sessionAt = 0;
  private channel: ChannelLike | null = null;
  private leader = false;
  private candidacy: Candidacy | null = null;
  private db: TenantDb | null = null;

  private running: Promise<unknown> | null = null;
  /** Aborts the running round's requests when its user signs out or another signs in. */
  private roundAbort: AbortController | null = null;
  private againReason: KickReason | null = null;
  private waiters: ((state: SyncState) => void)[] = [];
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly remote = new RemoteRequests();

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.idleMs = deps.idleMs ?? IDLE_INTERVAL_MS;
    this.state = { ...INITIAL_SYNC_STATE, online: deps.isOnline() };
  }

  // ---- the API (SyncWorkerApi) ----

  async start(session: SyncSession): Promise<SyncState> {
    if (this.tenant !== session.clientCode) {
      await this.leave();
      this.tenant = session.clientCode;
      this.join(session.clientCode);
    }
    this.adopt(withoutCode(session), this.now(), true);
    void this.syncNow('start');
    return this.state;
  }

  syncNow(reason: KickReason = 'manual'): Promise<SyncState> {
    if (!this.tenant) return Promise.resolve(this.state);
    if (this.leader) return this.requestRound(reason);
    return this.requestRemote(reason);
  }

  async setToken(token: string | null, userId?: string): Promise<void> {
    if (token === null) {
      this.adopt(null, this.now(), true);
      // A caller about to wipe the user's rows must not race a round still writing them.
      await this.running;
      return;
    }
    if (!this.session) return; // no backend known yet: start() comes with the login
    this.adopt({ ...this.session, token, userId: userId ?? this.session.userId }, this.now(), true);
  }

  status(): SyncState {
    return this.state;
  }

  onStatus(callback: (state: SyncState) => void): () => void {
    this.listeners.add(callback);
    return () => void this.listeners.delete(callback);
  }

  /** The worker's own online/offline events. */
  networkChanged(online: boolean): void {
    this.dispatch({ type: 'network', online });
    if (online) void this.syncNow('online');
  }

  /** Leaves the tenant (tests, tenant switch): waits for a running round, frees the locks. */
  async leave(): Promise<void> {
    this.clearTimer();
    await this.running;
    this.candidacy?.resign();
    this.candidacy = null;
    this.channel?.close();
    this.channel = null;
    this.db?.close();
    this.db = null;
    this.leader = false;
    this.tenant = null;
    for (const { resolve } of this.remote.takeAll()) resolve(this.state);
    this.flushWaiters(this.waiters.splice(0));
    this.state = { ...INITIAL_SYNC_STATE, online: this.deps.isOnline() };
  }

  get isLeader(): boolean {
    return this.leader;
  }

  // ---- election and cross-tab messages ----

  private join(clientCode: string): void {
    this.channel = this.deps.channel(channelName(clientCode));
    if (this.channel) this.channel.onmessage = (event) => this.onChannel(event.data);
    this.candidacy = standForLeader(this.deps.locks, clientCode, () => this.tenant === clientCode, () => this.becomeLeader(clientCode));
    if (this.deps.locks) this.channel?.postMessage({ type: 'hello' });
  }

  private becomeLeader(clientCode: string): void {
    this.leader = true;
    this.db = this.deps.openDb(clientCode);
    // Requests this tab had sent to the previous leader are now ours to serve.
    const orphans = this.remote.takeAll();
    void this.refreshCounts();
    for (const r of orphans) void this.requestRound(r.reason).then(r.resolve);
    if (orphans.length === 0) void this.requestRound('start');
  }

  private onChannel(message: ChannelMessage): void {
    switch (message.type) {
      case 'status':
        if (!this.leader) this.replaceState(message.state);
        break;
      case 'hello':
        if (this.leader) this.channel?.postMessage({ type: 'status', state: this.state });
        break;
      case 'kick':
        if (this.leader) void this.requestRound(message.reason).then((state) => this.channel?.postMessage({ type: 'done', id: message.id, state }));
        break;
      case 'done':
        this.remote.settle(message.id, message.state);
        break;
      case 'session':
        if (message.at > this.sessionAt) this.adopt(message.session, message.at, false);
        break;
    }
  }

  private requestRemote(reason: KickReason): Promise<SyncState> {
    return this.remote.send(reason, (id) => this.channel?.postMessage({ type: 'kick', id, reason }), () => this.state);
  }

  /** Takes a session (from this tab, or the newest one announced by another tab of the tenant). */
  private adopt(session: Session | null, at: number, announce: boolean): void {
    const previous = this.session;
    this.session = session;
    this.sessionAt = at;
    if (announce) this.channel?.postMessage({ type: 'session', at, session });
    // A round in flight for a user who is no longer the session stops now (a hanging request must
    // not hold a logout for its 30 s timeout). What it committed stays; the rest is redone later.
    if (previous && (!session || session.userId !== previous.userId)) this.roundAbort?.abort();
    if (!session) {
      this.clearTimer();
      this.attempt = 0;
      this.dispatch({ type: 'session', active: false });
      return;
    }
    this.dispatch({ type: 'session', active: true });
    if (previous?.token !== session.token || previous.userId !== session.userId) {
      this.attempt = 0;
      this.dispatch({ type: 'token' });
      if (this.leader && previous) void this.requestRound('token');
    }
  }

  // ---- rounds (leader only) ----

  private canRun(reason: KickReason): boolean {
    if (!this.leader || !this.db || !this.session?.token || !this.tenant) return false;
    if (!this.deps.isOnline()) return false;
    const { phase, retryAt } = this.state;
    if (phase === 'paused-auth') return false;
    if (phase === 'update-required' && reason !== 'start') return false;
    if (retryAt !== null && this.now() < retryAt && !URGENT_REASONS.has(reason)) return false;
    return true;
  }

  private requestRound(reason: KickReason): Promise<SyncState> {
    if (!this.leader) return Promise.resolve(this.state);
    if (URGENT_REASONS.has(reason)) this.attempt = 0;
    void this.refreshCounts();
    if (this.running) {
      // The running round may be past its push already: this write goes in the next one.
      this.againReason = strongest(this.againReason, reason);
      return new Promise((resolve) => this.waiters.push(resolve));
    }
    if (!this.canRun(reason)) return Promise.resolve(this.state);
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      void this.run();
    });
  }

  private async run(): Promise<void> {
    this.clearTimer();
    const waiters = this.waiters.splice(0);
    const round = this.round();
    this.running = round;
    let outcome: SyncOutcome['status'] | null = null;
    try {
      outcome = await round;
    } finally {
      this.running = null;
    }
    this.flushWaiters(waiters);
    const again = this.againReason;
    this.againReason = null;
    if (again && this.canRun(again)) {
      void this.run();
      return;
    }
    this.flushWaiters(this.waiters.splice(0));
    if (outcome === 'synced' || outcome === null) this.schedule(this.idleMs);
    else if (this.state.retryAt !== null) this.schedule(Math.max(0, this.state.retryAt - this.now()));
  }

  /** One push + pull under the round lock. Null when it did not run (session gone meanwhile). */
  private async round(): Promise<SyncOutcome['status'] | null> {
    const tenant = this.tenant!;
    return withRoundLock(this.deps.locks, tenant, async () => {
      const session = this.session;
      const db = this.db;
      // Re-checked inside the lock: a logout may have happened while we waited for it.
      if (!session?.token || !db || !this.leader || this.tenant !== tenant) return null;
      const meta = await readMeta(db);
      this.dispatch({ type: 'round-start', initial: meta.cursor === 0 || !meta.lastSyncAt });
      let lastError: unknown = null;
      const abort = new AbortController();
      this.roundAbort = abort;
      const inner = this.deps.transport(session.backend, () => (this.session?.userId === session.userId ? this.session.token : null), abort.signal);
      const transport = observedTransport(inner, (phase) => this.setPhase(phase), (error) => {
        lastError = error;
      });
      let status: SyncOutcome['status'];
      let error: SyncError | null;
      try {
        let pages = 0;
        const outcome = await syncCycle(db, transport, session.userId, {
          onPage: (_page, rows) => this.dispatch({ type: 'page', rows, pages: ++pages }),
        });
        status = outcome.status;
        error = describeFailure(status, lastError);
      } catch (thrown) {
        // Not a protocol situation: a bug of ours or the device (quota). Every write already
        // committed stays; the aborted transaction left nothing half-done.
        status = 'error';
        error = isQuotaError(thrown) ? { code: 'quota', message: MESSAGES.quota } : { code: 'unexpected', message: MESSAGES.unexpected };
        if (error.code === 'unexpected') this.deps.log?.(thrown);
      }
      this.roundAbort = null;
      let retryAt: number | null = null;
      if (abort.signal.aborted) retryAt = null;
      else if (status === 'offline' || status === 'error') retryAt = this.now() + backoffDelay(this.attempt++, this.random);
      else this.attempt = 0;
      await this.refreshCounts(db);
      this.dispatch({ type: 'round-end', outcome: status, at: this.now(), error, retryAt });
      // Interrupted by a sign-out: nothing failed, show the signed-out state again.
      if (abort.signal.aborted && !this.session) this.dispatch({ type: 'session', active: false });
      return status;
    });
  }

  private setPhase(phase: 'pushing' | 'pulling'): void {
    if (this.state.phase !== phase) this.dispatch({ type: 'phase', phase });
  }

  private async refreshCounts(db = this.db): Promise<void> {
    if (!db || !this.leader) return;
    try {
      const [pending, rejected, meta] = await Promise.all([
        pendingCount(db),
        db.outbox.where('status').equals('rejected').count(),
        readMeta(db),
      ]);
      const lastSyncAt = meta.lastSyncAt ? Date.parse(meta.lastSyncAt) : null;
      if (pending !== this.state.pending || rejected !== this.state.rejected || lastSyncAt !== this.state.lastSyncAt) {
        this.dispatch({ type: 'counts', pending, rejected, lastSyncAt });
      }
    } catch (error) {
      this.deps.log?.(error);
    }
  }

  private schedule(ms: number): void {
    this.clearTimer();
    if (!this.leader || !this.session) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.requestRound('timer');
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- state ----

  private dispatch(event: SyncEvent): void {
    this.replaceState(reduceSync(this.state, event));
    if (this.leader) this.channel?.postMessage({ type: 'status', state: this.state });
  }

  private replaceState(next: SyncState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (error) {
        this.deps.log?.(error);
      }
    }
  }

  private flushWaiters(waiters: ((state: SyncState) => void)[]): void {
    for (const resolve of waiters) resolve(this.state);
  }
}

const withoutCode = ({ backend, userId, token }: SyncSession): Session => ({ backend, userId, token });

/** The more insistent of two reasons (an urgent one wins: it may skip a backoff). */
function strongest(a: KickReason | null, b: KickReason): KickReason {
  if (a && URGENT_REASONS.has(a)) return a;
  return b;
}
