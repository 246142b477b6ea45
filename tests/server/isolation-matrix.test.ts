// The isolation matrix: every relation scope of the registry (any
// resource's `scope` or `writableVia`: define.ts RelationScope) × the collection it reaches × pull,
// push and file download. Driven by RESOURCES, not by a hand list: a new relation gets its cases with
// no code here, and a relation the matrix cannot build fails the suite.
//
// For each relation, two chains of rows are written straight into the database (sqlTx), built from
// its hops: one reachable from a fresh viewer account (the first hop's `viewer` field holds the
// viewer's id, each next hop's `match` fields copy the previous row's), the same shape for another
// account. Then, per case:
//  - pull: the viewer receives their row (projected to `fields` when the relation declares them) and
//    never the other's;
//  - push (relations in `writableVia`, resources with generic writes): a put changing the other's row,
//    one moving it into the viewer's reach, one moving the viewer's row into the other's reach, one
//    creating a row there, and a delete are refused by the relation, and nothing is stored;
//  - file download (resources with an 'image'/'file' field): the other's file answers 404 to the
//    viewer, the viewer's reachable row's file 200 (both uploaded by the other account, so the
//    uploader's grace period is not what opens it).
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableModules } from '../../src/domain/access';
import { isRelationScope, type AnyResource, type RelationHop, type RelationScope, type WriteBound } from '../../src/domain/resources/define';
import { RESOURCES } from '../../src/domain/resources/index';
import * as RELATIONS from '../../src/domain/resources/relations';
import { uuidv7 } from '../../src/domain/uuid';
import { memoryFileStore } from '../../server/files/memory-store';
import { sqlTx } from '../../server/sync/sql-tx';
import { pushAll } from './competition-helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { changedRow, picklistOf, sampleRow, schemaIssues } from './sample-row';
import { Replica } from './sync-helpers';
import { testServer } from './helpers';

type Row = Record<string, unknown> & { id: string };

/** One relation as one resource uses it: read along (`scope`), written along (`writableVia`), or both. */
interface Use {
  resource: AnyResource;
  relation: RelationScope;
  /** The relation's name in relations.ts, or its hops spelled out. */
  name: string;
  read: boolean;
  write: boolean;
  /** The write side's bounds (define.ts WriteBound): the matrix's rows meet them, so only reach refuses. */
  bounds: readonly WriteBound[];
}

const sameVia = (a: RelationScope, b: RelationScope) => JSON.stringify(a.via) === JSON.stringify(b.via);

/** relations.ts's name for a path (a constant, or a factory called with the resource's key). */
function relationName(relation: RelationScope, resource: AnyResource): string {
  for (const [name, value] of Object.entries(RELATIONS)) {
    if (typeof value === 'function') {
      const made = (value as (key: string) => unknown)(resource.key);
      if (made && typeof made === 'object' && 'via' in made && sameVia(made as RelationScope, relation)) return `${name}('${resource.key}')`;
    } else if (value && typeof value === 'object' && 'via' in value && sameVia(value as RelationScope, relation)) return name;
  }
  return relation.via.map((h) => `${h.collection}${h.viewer ? `[${h.viewer}]` : ''}`).join('→');
}

/** Every relation of the registry, merged per (resource, path): the read side keeps its projection. */
function relationUses(): Use[] {
  const uses: Use[] = [];
  for (const resource of RESOURCES as readonly AnyResource[]) {
    const add = (relation: RelationScope, side: 'read' | 'write') => {
      const known = uses.find((u) => u.resource === resource && sameVia(u.relation, relation));
      const bounds = side === 'write' ? (relation.bounds ?? []) : [];
      if (known) {
        known[side] = true;
        known.bounds = [...known.bounds, ...bounds];
        if (side === 'read') known.relation = relation;
      } else uses.push({ resource, relation, name: relationName(relation, resource), read: side === 'read', write: side === 'write', bounds });
    };
    for (const scope of resource.access.scope) if (isRelationScope(scope)) add(scope, 'read');
    for (const relation of resource.access.writableVia ?? []) add(relation, 'write');
  }
  return uses;
}

const USES = relationUses();
const caseName = (use: Use) => `${use.name} → ${use.resource.key}`;

/** A resource's fields holding a file (FieldDef.kind, or the schema's fileRef metadata). */
function fileFields(resource: AnyResource): string[] {
  const out = new Set(resource.fields.filter((f) => f.kind === 'image' || f.kind === 'file').map((f) => f.key));
  for (const [key, entry] of Object.entries(resource.schema.entries)) {
    let schema = entry as unknown as { type: string; wrapped?: unknown; pipe?: { type: string; metadata?: { kind?: string } }[] };
    while (schema.wrapped) schema = schema.wrapped as typeof schema;
    if (schema.pipe?.some((a) => a.type === 'metadata' && ['image', 'file'].includes(a.metadata?.kind ?? ''))) out.add(key);
  }
  return [...out];
}

/** Everyone reads the resource (a public or tenant scope): relations only matter for its writes. */
const readByAll = (resource: AnyResource) => resource.access.scope.some((s) => s === 'public' || s === 'tenant');

let tenantId: string;
let modules: readonly string[];
let viewer: SignedIn;
let other: SignedIn;
const replica = new Replica();

interface Built {
  /** The chain's rows, first hop first (the last one is the resource's). */
  mine: Row[];
  theirs: Row[];
  /** Files named by the last rows (field → `files/<sha256>`), when the resource holds one. */
  files?: { field: string; mine: string; theirs: string };
}
const built = new Map<Use, Built>();
/** Why a relation could not be built (the case then fails with it). */
const unbuildable = new Map<Use, string>();

const first = (from: string | readonly string[]) => (typeof from === 'string' ? from : from[0]!);

/** A row of `hop`'s collection that the relation keeps (not in an `excluding` state). */
function keepIncluded(hop: RelationHop, row: Row): void {
  if (!hop.excluding) return;
  const { field, values } = hop.excluding;
  if (row[field] === undefined || !values.includes(String(row[field]))) return;
  const option = picklistOf(hop.collection, field).find((o) => !values.includes(o));
  if (option) row[field] = option;
  else delete row[field];
}

/** The chain of `relation` reachable from `userId`: one row per hop, each matching the previous one. */
function chainFor(relation: RelationScope, userId: string): Row[] {
  const rows: Row[] = [];
  relation.via.forEach((hop, i) => {
    const overrides: Record<string, unknown> = {};
    if (i === 0) {
      if (!hop.viewer) throw new Error(`primeiro passo sem campo do usuário (${hop.collection})`);
      overrides[hop.viewer] = userId;
    } else {
      const prev = rows[i - 1]!;
      const pairs = Object.entries(hop.match ?? {});
      if (pairs.length === 0) throw new Error(`passo sem correspondência (${hop.collection})`);
      for (const [field, from] of pairs) {
        const source = first(from);
        // A previous row's optional field left empty by its sample: give it a value to match.
        if (prev[source] === undefined || prev[source] === null) prev[source] = uuidv7();
        overrides[field] = prev[source];
      }
    }
    // The row a projection applies to holds every field, so that the projection has something to drop.
    const row = sampleRow(hop.collection, overrides, i === relation.via.length - 1 && relation.fields !== undefined);
    keepIncluded(hop, row);
    rows.push(row);
  });
  return rows;
}

/**
 * Makes the chain's last row meet the relation's write bounds (a pending entry in a competition open
 * for entries, a roster's person of the writer's own entity), so that a refused write is refused by
 * the reach and not by a bound. Returns the rows the bounds need besides the chain.
 */
function meetBounds(use: Use, chain: Row[], userId: string): [string, Row][] {
  const row = chain.at(-1)!;
  const extra: [string, Row][] = [];
  for (const bound of use.bounds) {
    if ('oneOf' in bound) {
      const [ref, field] = bound.field.split('.');
      if (!field) {
        row[ref!] = bound.oneOf[0];
        continue;
      }
      const target = use.resource.integrity.references?.[ref!];
      if (!target) throw new Error(`limite em ${bound.field} sem referência declarada`);
      if (typeof row[ref!] !== 'string') row[ref!] = uuidv7();
      extra.push([target, sampleRow(target, { id: row[ref!], [field]: bound.oneOf[0] })]);
    } else {
      const reached = chainFor(bound.reachedVia, userId);
      if (bound.reachedVia.via.at(-1)?.collection !== bound.collection) throw new Error(`limite em ${bound.field}: a relação não chega a ${bound.collection}`);
      bound.reachedVia.via.forEach((hop, i) => extra.push([hop.collection, reached[i]!]));
      row[bound.field] = reached.at(-1)!.id;
    }
  }
  return extra;
}

async function upload(bytes: Uint8Array, token: string): Promise<string> {
  const res = await harness.app.request('/api/v1/files?name=x.pdf', {
    method: 'POST', headers: { host: 'localhost:8787', authorization: `Bearer ${token}` }, body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return `files/${createHash('sha256').update(bytes).digest('hex')}`;
}
const pdf = () => new TextEncoder().encode(`%PDF-1.4\n% ${uuidv7()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const download = (ref: string, token: string) =>
  harness.app.request(`/api/v1/files/${ref.slice('files/'.length)}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${token}` } });

const harness = testServer({ fileStore: memoryFileStore() });

beforeAll(async () => {
  const [tenant] = await harness.handle.db.query<{ id: string; enabled: string[]; hidden: string[] }>(
    `SELECT id::text AS id, enabled_modules AS enabled, hidden_modules AS hidden FROM tenants WHERE code = 'demo'`,
  );
  tenantId = tenant!.id;
  modules = availableModules(tenant!.enabled, tenant!.hidden);
  viewer = await newAccount(harness.handle.db, harness.app, tenantId, 'matriz', 'Pessoa da Matriz', 730_000_000);
  other = await newAccount(harness.handle.db, harness.app, tenantId, 'outra', 'Outra Pessoa', 740_000_000);
  const rows: [string, Row][] = [];
  for (const use of USES) {
    try {
      const b: Built = { mine: chainFor(use.relation, viewer.id), theirs: chainFor(use.relation, other.id) };
      const [field] = fileFields(use.resource);
      if (field) {
        b.files = { field, mine: await upload(pdf(), other.token), theirs: await upload(pdf(), other.token) };
        b.mine.at(-1)![field] = b.files.mine;
        b.theirs.at(-1)![field] = b.files.theirs;
      }
      built.set(use, b);
      rows.push(...meetBounds(use, b.mine, viewer.id), ...meetBounds(use, b.theirs, other.id));
      use.relation.via.forEach((hop, i) => rows.push([hop.collection, b.mine[i]!], [hop.collection, b.theirs[i]!]));
    } catch (e) {
      unbuildable.set(use, (e as Error).message);
    }
  }
  await harness.handle.db.tx(async (tx) => {
    const w = sqlTx(tx, tenantId, new Date());
    for (const [collection, row] of rows) await w.put(collection, row);
  });
  await replica.sync(harness.app, viewer.token);
}, 120_000);

/** Why a relation's resource is out of reach in this tenant (its module not offered), or undefined. */
const moduleSkip = (use: Use) => (use.resource.access.module && !modules.includes(use.resource.access.module) ? `módulo ${use.resource.access.module} não oferecido no demo` : undefined);

interface Case { name: string; use: Use; skip?: string }
const cases = (kind: string, applies: (use: Use) => string | true | false): Case[] =>
  USES.flatMap((use) => {
    const verdict = applies(use);
    if (verdict === false) return [];
    return [{ name: `${caseName(use)}: ${kind}`, use, skip: verdict === true ? undefined : verdict }];
  });

const PULL = cases('pull', (u) => (!u.read ? false : readByAll(u.resource) ? 'a coleção vai a todo o tenant (scope public/tenant)' : true));
const PUSH = cases('push', (u) => (!u.write ? false : (u.resource.access.writes ?? 'generic') !== 'generic' ? `escrita ${u.resource.access.writes}: sem put/delete genéricos` : true));
const FILES = cases('file download', (u) => (fileFields(u.resource).length === 0 ? false : !u.read ? 'relação só de escrita: a leitura é de todo o tenant' : readByAll(u.resource) ? 'a coleção vai a todo o tenant' : true));

/** Registers a case: skipped with its reason printed, or run with the relation's rows. */
function each(list: readonly Case[], run: (use: Use, b: Built) => Promise<void> | void): void {
  for (const c of list) {
    if (c.skip) {
      it.skip(`${c.name} — ignorado: ${c.skip}`, () => {});
      console.info(`[isolation-matrix] ignorado: ${c.name} — ${c.skip}`);
      continue;
    }
    it(c.name, async (ctx) => {
      // Known only once the tenant is read (beforeAll): a module the demo does not offer.
      const skip = moduleSkip(c.use);
      if (skip) {
        console.info(`[isolation-matrix] ignorado: ${c.name} — ${skip}`);
        ctx.skip(skip);
      }
      const b = built.get(c.use);
      expect(b, `${c.name}: relação não construída: ${unbuildable.get(c.use)}`).toBeDefined();
      await run(c.use, b!);
    });
  }
}

describe('the registry\'s relations', () => {
  it('every relation is built and reaches its own resource', () => {
    expect(USES.length).toBeGreaterThan(0);
    expect([...unbuildable].map(([u, why]) => `${caseName(u)}: ${why}`)).toEqual([]);
    for (const use of USES) expect(use.relation.via.at(-1)?.collection, caseName(use)).toBe(use.resource.key);
  });

  it('every relation has at least one case that runs (pull, push or file)', () => {
    // A relation only written along a tenant-wide collection still has its push; one with no case at
    // all is a gap. (A module the demo does not offer skips its cases with the reason printed.)
    const running = new Set([...PULL, ...PUSH, ...FILES].filter((c) => !c.skip).map((c) => c.use));
    expect(USES.filter((u) => !running.has(u)).map(caseName)).toEqual([]);
  });
});

describe('pull', () => {
  each(PULL, (use, b) => {
    const name = caseName(use);
    const mine = replica.get(use.resource.key, b.mine.at(-1)!.id);
    expect(mine, `${name}: a linha alcançável não veio`).toBeDefined();
    if (use.relation.fields) {
      const hidden = Object.keys(b.mine.at(-1)!).filter((k) => !use.relation.fields!.includes(k));
      expect(hidden.length, `${name}: a amostra não tem campo fora da projeção`).toBeGreaterThan(0);
      const extra = Object.keys(mine!).filter((k) => !use.relation.fields!.includes(k));
      expect(extra, `${name}: campos fora da projeção`).toEqual([]);
    }
    expect(replica.get(use.resource.key, b.theirs.at(-1)!.id), `${name}: a linha de outra pessoa veio`).toBeUndefined();
  });
});

/** `row` placed in the reach of a chain: the last hop's match fields copied from the chain's previous row. */
function placedIn(use: Use, row: Record<string, unknown>, chain: readonly Row[], userId: string): Record<string, unknown> {
  const last = use.relation.via.at(-1)!;
  const out = { ...row };
  for (const [field, from] of Object.entries(last.match ?? {})) if (field !== 'id') out[field] = chain.at(-2)?.[first(from)];
  if (last.viewer) out[last.viewer] = userId;
  return out;
}

describe('push', () => {
  each(PUSH, async (use, b) => {
    const name = caseName(use);
    const key = use.resource.key;
    const theirs = (await storedData(harness.handle.db, key, b.theirs.at(-1)!.id)) as Row | undefined;
    const mine = (await storedData(harness.handle.db, key, b.mine.at(-1)!.id)) as Row | undefined;
    expect(theirs && mine, `${name}: linhas da relação ausentes`).toBeTruthy();
    const last = use.relation.via.at(-1)!;
    const pinned = [...Object.keys(last.match ?? {}), ...(last.viewer ? [last.viewer] : []), ...(use.resource.access.owner ? [use.resource.access.owner] : [])];
    const createdId = uuidv7();
    const attacks: [string, Record<string, unknown> | undefined][] = [
      ['alterar a linha de outra pessoa', changedRow(key, theirs!, pinned)],
      ['trazer a linha de outra pessoa para o próprio alcance', placedIn(use, theirs!, b.mine, viewer.id)],
      ['levar a própria linha para o alcance de outra pessoa', placedIn(use, mine!, b.theirs, other.id)],
      ['criar uma linha no alcance de outra pessoa', placedIn(use, { ...mine!, id: createdId }, b.theirs, other.id)],
    ];
    const writes: [string, object][] = [];
    for (const [what, args] of attacks) {
      expect(args, `${name}: ${what}: nenhuma alteração possível da amostra`).toBeDefined();
      expect(schemaIssues(key, args!), `${name}: ${what}: amostra inválida (o teste não testaria o acesso)`).toEqual([]);
      writes.push([`${key}.put`, args!]);
    }
    writes.push([`${key}.delete`, { id: theirs!.id }]);
    const labels = [...attacks.map(([what]) => what), 'excluir a linha de outra pessoa'];
    const results = await pushAll(harness.app, viewer.token, writes);
    // The refusal must be the relation's own (not reachable: generic.ts's "sem permissão", or one of
    // its bounds), not some later rule that happens to refuse too (an owner's fields, an owner's delete).
    const reasons = new Set([`Você não tem permissão para alterar ${use.resource.labels.plural.toLowerCase()}.`, ...use.bounds.map((x) => x.message)]);
    const answers = results.map((r, i) => `${labels[i]}: ${r.ok ? 'aceito' : r.code === 'forbidden' && reasons.has(r.message) ? 'recusado' : `${r.code} ${r.message}`}`);
    expect(answers, name).toEqual(labels.map((l) => `${l}: recusado`));
    expect(await storedData(harness.handle.db, key, theirs!.id), `${name}: a linha de outra pessoa mudou`).toEqual(theirs);
    expect(await storedData(harness.handle.db, key, mine!.id), `${name}: a própria linha mudou`).toEqual(mine);
    expect(await storedData(harness.handle.db, key, createdId), `${name}: uma linha foi criada no alcance de outra pessoa`).toBeUndefined();
  });
});

describe('file download', () => {
  each(FILES, async (use, b) => {
    const name = caseName(use);
    const files = b.files!;
    // A projection that leaves the file out does not open it either (data minimisation).
    const mayOpenMine = !use.relation.fields || use.relation.fields.includes(files.field);
    expect((await download(files.mine, viewer.token)).status, `${name}: arquivo da linha alcançável`).toBe(mayOpenMine ? 200 : 404);
    expect((await download(files.theirs, viewer.token)).status, `${name}: arquivo de outra pessoa`).toBe(404);
  });
});
