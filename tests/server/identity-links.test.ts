// Who a profile is, and whose a document is, are never a writer's choice.
// - A profile's login: an entity's manager (a relation writer: profiles.writableVia
//   managedProfiles) pushed a profile in their entity naming another person's login id, then
//   pulled, downloaded, edited and created that person's documents from other entities. Rule: a
//   relation writer never sets nor changes a row's owner (relation-owner.ts: a new row's owner is a
//   fresh id, naming no login and no other row; a stored row keeps its own), and documents are
//   reached through their profile (relations.ts managedDocuments: profile_id), never through a
//   login id.
// - A document's profile: a document counted for whatever profile it named, so anyone could file an
//   expired one "for" someone else and block their competition registration, unseen by them. Rule:
//   a document's (and a PAR-Q's) profile is a profile of its user (registry `memberships`), so it
//   always reaches the person it is about; the eligibility ignores a stored row that breaks it.
// Everything through the real API: push, pull, and the file route.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { memoryFileStore } from '../../server/files/memory-store';
import { sqlTx } from '../../server/sync/sql-tx';
import { expectAllOk, pushAll, seededRow } from './competition-helpers';
import { login, type AnyApp } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, Replica } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: AnyApp;
let demoId: string;
let admin: SignedIn;
let gestor: SignedIn;
let own: string;
let other: string;
let rgType: string;

type Row = Record<string, unknown> & { id: string };

const OWNER_TAKEN = 'Esta pessoa já tem login ou cadastro: você não pode vinculá-la a um novo registro. Quem já tem login entra na entidade pelo código de convite.';
const OWNER_CHANGED = 'Você não pode alterar a quem este registro pertence: só a federação vincula um cadastro a outra pessoa.';
const NOT_THEIR_PROFILE = 'O cadastro indicado não é desta pessoa: um documento só vale para o cadastro de quem ele é.';
const FORBIDDEN_DOCS = 'Você não tem permissão para alterar documentos.';

const stored = (collection: string, id: string) => storedData(handle.db, collection, id);
const refusal = (r: PushResult) => (r.ok ? 'ok' : { code: r.code, message: r.message });
const as = async (email: string): Promise<SignedIn> => {
  const answer = await login(app, email);
  return { token: answer.token, id: answer.result.id };
};

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A scan of an ID document: a small JPEG of noise, different on every call. */
const scan = async () => new Uint8Array(await sharp(Buffer.from(Array.from({ length: 60 * 80 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 60, height: 80, channels: 3 } }).jpeg().toBuffer());

async function upload(bytes: Uint8Array, token: string): Promise<string> {
  const res = await app.request('/api/v1/files', {
    method: 'POST', headers: { host: 'localhost:8787', 'content-type': 'image/jpeg', authorization: `Bearer ${token}` }, body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(res.status).toBe(200);
  return sha(bytes);
}

const download = async (hash: string, token: string) =>
  (await app.request(`/api/v1/files/${hash}/full`, { headers: { host: 'localhost:8787', authorization: `Bearer ${token}` } })).status;

const doc = (person: Row, over: Record<string, unknown> = {}) => ({
  id: uuidv7(), document_type_id: rgType, user_id: person.user_id, profile_id: person.id, number: '12.345.678-9', issued_on: '2024-03-10', ...over,
});

/** A person with a login, registered by the federation in `association`, with an RG and its scan. */
async function personWithScan(prefix: string, name: string, cpfBase: number, association: string) {
  const account = await newAccount(handle.db, app, demoId, prefix, name, cpfBase);
  const person = profile(account.id, { association_id: association, name });
  const hash = await upload(await scan(), admin.token);
  const rg = doc(person, { file: `files/${hash}` });
  expectAllOk(await pushAll(app, admin.token, [['profiles.put', person], ['userdocuments.put', rg]]));
  return { account, person: person as Row, rg, hash };
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, fileStore: memoryFileStore() });
  demoId = (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  [admin, gestor] = await Promise.all([as('admin@demo.test'), as('gestor@demo.test')]);
  own = String((await seededRow(handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  other = (await seededRow(handle.db, 'associations', `r.id <> '${own}'::uuid`)).id;
  rgType = uuidv7();
  expectAllOk(await pushAll(app, admin.token, [['documenttypes.put', {
    id: rgType, name: 'RG (vínculos)', holder: 'pessoas', validity_months: null, needs_approval: false, required_for_competitions: false, medical_clearance: false,
  }]]));
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

describe('a manager cannot give a login a profile in their entity', () => {
  it("refuses a new profile naming another person's login: no profile, no documents pulled, no scan served, no document edited or created", async () => {
    const victim = await personWithScan('vitima', 'Vítima de Outra Entidade', 61_000_000, other);
    // Where the attack starts: the victim's owner id on a profile of the manager's entity.
    const forged = profile(victim.account.id, { association_id: own, name: 'Vínculo Forjado' });
    const [put] = await pushAll(app, gestor.token, [['profiles.put', forged]]);
    expect(refusal(put!)).toEqual({ code: 'forbidden', message: OWNER_TAKEN });
    expect(await stored('profiles', forged.id)).toBeUndefined();

    const replica = new Replica();
    await replica.sync(app, gestor.token);
    expect(replica.ids('profiles')).not.toContain(victim.person.id);
    expect(replica.ids('userdocuments')).not.toContain(victim.rg.id);
    expect(await download(victim.hash, gestor.token)).toBe(404);
    expect(await download(victim.hash, victim.account.token)).toBe(200); // the person's own scan still reaches them

    const results = await pushAll(app, gestor.token, [
      ['userdocuments.put', { ...victim.rg, number: '99.999.999-9' }],
      ['userdocuments.put', doc(victim.person, { number: '00.000.000-0' })],
    ]);
    expect(results.map(refusal)).toEqual([{ code: 'forbidden', message: FORBIDDEN_DOCS }, { code: 'forbidden', message: FORBIDDEN_DOCS }]);
    expect(await stored('userdocuments', victim.rg.id)).toMatchObject({ number: '12.345.678-9' });
  });

  it("refuses moving one of their people onto another person's login, and a fresh id that another profile already holds", async () => {
    const victim = await personWithScan('vitimb', 'Vítima Dois', 62_000_000, other);
    const mine = profile(uuidv7(), { association_id: own, name: 'Atleta da Entidade' });
    expectAllOk(await pushAll(app, gestor.token, [['profiles.put', mine]]));
    // A person of another entity registered without a login (a fresh id): still somebody else's.
    const loginless = profile(uuidv7(), { association_id: other, name: 'Sem Login' });
    expectAllOk(await pushAll(app, admin.token, [['profiles.put', loginless]]));
    const results = await pushAll(app, gestor.token, [
      ['profiles.put', { ...mine, user_id: victim.account.id }],
      ['profiles.put', profile(loginless.user_id, { association_id: own })],
      ['profiles.put', profile(admin.id, { association_id: own })],
    ]);
    expect(results.map(refusal)).toEqual([
      { code: 'forbidden', message: OWNER_CHANGED },
      { code: 'forbidden', message: OWNER_TAKEN },
      { code: 'forbidden', message: OWNER_TAKEN },
    ]);
    expect(await stored('profiles', mine.id)).toMatchObject({ user_id: mine.user_id });
  });

  it('still registers a new person under a fresh id and sends their documents; the person keeps theirs', async () => {
    const person = profile(uuidv7(), { association_id: own, name: 'Atleta Novo' });
    const rg = doc(person as Row);
    expectAllOk(await pushAll(app, gestor.token, [['profiles.put', person], ['userdocuments.put', rg], ['userdocuments.put', { ...rg, number: '11.111.111-1' }]]));
    const replica = new Replica();
    await replica.sync(app, gestor.token);
    expect(replica.get('userdocuments', rg.id)).toMatchObject({ number: '11.111.111-1', profile_id: person.id });
  });

  it('documents are reached through their profile: a second profile of the same login in the entity reaches none of the first one\'s', async () => {
    const victim = await personWithScan('vitimc', 'Vítima Três', 63_000_000, other);
    // Only the federation could write such a row; even then the manager's reach stops at its own documents.
    const second = profile(victim.account.id, { association_id: own, name: 'Segundo Cadastro' });
    expectAllOk(await pushAll(app, admin.token, [['profiles.put', second]]));
    const replica = new Replica();
    await replica.sync(app, gestor.token);
    expect(replica.ids('profiles')).toContain(second.id);
    expect(replica.ids('userdocuments')).not.toContain(victim.rg.id);
    expect(await download(victim.hash, gestor.token)).toBe(404);
    const [edit] = await pushAll(app, gestor.token, [['userdocuments.put', { ...victim.rg, number: '99.999.999-9' }]]);
    expect(refusal(edit!)).toEqual({ code: 'forbidden', message: FORBIDDEN_DOCS });
    expect(await stored('userdocuments', victim.rg.id)).toMatchObject({ number: '12.345.678-9' });
  });
});

describe('a document is of the person whose profile it names', () => {
  let exam: string;
  beforeAll(async () => {
    exam = uuidv7();
    expectAllOk(await pushAll(app, admin.token, [['documenttypes.put', {
      id: exam, name: 'Exame desportivo (vínculos)', holder: 'atletas', validity_months: 6, needs_approval: false, required_for_competitions: true, medical_clearance: false,
    }]]));
  });

  const register = async (person: Row) => {
    const entry = await seededRow(handle.db, 'competitionteams');
    const member = { id: uuidv7(), competition_id: entry.competition_id, competitionteam_id: entry.id, profile_id: person.id, role: 'atleta', shirt_number: 88 };
    return refusal((await pushAll(app, admin.token, [['competitionmembers.put', member]]))[0]!);
  };

  it("refuses an expired document filed under the filer's login for someone else's profile; the person's registration goes through", async () => {
    const victim = await personWithScan('vitimd', 'Atleta Alvo', 64_000_000, other);
    const filer = await as('atleta@demo.test');
    const forged = doc(victim.person, { user_id: filer.id, document_type_id: exam, issued_on: '2020-01-10' });
    const [put] = await pushAll(app, filer.token, [['userdocuments.put', forged]]);
    expect(refusal(put!)).toEqual({ code: 'invalid', message: NOT_THEIR_PROFILE });
    expect(await stored('userdocuments', forged.id)).toBeUndefined();
    expect(await register(victim.person)).toBe('ok');
  });

  it('a row stored before the rule, naming a profile of someone else, does not count for that profile', async () => {
    const victim = await personWithScan('vitime', 'Atleta Alvo Antigo', 65_000_000, other);
    const filer = await as('atleta@demo.test');
    const old = { ...doc(victim.person, { user_id: filer.id, document_type_id: exam, issued_on: '2020-01-10' }), status: 'aprovado', expires_on: '2020-07-09' };
    await handle.db.tx(async (tx) => sqlTx(tx, demoId, new Date()).put('userdocuments', old));
    expect(await register(victim.person)).toBe('ok');
  });

  it("a manager's document about one of their people is the person's: it reaches them, and the manager cannot file it under their own login", async () => {
    const member = await personWithScan('membro', 'Atleta Com Login', 66_000_000, own);
    const sent = doc(member.person, { number: '22.222.222-2' });
    const underMine = doc(member.person, { user_id: gestor.id });
    const results = await pushAll(app, gestor.token, [['userdocuments.put', sent], ['userdocuments.put', underMine]]);
    expect(results.map(refusal)).toEqual(['ok', { code: 'invalid', message: NOT_THEIR_PROFILE }]);
    const replica = new Replica();
    await replica.sync(app, member.account.token);
    expect(replica.get('userdocuments', sent.id)).toMatchObject({ user_id: member.account.id, profile_id: member.person.id, number: '22.222.222-2' });
  });

  it("a PAR-Q names a profile of its own user (the same rule, the PAR-Q's message)", async () => {
    const victim = await personWithScan('vitimf', 'Atleta Do Parq', 67_000_000, other);
    const filer = await as('atleta@demo.test');
    const parq = {
      id: uuidv7(), user_id: filer.id, profile_id: victim.person.id, q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false, respondent: 'proprio', declared: true,
    };
    const [put] = await pushAll(app, filer.token, [['parqs.put', parq]]);
    expect(refusal(put!)).toEqual({ code: 'invalid', message: 'Pessoa sem cadastro: complete o seu cadastro antes de responder o PAR-Q.' });
  });
});
