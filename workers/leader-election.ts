// Leader election among a tenant's tabs: every tab's engine asks for the Web Lock
// `federa-sync-<code>`; the one holding it leads and is the only one that runs rounds. The others
// wait in the lock's queue, so when the leader's tab closes (its worker dies, the browser frees the
// lock) the next one takes over with no heartbeat or timeout.
import type { LocksLike } from './round-lock';
import { leaderLockName } from './sync-protocol';

export interface Candidacy {
  /** Gives up the lead (frees the lock), or the place in the lock's queue. */
  resign(): void;
}

/**
 * Stands for leader of `clientCode`'s tabs: `lead` runs once this tab holds the lock (at once where
 * Web Locks are missing: the tab then always leads). A turn that comes when `stillWanted` says the
 * tab left the tenant is passed on.
 */
export function standForLeader(locks: LocksLike | null, clientCode: string, stillWanted: () => boolean, lead: () => void): Candidacy {
  if (!locks) {
    lead();
    return { resign: () => undefined };
  }
  const abort = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(leaderLockName(clientCode), { signal: abort.signal }, () => new Promise<void>((done) => {
      if (!stillWanted()) return done();
      release = done;
      lead();
    }))
    .catch(() => undefined); // aborted: this tab left the tenant before its turn came
  return {
    resign() {
      if (release) release();
      abort.abort();
    },
  };
}
