// The entity manager's isolation matrix: gestor@demo.test, who holds no back-office
// permission, reads and writes the people, documents, teams, entries and rosters of the entity they manage
// (associationmanagers) and nothing of another entity: through the pull, the push, and the file
// download. Table-driven: one row per resource the manager touches, each with a row of their entity
// and one of another entity, created by the federation.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { memoryFileStore } from '../../server/files/memory-store';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { storedData } from './record-helpers';
import { profile, Replica } from './sync-helpers';

let admin: string;
let gestor: string;
let replica: Replica;

type Side = 'own' | 'other';
const entity: Record<Side, string> = { own: '', other: '' };
/** Per side, the rows the federation created: collection → row. */
const rows: Record<Side, Record<string, Record<string, unknown> & { id: string }>> = { own: {}, other: {} };
const pdf = (side: Side) => new TextEncoder().encode(`%PDF-1.4\n% ${side} ${uuidv7()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const files: Record<Side, string> = { own: '', other: '' };

async function upload(bytes: Uint8Array, token: string): Promise<string> {
  const res = await harness.app.request('/api/v1/files?name=documento.pdf', {
    method: 'POST', headers: { host: 'localhost:8787', authorization: `Bearer ${token}` }, body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return `files/${createHash('sha256').update(bytes).digest('hex')}`;
}

/** The resources of the matrix: how the federation makes one for an entity, and a change the manager tries. */
interface Case {
  collection: string;
  /** Tenant-wide reading (teams): the isolation is on writes only. */
  readByAll?: boolean;
  change: (row: Record<string, unknown>) => Record<string, unknown>;
}
const CASES: readonly Case[] = [
  { collection: 'profiles', change: (r) => ({ ...r, phone: '11912345678' }) },
  { collection: 'userdocuments', change: (r) => ({ ...r, notes: 'Alterado pelo gestor.' }) },
  { collection: 'teams', readByAll: true, change: (r) => ({ ...r, category: 'Sub-17' }) },
  { collection: 'competitionmembers', change: (r) => ({ ...r, shirt_number: 99 }) },
  // A pending entry in a competition open for entry: the only kind a manager writes (competitionteams.ts bounds).
  { collection: 'competitionteams', readByAll: true, change: (r) => ({ ...r, entry_time_ms: 61_000 }) },
];

const harness = testServer({ fileStore: memoryFileStore() });

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Federação (gestores)', ['users', 'userdocuments', 'competitions', 'associations']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = g.token;
  entity.own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${g.result.id}'`)).association_id);
  entity.other = (await seededRow(harness.handle.db, 'associations', `r.id <> '${entity.own}'::uuid`)).id;
  const documentType = (await seededRow(harness.handle.db, 'documenttypes', `coalesce(data->>'needs_approval', 'false') = 'false'`)).id;
  const sport = (await seededRow(harness.handle.db, 'sports')).id;
  const competition = await seededRow(harness.handle.db, 'competitions', `data->>'status' IS DISTINCT FROM 'encerrada'`);
  const openForEntry = await seededRow(harness.handle.db, 'competitions', `data->>'status' = 'inscricoes'`);
  const calls: [string, object][] = [];
  for (const side of ['own', 'other'] as const) {
    files[side] = await upload(pdf(side), admin);
    const p = profile(uuidv7(), { association_id: entity[side], name: `Pessoa ${side}` });
    const team = { id: uuidv7(), name: `Equipe ${side} ${uuidv7().slice(-4)}`, association_id: entity[side], sport_id: sport, category: 'Adulto', gender: 'feminino' };
    const entry = { id: uuidv7(), competition_id: competition.id, team_id: team.id };
    const doc = { id: uuidv7(), document_type_id: documentType, user_id: p.user_id, profile_id: p.id, number: side, issued_on: '2026-01-10', file: files[side] };
    const member = { id: uuidv7(), competition_id: competition.id, competitionteam_id: entry.id, profile_id: p.id, role: 'atleta', shirt_number: 7 };
    const pending = { id: uuidv7(), competition_id: openForEntry.id, team_id: team.id, status: 'pendente' };
    rows[side] = { profiles: p, teams: team, userdocuments: doc, competitionmembers: member, competitionteams: pending };
    calls.push(['profiles.put', p], ['teams.put', team], ['competitionteams.put', entry], ['userdocuments.put', doc], ['competitionmembers.put', member], ['competitionteams.put', pending]);
  }
  expectAllOk(await pushAll(harness.app, admin, calls));
  for (const side of ['own', 'other'] as const) for (const [c, r] of Object.entries(rows[side])) rows[side][c] = { ...r, ...(await storedData(harness.handle.db, c, r.id)) } as typeof r;
  replica = new Replica();
  await replica.sync(harness.app, gestor);
}, 180_000);

const outcome = (r: PushResult) => (r.ok ? 'ok' : 'code' in r ? r.code : 'refused');

describe.each(CASES)('manager isolation: $collection', ({ collection, readByAll, change }) => {
  it('the pull brings their entity\'s row and not another entity\'s', () => {
    expect(replica.get(collection, rows.own[collection]!.id)).toBeDefined();
    expect(replica.get(collection, rows.other[collection]!.id) !== undefined).toBe(readByAll === true);
  });

  it('the push refuses any write to another entity\'s row and changes nothing', async () => {
    const theirs = rows.other[collection]!;
    const results = await pushAll(harness.app, gestor, [[`${collection}.put`, change(theirs)], [`${collection}.delete`, { id: theirs.id }]]);
    expect(results.map(outcome)).toEqual(['forbidden', 'forbidden']);
    expect(await storedData(harness.handle.db, collection, theirs.id)).toEqual(theirs);
  });

  it('the push accepts a change to their entity\'s row', async () => {
    const mine = rows.own[collection]!;
    expectAllOk(await pushAll(harness.app, gestor, [[`${collection}.put`, change(mine)]]));
    expect(await storedData(harness.handle.db, collection, mine.id)).toMatchObject(change(mine));
  });
});

describe('manager isolation: files', () => {
  const fetchFile = (ref: string) => harness.app.request(`/api/v1/files/${ref.slice('files/'.length)}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${gestor}` } });
  it('downloads the document of their entity\'s person, and gets 404 for another entity\'s', async () => {
    expect((await fetchFile(files.own)).status).toBe(200);
    expect((await fetchFile(files.other)).status).toBe(404);
  });
});
