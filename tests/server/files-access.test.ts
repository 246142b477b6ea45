// Naming a file in a write is reading it. Before, anyone who wrote a file's hash into
// a record of their own (here: their own document's `file`) was served the file, access that had
// ended came back the same way, and a write naming an unknown hash was refused while one naming an
// existing file was accepted (an existence oracle). Now a write may name only a file its writer may
// already read (its uploader within the grace period, or a reader of a live record naming it), a
// file the row already named is kept, and unknown and forbidden get the same pt-BR refusal.
// Also: a file no live record names is served to its uploader during the grace period only; and
// an uploaded PDF is served with its own sandbox CSP, not the app's (which let it run as us).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { UPLOAD_GRACE_MS } from '../../server/files/policy';
import { FILE_CSP } from '../../server/files/routes';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers';
import { SYNC_MSG } from '../../server/sync/messages';
import { sqlTx } from '../../server/sync/sql-tx';
import { seededRow } from './competition-helpers';
import { DAY, login, testClock, type AnyApp } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { m, pushOk } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: AnyApp;
let demoId: string;
let admin: SignedIn;
let atleta: SignedIn;
let atletaProfile: Record<string, unknown> & { id: string };
let rgType: string;
const clock = testClock(new Date('2026-11-20T12:00:00Z'));

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A small PDF, different for every `label`. */
const pdf = (label: string) => new TextEncoder().encode(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function upload(bytes: Uint8Array, who: SignedIn): Promise<string> {
  const res = await app.request('/api/v1/files', {
    method: 'POST',
    headers: { host: 'localhost:8787', authorization: `Bearer ${who.token}` },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return sha(bytes);
}

const download = async (hash: string, who: SignedIn) =>
  (await app.request(`/api/v1/files/${hash}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${who.token}` } })).status;

const write = (collection: string, row: Record<string, unknown>) =>
  handle.db.tx(async (tx) => sqlTx(tx, demoId, clock.now()).put(collection, row as never));

/** The athlete's own document (owner: the athlete), naming `hash` when given. */
const ownDocument = (hash: string | null, over: Record<string, unknown> = {}) => ({
  id: uuidv7(), document_type_id: rgType, user_id: atleta.id, profile_id: atletaProfile.id, number: '12.345.678-9', issued_on: '2026-03-10', file: hash ? `files/${hash}` : null, ...over,
});

async function push(who: SignedIn, name: string, args: object) {
  return (await pushOk(app, who.token, uuidv7(), [m(1, name, args)])).results[0]!;
}

const refusal = { seq: 1, ok: false, code: 'file_missing', message: SYNC_MSG.fileMissing };

/** Someone else's private document, with its scan uploaded by them: only they and the back office read it. */
async function victimDocument(label: string): Promise<string> {
  const victim = await newAccount(handle.db, app, demoId, 'vitima', 'Vítima da Silva', 61_000_000);
  const hash = await upload(pdf(label), victim);
  await write('userdocuments', { id: uuidv7(), document_type_id: rgType, user_id: victim.id, profile_id: uuidv7(), number: '99.999.999-9', issued_on: '2025-01-10', file: `files/${hash}`, status: 'aprovado' });
  return hash;
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, now: clock.now });
  demoId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const as = async (email: string): Promise<SignedIn> => {
    const answer = await login(app, email);
    return { token: answer.token, id: answer.result.id };
  };
  [admin, atleta] = await Promise.all([as('admin@demo.test'), as('atleta@demo.test')]);
  atletaProfile = await seededRow(handle.db, 'profiles', `owner_id = '${atleta.id}'`);
  rgType = (await seededRow(handle.db, 'documenttypes', `data->>'holder' = 'pessoas'`)).id;
});
afterAll(async () => {
  await handle?.close();
});

describe('a write may name only a file its writer may already read', () => {
  it("refuses someone else's scan written into one's own document: the file stays unreadable", async () => {
    const hash = await victimDocument('rg da vitima');
    expect(await download(hash, atleta)).toBe(404);
    const stolen = ownDocument(hash);
    expect(await push(atleta, 'userdocuments.put', stolen)).toEqual(refusal);
    expect(await storedData(handle.db, 'userdocuments', stolen.id)).toBeUndefined();
    expect(await download(hash, atleta)).toBe(404);
  });

  it('answers an unknown hash and a forbidden one alike (no existence oracle)', async () => {
    const forbidden = await victimDocument('outro rg');
    const unknown = sha(pdf('nunca enviado'));
    const a = await push(atleta, 'userdocuments.put', ownDocument(unknown));
    const b = await push(atleta, 'userdocuments.put', ownDocument(forbidden));
    expect(a).toEqual(refusal);
    expect(b).toEqual(a);
  });

  it('does not bring back access that ended', async () => {
    // The athlete's document named a scan someone else uploaded (the back office, on their behalf)…
    const hash = await upload(pdf('rg antigo'), admin);
    const doc = ownDocument(hash);
    await write('userdocuments', { ...doc, status: 'aprovado' });
    expect(await download(hash, atleta)).toBe(200);
    // …then the row stopped naming it: the athlete reads it no more…
    await write('userdocuments', { ...doc, file: null, status: 'aprovado' });
    expect(await download(hash, atleta)).toBe(404);
    // …and writing its hash into another document of their own does not give it back.
    expect(await push(atleta, 'userdocuments.put', ownDocument(hash))).toEqual(refusal);
    expect(await download(hash, atleta)).toBe(404);
  });

  it('lets the uploader name their upload, and a reader of a record naming a file name it too', async () => {
    const hash = await upload(pdf('meu rg'), atleta);
    const doc = ownDocument(hash);
    expect(await push(atleta, 'userdocuments.put', doc)).toEqual({ seq: 1, ok: true });
    expect((await storedData(handle.db, 'userdocuments', doc.id))!.file).toBe(`files/${hash}`);
    // The back office reads the athlete's documents (permission userdocuments): it may name the scan.
    expect(await push(admin, 'userdocuments.put', ownDocument(hash))).toEqual({ seq: 1, ok: true });
  });

  it("keeps a file the row already names, even one the writer could not name anew", async () => {
    // A row imported with a file whose bytes never reached this server: edits of other fields keep it.
    const missing = sha(pdf('importado sem arquivo'));
    const doc = ownDocument(missing);
    await write('userdocuments', { ...doc, status: 'aprovado' });
    expect(await push(admin, 'userdocuments.put', { ...doc, number: '11.111.111-1' })).toEqual({ seq: 1, ok: true });
    expect((await storedData(handle.db, 'userdocuments', doc.id))!).toMatchObject({ number: '11.111.111-1', file: `files/${missing}` });
  });
});

describe('an upload no live record names', () => {
  it('is served to its uploader during the grace period only, then to nobody, and may no longer be named', async () => {
    const hash = await upload(pdf('nunca usado'), atleta);
    expect(await download(hash, atleta)).toBe(200);
    expect(await download(hash, admin)).toBe(404);
    clock.advance(UPLOAD_GRACE_MS - DAY);
    expect(await download(hash, atleta)).toBe(200);
    clock.advance(2 * DAY);
    expect(await download(hash, atleta)).toBe(404);
    expect(await push(atleta, 'userdocuments.put', ownDocument(hash))).toEqual(refusal);
    // Sending the same bytes again (the device still has them) starts a new grace period.
    await upload(pdf('nunca usado'), atleta);
    expect(await push(atleta, 'userdocuments.put', ownDocument(hash))).toEqual({ seq: 1, ok: true });
    expect(await download(hash, atleta)).toBe(200);
  });
});

describe('an uploaded PDF opened from its address', () => {
  it("keeps the file route's sandbox CSP: the app's global policy does not overwrite it", async () => {
    const hash = await upload(pdf('aberto numa aba'), atleta);
    const res = await app.request(`/api/v1/files/${hash}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${atleta.token}` } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(FILE_CSP);
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Every other answer still gets the app's policy, and the other headers are set on this one too.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const other = await app.request('/api/v1/files/nada/full', { headers: { host: 'localhost:8787' } });
    expect(other.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
