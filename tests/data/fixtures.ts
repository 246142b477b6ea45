// Shared test fixtures: valid records, fresh tenant databases and an in-process transport.
import 'fake-indexeddb/auto';
import type { PullAnswer, PullQuery, PushAnswer, PushRequest } from '../../src/domain/protocol';
import { openTenantDb, type TenantDb } from '../../src/data/tenant-db';
import { SyncHttpError, type SyncTransport } from '../../src/data/sync-cycle';
import type { FakeServer, Reply } from './fake-server';

let dbCounter = 0;

/** A new, empty tenant database with a unique name. */
export function freshDb(prefix = 'test'): TenantDb {
  return openTenantDb(`${prefix}-${process.pid}-${++dbCounter}`);
}

export { country, freshCpf, profile, sport } from './record-fixtures';

export const USER = '0190f0a0-0000-7000-8000-000000000001';
export const OTHER = '0190f0a0-0000-7000-8000-000000000002';

/** Replica rows without derived keys, sorted by id (to compare with the server's view). */
export async function replica(db: TenantDb, collection: string): Promise<Record<string, unknown>[]> {
  const rows = await db.rows(collection).toArray();
  return rows
    .map((r) => {
      const { name_search: _ignored, ...rest } = r as Record<string, unknown>;
      return rest;
    })
    .sort((a, b) => ((a.id as string) < (b.id as string) ? -1 : 1));
}

function unwrap<T>(reply: Reply<T>): T {
  if (reply.status === 200) return reply.body;
  throw new SyncHttpError(reply.status, reply.body);
}

/** A transport straight into the fake server, as `userId`. */
export function directTransport(server: FakeServer, userId: string): SyncTransport {
  return {
    push: async (body: PushRequest): Promise<PushAnswer> => unwrap(await server.push(userId, body)),
    pull: async (query: PullQuery): Promise<PullAnswer> => unwrap(server.pull(userId, query)),
  };
}
