// Runs inside headless Chromium (bundled by bench/run.ts with esbuild): our real data layer
// (applyPull, fetchPage, mutate, Dexie liveQuery) against raw IndexedDB doing the same job, in the
// same page and the same run. Everything is timed with performance.now(); results go back to Node.
import { Dexie, liveQuery } from 'dexie';
import { applyPull } from '../../src/data/apply-pull';
import { fetchPage } from '../../src/data/list-query';
import { mutate } from '../../src/data/mutate';
import { whenUnpacked } from '../../src/data/packs';
import { indexFields, openTenantDb, type TenantDb } from '../../src/data/tenant-db';
import { SCHEMA_VERSION, type Change, type PullAnswer } from '../../src/domain/protocol';
import { getResource } from '../../src/domain/resources/index';
import { normalizeSearch, withDerived } from '../../src/domain/resources/search';
import { prng } from '../../server/seed/athletes';

export interface Stats {
  median: number;
  p95: number;
  n: number;
}

type City = { id: string; name: string; ibge: string; state_id: string };

// mulberry32 (prng): deterministic, so every run measures the same rows and prefixes.
const rng = prng;

const hex = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
/** A uuid v7-shaped id from the seeded generator (valid for the schema's uuid check). */
const seededUuid = (r: () => number) => `${hex(r, 8)}-${hex(r, 4)}-7${hex(r, 3)}-${'89ab'[Math.floor(r() * 4)]}${hex(r, 3)}-${hex(r, 12)}`;

const HEADS = ['São', 'Santa', 'Santo', 'Nova', 'Porto', 'Rio', 'Campo', 'Vila', 'Monte', 'Bom', 'Alto', 'Barra', 'Serra', 'Lagoa', 'Ponte', ''];
const ROOTS = ['Paulo', 'Vicente', 'José', 'Maria', 'Ângelo', 'Itaú', 'Jacareí', 'Guará', 'Araçá', 'Tietê', 'Esperança', 'Brasília', 'Cruz', 'Jardim', 'Alegre', 'Verde', 'Branco', 'Iguaçu', 'Paraná', 'Goiás', 'Palmas', 'Coroado', 'Buriti', 'Cajuru', 'Ubá', 'Xanxerê', 'Ribeirão', 'Limoeiro', 'Tupã', 'Jaú'];
const TAILS = ['', '', ' do Sul', ' do Norte', ' da Serra', ' de Minas', ' do Oeste', ' Paulista', ' das Flores', ' dos Campos'];

export function makeCities(count: number, seed: number): City[] {
  const r = rng(seed);
  const states = Array.from({ length: 27 }, () => seededUuid(r));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: City[] = [];
  for (let i = 0; i < count; i++) {
    const head = pick(HEADS);
    const name = `${head ? head + ' ' : ''}${pick(ROOTS)}${pick(TAILS)} ${Math.floor(r() * 1000)}`;
    out.push({ id: seededUuid(r), name, ibge: String(1100000 + i).padStart(7, '0'), state_id: pick(states) });
  }
  return out;
}

function stats(xs: number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

const CITIES = getResource('cities');
/** The baseline's plain IndexedDB indexes: the same fields as the cities resource declares (no id suffix). */
const RAW_INDEXES = CITIES.storage.indexes.map((index) => ({ name: index, fields: indexFields(index) }));

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function deleteDb(name: string): Promise<void> {
  await req(indexedDB.deleteDatabase(name));
}

/** A plain database with one `cities` store and the same indexes as our table. */
async function openRaw(name: string): Promise<IDBDatabase> {
  await deleteDb(name);
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('cities', { keyPath: 'id' });
    for (const i of RAW_INDEXES) store.createIndex(i.name, i.fields.length === 1 ? i.fields[0]! : i.fields);
  };
  return req(open);
}

async function freshTenant(code: string): Promise<TenantDb> {
  await Dexie.delete(`federa-${code}`);
  const db = openTenantDb(code);
  await db.open();
  return db;
}

function pages(rows: readonly City[], pageSize: number): PullAnswer[] {
  const out: PullAnswer[] = [];
  for (let i = 0; i < rows.length; i += pageSize) {
    const changes: Change[] = rows.slice(i, i + pageSize).map((c, k) => ({ collection: 'cities', id: c.id, version: i + k + 1, data: c }));
    const last = i + pageSize >= rows.length;
    out.push({ status: 1, cursor: Math.min(rows.length, i + pageSize), hasMore: !last, lastSeq: 0, schemaVersion: SCHEMA_VERSION, changes });
  }
  return out;
}

const CLIENT = '0190a000-0000-7000-8000-000000000001';

/** a. N city rows through applyPull (pages as the server sends them) vs raw per-row put of the same rows. */
export async function benchApply(
  rows: number,
  pageSize: number,
  seed: number,
): Promise<{ ours: number; unpacked: number; raw: number; oursRows: number; rawRows: number }> {
  const cities = makeCities(rows, seed);
  const answers = pages(cities, pageSize);

  const db = await freshTenant('bench-apply');
  let t0 = performance.now();
  for (const a of answers) await applyPull(db, a, CLIENT);
  // Every page committed (cursor advanced, rows durable); a cold download is stored packed…
  const ours = performance.now() - t0;
  // …and every row is in its table, indexed, after the background unpacking (packs.ts).
  await whenUnpacked(db);
  const unpacked = performance.now() - t0;
  const oursRows = await db.rows('cities').count();
  db.close();
  await Dexie.delete('federa-bench-apply');

  const raw = await openRaw('bench-raw-apply');
  t0 = performance.now();
  for (let i = 0; i < cities.length; i += pageSize) {
    // Same durability as applyPull's replica transactions (relaxed).
    const tx = raw.transaction('cities', 'readwrite', { durability: 'relaxed' });
    const store = tx.objectStore('cities');
    // The same stored shape (with the derived search key), one put per row, one transaction per page.
    for (const c of cities.slice(i, i + pageSize)) store.put({ ...c, name_search: normalizeSearch(c.name) });
    await done(tx);
  }
  const rawMs = performance.now() - t0;
  const rawRows = await req(raw.transaction('cities').objectStore('cities').count());
  raw.close();
  await deleteDb('bench-raw-apply');
  return { ours, unpacked, raw: rawMs, oursRows, rawRows };
}

let searchDb: TenantDb | null = null;
let searchRows: City[] = [];

/** Fills the search tenant (not timed): N rows in pages of 5,000 through bulkPut of the stored shape. */
export async function prepareSearch(rows: number, seed: number): Promise<number> {
  searchDb = await freshTenant('bench-search');
  searchRows = makeCities(rows, seed);
  for (let i = 0; i < searchRows.length; i += 5000) {
    await searchDb.rows('cities').bulkPut(searchRows.slice(i, i + 5000).map((c) => withDerived(CITIES, c)));
  }
  return searchDb.rows('cities').count();
}

/**
 * Raw: the same read without Dexie: one getAll with a count on the table's stored index
 * `[name_search+id]` (tenant-db.ts storedIndex), the fastest read IndexedDB offers for it.
 */
function rawRange(idb: IDBDatabase, range: IDBKeyRange, limit: number): Promise<unknown[]> {
  return req(idb.transaction('cities', 'readonly').objectStore('cities').index('[name_search+id]').getAll(range, limit));
}

/** Key range of a normalised prefix on [name_search+id]: [p] sorts before every [p…, id]; [p+'\uffff', []] after. */
const prefixRange = (n: string) => IDBKeyRange.bound([n], [n + '\uffff', []]);

/** b. Prefix search (first 50) and next-page-by-key-range (50), ours vs a raw getAll, on the same table and index. */
export async function benchSearch(prefixCount: number, seed: number) {
  const db = searchDb!;
  const idb = db.backendDB();
  const r = rng(seed ^ 0x5eed);
  // Prefixes as a user types them (accents and case kept: fetchPage normalises), 1 to 5 letters.
  const prefixes: string[] = [];
  while (prefixes.length < prefixCount) {
    const name = searchRows[Math.floor(r() * searchRows.length)]!.name;
    const p = name.slice(0, 1 + Math.floor(r() * 5)).trimEnd();
    if (p && !prefixes.includes(p)) prefixes.push(p);
  }
  for (const p of prefixes.slice(0, 5)) {
    await fetchPage(db, 'cities', { index: 'name_search', prefix: p, limit: 50 });
    const n = normalizeSearch(p);
    await rawRange(idb, prefixRange(n), 50);
  }
  const ours: number[] = [];
  const raw: number[] = [];
  let found = 0;
  for (const p of prefixes) {
    let t0 = performance.now();
    const page = await fetchPage(db, 'cities', { index: 'name_search', prefix: p, limit: 50 });
    ours.push(performance.now() - t0);
    found += page.rows.length;
    t0 = performance.now();
    const n = normalizeSearch(p);
    await rawRange(idb, prefixRange(n), 50);
    raw.push(performance.now() - t0);
  }
  // Next page of the list (default sort), from cursors at random positions: the cursor a first page returns.
  const sorted = searchRows.map((c) => ({ key: normalizeSearch(c.name), id: c.id }));
  const pageOurs: number[] = [];
  const pageRaw: number[] = [];
  let pageRows = 0;
  for (let i = 0; i < prefixCount * 2; i++) {
    const after = sorted[Math.floor(r() * sorted.length)]!;
    let t0 = performance.now();
    const page = await fetchPage(db, 'cities', { index: 'name_search', limit: 50, after });
    pageOurs.push(performance.now() - t0);
    pageRows += page.rows.length;
    t0 = performance.now();
    await rawRange(idb, IDBKeyRange.lowerBound([after.key, after.id], true), 50);
    pageRaw.push(performance.now() - t0);
  }
  return {
    prefixes: prefixes.length,
    avgFound: found / prefixes.length,
    search: stats(ours),
    searchRaw: stats(raw),
    paging: stats(pageOurs),
    pagingRaw: stats(pageRaw),
    avgPageRows: pageRows / pageOurs.length,
  };
}

/** c. mutate('cities.put') → the liveQuery over fetchPage emits the new row; raw: put + transaction complete. */
export async function benchLive(writes: number, seed: number) {
  const db = searchDb!;
  const r = rng(seed ^ 0x11fe);
  const state = seededUuid(r);
  // The city's state must be in the replica: the mutator checks references, as the server does.
  await db.table('states').put({ id: state, name: 'São Paulo', name_search: 'sao paulo', uf: 'SP', ibge: '35', country_id: seededUuid(r) });
  let waiting: { id: string; resolve: () => void } | null = null;
  // Each new name sorts first under the prefix, so it must appear in the first page of 50.
  const sub = liveQuery(() => fetchPage(db, 'cities', { index: 'name_search', prefix: 'Zzbench', limit: 50 })).subscribe({
    next: (page) => {
      if (waiting && page.rows.some((row) => row.id === waiting!.id)) {
        const w = waiting;
        waiting = null;
        w.resolve();
      }
    },
    error: (e: unknown) => console.error(e),
  });
  const toLive: number[] = [];
  const mutateOnly: number[] = [];
  const write = async (i: number) => {
    const id = seededUuid(r);
    const shown = new Promise<void>((resolve) => (waiting = { id, resolve }));
    const t0 = performance.now();
    await mutate(db, { userId: 'bench-user' }, 'cities.put', { id, name: `Zzbench ${String(100000 - i).padStart(6, '0')}`, ibge: '3550308', state_id: state });
    const t1 = performance.now();
    await shown;
    return { live: performance.now() - t0, mutate: t1 - t0 };
  };
  for (let i = 0; i < 5; i++) await write(i); // warm-up: first transaction, liveQuery subscription
  for (let i = 5; i < writes + 5; i++) {
    const { live, mutate: m } = await write(i);
    toLive.push(live);
    mutateOnly.push(m);
  }
  sub.unsubscribe();

  const raw = await openRaw('bench-raw-live');
  const rawMs: number[] = [];
  for (let i = 0; i < writes + 5; i++) {
    const t0 = performance.now();
    // Same durability as mutate's transaction (strict: the user is told it is saved).
    const tx = raw.transaction('cities', 'readwrite', { durability: 'strict' });
    tx.objectStore('cities').put({ id: seededUuid(r), name: `Zzbench ${i}`, name_search: `zzbench ${i}`, ibge: '3550308', state_id: state });
    await done(tx);
    if (i >= 5) rawMs.push(performance.now() - t0);
  }
  raw.close();
  await deleteDb('bench-raw-live');
  return { live: stats(toLive), mutate: stats(mutateOnly), raw: stats(rawMs) };
}

export async function cleanup(): Promise<void> {
  searchDb?.close();
  await Dexie.delete('federa-bench-search');
}

declare global {
  interface Window {
    federaBench: typeof api;
  }
}
const api = { benchApply, prepareSearch, benchSearch, benchLive, cleanup };
window.federaBench = api;
