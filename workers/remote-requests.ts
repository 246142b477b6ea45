// A follower tab's round requests ("Sincronizar agora", a write in that tab), forwarded to the
// leader over the BroadcastChannel and answered by it with the state after the round.
import type { KickReason, SyncState } from './sync-protocol';

/** A follower's request is answered by the leader; this bounds the wait if the leader vanishes. */
export const REMOTE_REQUEST_TIMEOUT_MS = 120_000;

interface Pending {
  reason: KickReason;
  resolve: (state: SyncState) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class RemoteRequests {
  private readonly pending = new Map<string, Pending>();
  private counter = 0;
  private readonly instance = Math.random().toString(36).slice(2);

  /** Posts a request (`post` gets its id); resolves with the leader's answer, or `current()` after the timeout. */
  send(reason: KickReason, post: (id: string) => void, current: () => SyncState): Promise<SyncState> {
    const id = `${this.instance}-${++this.counter}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(current());
      }, REMOTE_REQUEST_TIMEOUT_MS);
      this.pending.set(id, { reason, resolve, timer });
      post(id);
    });
  }

  /** The leader answered request `id`. */
  settle(id: string, state: SyncState): void {
    const request = this.pending.get(id);
    if (!request) return;
    clearTimeout(request.timer);
    this.pending.delete(id);
    request.resolve(state);
  }

  /** Takes back every open request (this tab now leads, or leaves), their timers stopped. */
  takeAll(): { reason: KickReason; resolve: (state: SyncState) => void }[] {
    const all = [...this.pending.values()];
    for (const r of all) clearTimeout(r.timer);
    this.pending.clear();
    return all;
  }
}
