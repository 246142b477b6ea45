// The reference server, in memory: the push and pull rules of docs/architecture.md over the SAME
// mutators the client runs. It is the oracle the PostgreSQL server must match, and what the sync
// property test runs against. Pushes are serialised (one at a time per server), as the real server
// serialises them per client with a row lock on its lastSeq.
import * as v from 'valibot';
import type { Grants } from '../../src/domain/access';
import { createOverlay, isMutationError, matchesIndex, runMutation } from '../../src/domain/mutators/index';
import type { MutationTx, StoredRow, Write } from '../../src/domain/mutators/index';
import { GAP_MESSAGE, pushRequestSchema, SCHEMA_VERSION, UPDATE_REQUIRED_MESSAGE } from '../../src/domain/protocol';
import type { Change, GapAnswer, PullAnswer, PullQuery, PushAnswer, PushResult } from '../../src/domain/protocol';
import { findResource, RESOURCES } from '../../src/domain/resources/index';
import { mayRead, readFilter, type Viewer } from '../../src/domain/resources/scope';

export interface FakeUser extends Grants {
  id: string;
  tenantId: string;
}

interface Versioned {
  collection: string;
  id: string;
  version: number;
  /** Last data, kept on tombstones too (to know who could see the row). */
  data: StoredRow;
  deleted: boolean;
}

interface ClientState {
  userId: string;
  lastSeq: number;
  rejections: Map<number, { code: string; message: string }>;
}

export type Reply<T> = { status: 200; body: T } | { status: 400 | 401 | 403 | 409 | 426; body: { status: 0; message: string } | GapAnswer };

class TenantStore {
  version = 0;
  rows = new Map<string, Versioned>();
  reader(): MutationTx {
    const live = (collection: string) => [...this.rows.values()].filter((r) => r.collection === collection && !r.deleted);
    return {
      get: async (collection, id) => {
        const r = this.rows.get(`${collection}/${id}`);
        return r && !r.deleted ? structuredClone(r.data) : undefined;
      },
      query: async (collection, index, value) => live(collection).filter((r) => matchesIndex(r.data, index, value)).map((r) => structuredClone(r.data)),
      put: async () => { throw new Error('read-only'); },
      delete: async () => { throw new Error('read-only'); },
    };
  }
  /** Commits one mutation's writes, each with the next version of the tenant counter. */
  commit(writes: readonly Write[]): void {
    for (const w of writes) {
      const key = `${w.collection}/${w.id}`;
      const before = this.rows.get(key);
      if (!w.row && !before) continue;
      this.rows.set(key, { collection: w.collection, id: w.id, version: ++this.version, data: w.row ?? before!.data, deleted: !w.row });
    }
  }
}

export class FakeServer {
  readonly users = new Map<string, FakeUser>();
  readonly clients = new Map<string, ClientState>();
  /** How many times the mutator of (clientId, seq) was applied: exactly-once means 1. */
  readonly applications = new Map<string, number>();
  private readonly tenants = new Map<string, TenantStore>();
  private queue: Promise<unknown> = Promise.resolve();
  private clock = Date.parse('2026-11-01T12:00:00Z');

  addUser(user: FakeUser): void {
    this.users.set(user.id, user);
  }

  tenant(id: string): TenantStore {
    let t = this.tenants.get(id);
    if (!t) this.tenants.set(id, (t = new TenantStore()));
    return t;
  }

  push(userId: string, body: unknown): Promise<Reply<PushAnswer>> {
    const run = this.queue.then(() => this.pushNow(userId, body));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async pushNow(userId: string, body: unknown): Promise<Reply<PushAnswer>> {
    const user = this.users.get(userId);
    if (!user) return { status: 401, body: { status: 0, message: 'Sessão expirada.' } };
    const parsed = v.safeParse(pushRequestSchema, body);
    if (!parsed.success) return { status: 400, body: { status: 0, message: parsed.issues[0].message } };
    const req = parsed.output;
    if (req.schemaVersion !== SCHEMA_VERSION) return { status: 426, body: { status: 0, message: UPDATE_REQUIRED_MESSAGE } };
    let client = this.clients.get(req.clientId);
    if (client && client.userId !== userId) return { status: 403, body: { status: 0, message: 'Este dispositivo pertence a outra sessão.' } };
    if (!client) this.clients.set(req.clientId, (client = { userId, lastSeq: 0, rejections: new Map() }));
    if (req.mutations[0]!.seq > client.lastSeq + 1) return { status: 409, body: { status: 0, message: GAP_MESSAGE, lastSeq: client.lastSeq } };
    const store = this.tenant(user.tenantId);
    const viewer: Viewer = user;
    const results: PushResult[] = [];
    for (const m of req.mutations) {
      if (m.seq <= client.lastSeq) {
        const r = client.rejections.get(m.seq);
        results.push(r ? { seq: m.seq, ok: false, ...r } : { seq: m.seq, ok: true });
        continue;
      }
      // One "database transaction": the mutation's writes and lastSeq commit together.
      const overlay = createOverlay(store.reader());
      const ctx = { userId, tenantId: user.tenantId, now: new Date((this.clock += 1000)).toISOString() };
      try {
        await runMutation(overlay.tx, ctx, m.name, m.args, viewer);
        store.commit(overlay.writes());
        const key = `${req.clientId}:${m.seq}`;
        this.applications.set(key, (this.applications.get(key) ?? 0) + 1);
        results.push({ seq: m.seq, ok: true });
      } catch (error) {
        if (!isMutationError(error)) throw error;
        client.rejections.set(m.seq, { code: error.code, message: error.message });
        results.push({ seq: m.seq, ok: false, code: error.code, message: error.message });
      }
      client.lastSeq = m.seq;
    }
    return { status: 200, body: { status: 1, lastSeq: client.lastSeq, results } };
  }

  pull(userId: string, query: PullQuery): Reply<PullAnswer> {
    const user = this.users.get(userId);
    if (!user) return { status: 401, body: { status: 0, message: 'Sessão expirada.' } };
    const client = this.clients.get(query.clientId);
    if (client && client.userId !== userId) return { status: 403, body: { status: 0, message: 'Este dispositivo pertence a outra sessão.' } };
    const store = this.tenant(user.tenantId);
    const changes: Change[] = [];
    let hasMore = false;
    const sorted = [...store.rows.values()].filter((r) => r.version > query.cursor).sort((a, b) => a.version - b.version);
    for (const r of sorted) {
      const resource = findResource(r.collection)!;
      if (!readFilter(resource, user)) continue; // no access to the collection at all
      if (changes.length === query.limit) {
        hasMore = true;
        break;
      }
      // A row the viewer can no longer see (deleted, or moved to another owner) goes as a tombstone.
      const visible = !r.deleted && mayRead(resource, user, r.data);
      changes.push(visible ? { collection: r.collection, id: r.id, version: r.version, data: structuredClone(r.data) } : { collection: r.collection, id: r.id, version: r.version, deleted: true });
    }
    const cursor = hasMore ? changes[changes.length - 1]!.version : store.version;
    return { status: 200, body: { status: 1, cursor, hasMore, lastSeq: client?.lastSeq ?? 0, schemaVersion: SCHEMA_VERSION, changes } };
  }

  /** Every live row `userId` may see now, per collection, sorted by id (to compare with a replica). */
  view(userId: string): Record<string, StoredRow[]> {
    const user = this.users.get(userId)!;
    const store = this.tenant(user.tenantId);
    const out: Record<string, StoredRow[]> = {};
    for (const resource of RESOURCES) {
      out[resource.key] = [...store.rows.values()]
        .filter((r) => r.collection === resource.key && !r.deleted && mayRead(resource, user, r.data))
        .map((r) => r.data)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    }
    return out;
  }

  /** Rows as stored (for assertions), including tombstones. */
  row(tenantId: string, collection: string, id: string): Versioned | undefined {
    return this.tenant(tenantId).rows.get(`${collection}/${id}`);
  }
}
