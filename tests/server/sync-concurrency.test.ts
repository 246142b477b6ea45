// Concurrent writers and pullers. The per-tenant counter is taken inside the writing transaction,
// so commits are serialised per tenant and a pull can never move its cursor past a write that
// commits later. On PostgreSQL (DATABASE_URL) the pushes and pulls below really overlap on a pool of
// connections; on PGlite (one connection) they interleave between statements, which still checks
// the bookkeeping (cursors, pages, final state).
import { beforeAll, describe, expect, it } from 'vitest';
import type { PullAnswer } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../../server/sync/sql-tx';
import { login, testServer } from './helpers';
import { country, m, pull, pushOk, Replica } from './sync-helpers';

type Account = { token: string; id: string };
let master: Account;
let admin: Account;
let tenantId: string;

const harness = testServer();

beforeAll(async () => {
  const a = await login(harness.app, 'master@demo.test');
  const b = await login(harness.app, 'admin@demo.test');
  master = { token: a.token, id: a.result.id };
  admin = { token: b.token, id: b.result.id };
  const [row] = await harness.handle.db.query<{ id: string }>(`SELECT id::text FROM tenants WHERE code = 'demo'`);
  tenantId = row!.id;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks every page the way the client would, and that versions only move forward. */
function checkPage(page: PullAnswer, cursor: number): void {
  let previous = cursor;
  for (const change of page.changes) {
    expect(change.version).toBeGreaterThan(previous);
    previous = change.version;
  }
  if (page.hasMore) expect(page.cursor).toBeGreaterThan(cursor);
  if (page.changes.length > 0) expect(page.cursor).toBeGreaterThanOrEqual(previous);
}

describe('concurrent writers and pullers', () => {
  it('pullers looping during concurrent pushes end with exactly the final state, missing no version', async () => {
    const WRITERS = 4;
    const BATCHES = 6;
    const PER_BATCH = 12;
    const writers = Array.from({ length: WRITERS }, (_, w) => ({ account: w % 2 ? admin : master, clientId: uuidv7(), ids: [] as string[] }));
    let writing = true;

    const writeAll = async (writer: (typeof writers)[number], w: number) => {
      let seq = 0;
      for (let b = 0; b < BATCHES; b++) {
        const mutations = [];
        for (let i = 0; i < PER_BATCH; i++) {
          const roll = (b * PER_BATCH + i) % 4;
          if (roll === 3 && writer.ids.length > 2) {
            mutations.push(m(++seq, 'countries.delete', { id: writer.ids.shift()! }));
          } else if (roll === 2 && writer.ids.length > 0) {
            mutations.push(m(++seq, 'countries.put', country({ id: writer.ids[writer.ids.length - 1], name: `W${w} editado ${b}.${i}` })));
          } else {
            const row = country({ name: `W${w} ${b}.${i}` });
            writer.ids.push(row.id);
            mutations.push(m(++seq, 'countries.put', row));
          }
        }
        const answer = await pushOk(harness.app, writer.account.token, writer.clientId, mutations);
        expect(answer.results.every((r) => r.ok)).toBe(true);
        await sleep(w); // vary the interleaving
      }
    };

    const pullers = Array.from({ length: 2 }, () => new Replica());
    // Catch up with the seeded catalogue first, so the small-page loops run alongside the writes.
    for (const replica of pullers) await replica.sync(harness.app, master.token);
    const pullLoop = async (replica: Replica, limit: number) => {
      let rounds = 0;
      while (writing || rounds === 0) {
        const cursor = replica.cursor;
        const page = await pull(harness.app, master.token, replica.clientId, cursor, limit);
        checkPage(page, cursor);
        replica.apply(page);
        rounds++;
        if (!page.hasMore) await sleep(1);
      }
      return rounds;
    };

    const loops = [pullLoop(pullers[0]!, 5), pullLoop(pullers[1]!, 1000)];
    await Promise.all(writers.map((writer, w) => writeAll(writer, w)));
    writing = false;
    const rounds = await Promise.all(loops);
    expect(Math.min(...rounds)).toBeGreaterThan(1);
    for (const replica of pullers) await replica.sync(harness.app, master.token, 50);

    const live = await harness.handle.db.query<{ collection: string; id: string; data: Record<string, unknown> }>(
      `SELECT collection, id::text, data FROM records WHERE tenant_id = $1 AND NOT deleted`,
      [tenantId],
    );
    for (const replica of pullers) {
      expect(replica.rows.size).toBe(live.length);
      for (const row of live) expect(replica.get(row.collection, row.id)).toEqual(row.data);
    }
    // Versions are unique and dense per tenant: every write took the next value.
    const [stats] = await harness.handle.db.query<{ n: number; distinct_versions: number; top: number; head: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct_versions, max(version) AS top,
              (SELECT version FROM tenant_versions WHERE tenant_id = $1) AS head
         FROM records WHERE tenant_id = $1`,
      [tenantId],
    );
    expect(stats!.distinct_versions).toBe(stats!.n);
    expect(stats!.top).toBeLessThanOrEqual(stats!.head);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a pull during an uncommitted write stops before it, and the next pull gets it and every later one', async () => {
    const caughtUp = new Replica(); // the head, past the seeded catalogue (more than one page)
    await caughtUp.sync(harness.app, master.token);
    const start = caughtUp.cursor;
    const early = country({ name: 'Commit tardio' });
    const later = country({ name: 'Depois do tardio' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // A writer that took version start+1 and has not committed yet.
    const slow = harness.handle.db.tx(async (tx) => {
      await lockTenantVersion(tx, tenantId);
      await writeRecords(tx, tenantId, [toRecordWrite({ collection: 'countries', id: early.id, row: early })], new Date());
      locked();
      await gate;
    });
    await holding;
    // A second writer queues behind it (a plain sequence would let it commit start+2 first).
    const pushing = pushOk(harness.app, admin.token, uuidv7(), [m(1, 'countries.put', later)]);
    await sleep(150);
    const during = await pull(harness.app, master.token, uuidv7(), start);
    expect(during).toMatchObject({ cursor: start, hasMore: false, changes: [] });
    release();
    await slow;
    await pushing;
    const after = await pull(harness.app, master.token, uuidv7(), during.cursor);
    expect(after.changes.map((c) => [c.id, c.version])).toEqual([
      [early.id, start + 1],
      [later.id, start + 2],
    ]);
  });

  it('pushes of one client are serialised: a concurrent replay never applies a mutation twice', async () => {
    const counter = async () =>
      (await harness.handle.db.query<{ version: number }>(`SELECT version FROM tenant_versions WHERE tenant_id = $1`, [tenantId]))[0]!.version;
    const clientId = uuidv7();
    const rows = Array.from({ length: 30 }, (_, i) => country({ name: `Replay ${i}` }));
    const batch = rows.map((r, i) => m(i + 1, 'countries.put', r));
    const before = await counter();
    const answers = await Promise.all([1, 2, 3, 4].map(() => pushOk(harness.app, admin.token, clientId, batch)));
    for (const answer of answers) expect(answer).toEqual({ status: 1, lastSeq: 30, results: batch.map((b) => ({ seq: b.seq, ok: true })) });
    // Applied once: 30 versions taken, not 120.
    expect((await counter()) - before).toBe(30);
  });
});
