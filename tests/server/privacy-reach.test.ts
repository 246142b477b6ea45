// What the LGPD anonymisation and export reach is the rows ABOUT a person
// (server/privacy/rows-about.ts, driven by the registry's `about`), whoever filed them. A manager
// edits one of their people's document (a new scan) and identity and sends another document (which
// the federation deletes later), which opens requests filed by the manager; then (3) anonymising the person leaves no RG number or scan link in any row, and the scan
// answers like a file that never existed, to the manager who uploaded it too; and (6) the manager's
// own export holds no other person's name, CPF, birth date or document number, only the fact that
// they filed those requests.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DELETION } from '../../src/domain/approvals/privacy-kinds';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { memoryFileStore } from '../../server/files/memory-store';
import { FILE_MSG } from '../../server/files/messages';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../../server/sync/sql-tx';
import { pushAll, seededRow } from './competition-helpers';
import { call, login, type AnyApp } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { freshCpf } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: AnyApp;
let tenantId: string;
let admin: SignedIn;
let gestor: SignedIn;
let person: SignedIn;
const now = new Date('2026-11-20T12:00:00Z');

const RG = '12.345.678-9';
const NEW_RG = '98.765.432-1';
/** A second document the manager sent, which the federation deleted later: its request stays. */
const CNH = 'CNH-04455566677';
const NAME = 'Rafaela Conferida Souza';
const NEW_NAME = 'Rafaela Conferida de Souza';
const CPF = freshCpf();
const BIRTH = '1994-07-23';
const NEW_BIRTH = '1994-07-24';
let profileId: string;
let documentId: string;
let scan: string;
let ownScan: string;

const as = async (email: string): Promise<SignedIn> => {
  const answer = await login(app, email);
  return { token: answer.token, id: answer.result.id };
};

async function upload(bytes: Uint8Array, token: string): Promise<string> {
  const res = await app.request('/api/v1/files', {
    method: 'POST',
    headers: { host: 'localhost:8787', 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { ref: string }).ref;
}

const download = async (hash: string, token?: string) => {
  const res = await app.request(`/api/v1/files/${hash}/full`, { headers: { host: 'localhost:8787', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.status, body: await res.text() };
};

/** A scanned page: noise, so every run uploads new bytes. */
const scanned = () =>
  sharp(Buffer.from(Array.from({ length: 120 * 90 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 120, height: 90, channels: 3 } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** Every live record's JSON in the tenant that contains `text`. */
const liveRowsHolding = async (text: string) =>
  (await handle.db.query<{ collection: string; id: string }>(
    `SELECT collection, id::text AS id FROM records WHERE tenant_id = $1 AND NOT deleted AND data::text LIKE $2`, [tenantId, `%${text}%`],
  ));

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, fileStore: memoryFileStore(), now: () => now });
  tenantId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  [admin, gestor] = await Promise.all([as('admin@demo.test'), as('gestor@demo.test')]);
  person = await newAccount(handle.db, app, tenantId, 'alcance', NAME, 350_000_000);
  const entity = String((await seededRow(handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  const documentType = (await seededRow(handle.db, 'documenttypes', `data->>'needs_approval' = 'true'`)).id;

  // The person, verified by the federation, in the manager's entity, with an approved RG of their own.
  profileId = uuidv7();
  documentId = uuidv7();
  ownScan = await upload(await scanned(), person.token);
  await handle.db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    await writeRecords(tx, tenantId, [
      toRecordWrite({ collection: 'profiles', id: profileId, row: { id: profileId, user_id: person.id, name: NAME, cpf: CPF, birthdate: BIRTH, gender: 'feminino', association_id: entity, verified: true, verified_by: admin.id, verified_at: now.toISOString() } }),
      toRecordWrite({ collection: 'userdocuments', id: documentId, row: { id: documentId, document_type_id: documentType, user_id: person.id, profile_id: profileId, number: RG, issued_on: '2015-01-10', file: ownScan, status: 'aprovado' } }),
    ], now);
  });

  // The manager sends a new scan of the person's RG and corrects their name and birth date: both
  // wait for the federation, in requests the manager filed that carry the person's data.
  scan = await upload(await scanned(), gestor.token);
  const doc = (await storedData(handle.db, 'userdocuments', documentId))!;
  const prof = (await storedData(handle.db, 'profiles', profileId))!;
  const deletedId = uuidv7();
  const results = await pushAll(app, gestor.token, [
    ['userdocuments.put', { ...doc, number: NEW_RG, file: scan }],
    ['profiles.put', { ...prof, name: NEW_NAME, birthdate: NEW_BIRTH }],
    ['userdocuments.put', { id: deletedId, document_type_id: documentType, user_id: person.id, profile_id: profileId, number: CNH, issued_on: '2019-05-05' }],
  ]);
  expect(results.filter((r) => !r.ok)).toEqual([]);
  expect((await pushAll(app, admin.token, [['userdocuments.delete', { id: deletedId }]]))[0]).toMatchObject({ ok: true });
  expect(await liveRowsHolding(CNH)).toHaveLength(1); // the manager's request, about a document gone
  const filed = await handle.db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'approvals' AND NOT deleted AND data->>'requested_by' = $2 AND data->>'subject_id' = ANY($3::text[])`,
    [tenantId, gestor.id, [documentId, profileId]],
  );
  // The premise: the manager's requests hold the person's new RG number, scan, name, CPF and birth date.
  expect(JSON.stringify(filed.map((r) => r.data))).toContain(NEW_RG);
  expect(JSON.stringify(filed.map((r) => r.data))).toContain(scan);
  expect(JSON.stringify(filed.map((r) => r.data))).toContain(CPF);
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

describe('a manager\'s LGPD export', () => {
  it('holds no other person\'s name, CPF, birth date or document number, only that they filed requests about someone', async () => {
    const res = await call(app, '/api/v1/my/privacy/export', { token: gestor.token });
    expect(res.status, res.text).toBe(200);
    for (const text of [NAME, NEW_NAME, CPF, BIRTH, NEW_BIRTH, RG, NEW_RG, CNH, scan.slice('files/'.length), person.id, profileId, documentId]) {
      expect(res.text, text).not.toContain(text);
    }
    const collections = res.json.collections as Record<string, Record<string, unknown>[]>;
    // Their own rows are still there (their profile, their manager link).
    expect((collections.profiles ?? []).map((p) => p.user_id)).toEqual([gestor.id]);
    expect((collections.associationmanagers ?? []).length).toBeGreaterThan(0);
    // The requests they filed about the person: the fact, not the content.
    const filed = res.json.filed as { collection: string; id: string }[];
    expect(filed.filter((f) => f.collection === 'approvals').length).toBeGreaterThanOrEqual(2);
    for (const f of filed) expect(Object.keys(f).sort()).toEqual(['collection', 'id', 'what']);
  });

  it('of the person holds the requests about them, whoever filed them', async () => {
    const res = await call(app, '/api/v1/my/privacy/export', { token: person.token });
    expect(res.status, res.text).toBe(200);
    const requests = (res.json.collections as Record<string, Record<string, unknown>[]>).approvals ?? [];
    expect(requests.map((r) => r.requested_by)).toContain(gestor.id);
    expect(JSON.stringify(requests)).toContain(NEW_RG);
    expect(JSON.stringify(requests)).toContain(CNH);
  });
});

describe('anonymising the person', () => {
  it('reaches the requests others filed about them, and their scan is served to nobody', async () => {
    const hash = scan.slice('files/'.length);
    // Before: the manager reads the scan they uploaded and the person's document names.
    expect((await download(hash, gestor.token)).status).toBe(200);
    const [asked] = await pushAll(app, person.token, [['approvals.request', { id: uuidv7(), kind: DATA_DELETION, subject_id: profileId, proposed: { pedido: 'anonimizacao' } }]]);
    expect(asked).toMatchObject({ ok: true });
    const res = await call(app, `/api/v1/privacy/users/${person.id}/anonymise`, { token: admin.token, body: {} });
    expect(res.status, res.text).toBe(200);

    // No live row holds the RG numbers, the scans, the name, CPF or birth date any more.
    for (const text of [RG, NEW_RG, CNH, hash, ownScan.slice('files/'.length), NAME, NEW_NAME, CPF, BIRTH, NEW_BIRTH]) expect(await liveRowsHolding(text), text).toEqual([]);
    // The manager's requests stay as the audit (who asked, the decision), closed: nothing left to decide.
    const requests = (await handle.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'approvals' AND NOT deleted AND data->>'requested_by' = $2 AND data->>'subject_id' = ANY($3::text[])`,
      [tenantId, gestor.id, [documentId, profileId]],
    )).map((r) => r.data);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const r of requests) expect(r).toMatchObject({ proposed: { anonimizado: true }, before: null, status: 'recusado' });

    // The scan answers as a file that never existed: to its uploader, the federation and anyone.
    const unknown = await download('f'.repeat(64), gestor.token);
    expect(unknown).toEqual({ status: 404, body: expect.stringContaining(FILE_MSG.notFound) });
    for (const token of [gestor.token, admin.token, undefined]) expect(await download(hash, token)).toEqual(unknown);
  });
});
