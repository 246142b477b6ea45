// The service worker's own small database (`federa-sw`): the one session it may flush the outbox
// for (client code, backend, user id, token). The page posts it at login (sync-flush.ts saves it)
// and clears it at logout, by message and directly (a logout must not depend on an active worker).
// Kept apart from the tenant databases and never inside an outbox entry.
import { Dexie, type Table } from 'dexie';
import type { SyncSession } from '../workers/sync-protocol';

export interface StoredSession extends SyncSession {
  key: 'current';
}

class SwSessionDb extends Dexie {
  declare session: Table<StoredSession, string>;
  constructor() {
    super('federa-sw');
    this.version(1).stores({ session: 'key' });
  }
}

let db: SwSessionDb | null = null;
const open = (): SwSessionDb => (db ??= new SwSessionDb());

export async function readSession(): Promise<StoredSession | undefined> {
  return open().session.get('current');
}

export async function saveSession(session: SyncSession | null): Promise<void> {
  if (session) {
    const { clientCode, backend, userId, token } = session;
    await open().session.put({ key: 'current', clientCode, backend, userId, token });
  } else {
    await open().session.delete('current');
  }
}
