// Privacy (LGPD) over the real API: consents (history from the server's clock and user; a minor's
// given by the guardian only), the data export (every row about the person, nothing about anyone
// else), the anonymisation that settles a deletion request (sports history and audit kept,
// idempotent, login disabled) and a guardian's reach (their dependant's PAR-Q, not another child's).
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DELETION } from '../../src/domain/approvals/privacy-kinds';
import { consentId, MINOR_CONSENT } from '../../src/domain/privacy/consents';
import { anonymisedName } from '../../src/domain/privacy/holdings';
import { derivedId, uuidv7 } from '../../src/domain/uuid';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../../server/sync/sql-tx';
import { call, DAY, expectFailure, login, testClock, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { freshCpf, m, pushOk, Replica } from './sync-helpers';

let tenantId: string;
let admin: SignedIn;
let atleta: SignedIn;
let gestor: SignedIn;
let parent: SignedIn;
let child: SignedIn;
const clock = testClock(new Date('2026-11-20T12:00:00Z'));

const as = async (email: string): Promise<SignedIn> => {
  const answer = await login(harness.app, email);
  return { token: answer.token, id: answer.result.id };
};
const one = async (who: SignedIn, name: string, args: object) => (await pushOk(harness.app, who.token, uuidv7(), [m(1, name, args)])).results[0]!;
const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

type Row = Record<string, unknown> & { id: string };
/** Rows written straight into the records store (as a seed would), for collections no push reaches easily. */
async function insert(rows: readonly [string, Row][]): Promise<void> {
  await harness.handle.db.tx(async (tx) => {
    await lockTenantVersion(tx, tenantId);
    await writeRecords(tx, tenantId, rows.map(([collection, row]) => toRecordWrite({ collection, id: row.id, row })), clock.now());
  });
}

/** A person with a row in many collections; returns every id per collection, and their profile. */
async function personWithRows(who: SignedIn, name: string, cpf: string) {
  const profileId = uuidv7();
  const meal = uuidv7();
  const rows: [string, Row][] = [
    ['profiles', { id: profileId, user_id: who.id, name, cpf, birthdate: '1990-05-01', gender: 'outro', email: `${cpf}@x.test`, verified: true, verified_by: admin.id, verified_at: clock.now().toISOString() }],
    ['userdocuments', { id: uuidv7(), user_id: who.id, profile_id: profileId, document_type_id: uuidv7(), number: `RG-${cpf}`, issued_on: '2020-01-01', status: 'aprovado', file: `files/${'a'.repeat(64)}` }],
    ['parqs', { id: uuidv7(), user_id: who.id, profile_id: profileId, q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false, respondent: 'proprio', declared: true, status: 'pendente' }],
    ['consents', { id: consentId(who.id, 'uso_imagem'), user_id: who.id, kind: 'uso_imagem', granted: true, at: clock.now().toISOString(), by: who.id, history: [{ granted: true, by: who.id, at: clock.now().toISOString() }] }],
    // Their request, decided by the admin: the reviewer stays as an id.
    ['approvals', { id: uuidv7(), kind: 'social_name', subject_collection: 'profiles', subject_id: profileId, proposed: { social_name: `${name} Social` }, before: { social_name: null }, requested_by: who.id, requested_at: clock.now().toISOString(), status: 'aprovado', reviewed_by: admin.id, reviewed_at: clock.now().toISOString(), reason: null, history: [] }],
    ['mealusers', { id: derivedId('mealusers', meal, who.id), meal_id: meal, user_id: who.id, name, cpf, photo_url: null, added_at: clock.now().toISOString() }],
    ['mealcheckins', { id: uuidv7(), meal_id: meal, user_id: who.id, at: clock.now().toISOString(), method: 'qr', status: 'ok' }],
    ['competitionmembers', { id: uuidv7(), competition_id: uuidv7(), competitionteam_id: uuidv7(), profile_id: profileId, role: 'atleta', shirt_number: 10 }],
    ['idcards', { id: uuidv7(), user_id: who.id, credential: 'FD1:x', kid: 'k1', issued_at: clock.now().toISOString(), expires_at: clock.now().toISOString() }],
  ];
  await insert(rows);
  const ids: Record<string, string[]> = {};
  for (const [c, r] of rows) (ids[c] ??= []).push(r.id);
  for (const c of Object.keys(ids)) ids[c]!.sort();
  return { profileId, ids, rows };
}

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  tenantId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  [admin, atleta, gestor, parent, child] = await Promise.all([
    as('admin@demo.test'), as('atleta@demo.test'), as('gestor@demo.test'), as('responsavel@demo.test'), as('dependente@demo.test'),
  ]);
});

describe('consents', () => {
  it('are logged with the server\'s clock and user, whatever the args say', async () => {
    const args = { user_id: atleta.id, kind: 'listagem_publica', granted: true, at: '1999-01-01T00:00:00.000Z', by: admin.id };
    expect(await one(atleta, 'consents.set', args)).toEqual({ seq: 1, ok: true });
    const first = clock.now().toISOString();
    expect(await stored('consents', consentId(atleta.id, 'listagem_publica'))).toMatchObject({
      granted: true, at: first, by: atleta.id, history: [{ granted: true, by: atleta.id, at: first }],
    });
    clock.advance(DAY);
    expect(await one(atleta, 'consents.set', { user_id: atleta.id, kind: 'listagem_publica', granted: false })).toEqual({ seq: 1, ok: true });
    const second = clock.now().toISOString();
    expect(await stored('consents', consentId(atleta.id, 'listagem_publica'))).toMatchObject({
      granted: false, at: second, history: [{ granted: true, at: first }, { granted: false, by: atleta.id, at: second }],
    });
  });

  it('of a minor are given by their guardian, never by the minor or anyone else', async () => {
    expect(await one(child, 'consents.set', { user_id: child.id, kind: 'uso_imagem', granted: true })).toMatchObject({ ok: false, code: 'forbidden', message: MINOR_CONSENT });
    expect(await stored('consents', consentId(child.id, 'uso_imagem'))).toBeUndefined();
    expect(await one(gestor, 'consents.set', { user_id: child.id, kind: 'uso_imagem', granted: true })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(gestor, 'consents.set', { user_id: atleta.id, kind: 'comunicacoes', granted: false })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(parent, 'consents.set', { user_id: child.id, kind: 'uso_imagem', granted: true })).toEqual({ seq: 1, ok: true });
    expect(await stored('consents', consentId(child.id, 'uso_imagem'))).toMatchObject({ granted: true, by: parent.id });
  });
});

describe('"Baixar meus dados"', () => {
  it('holds every row about the person and nothing about anyone else', async () => {
    const a = await newAccount(harness.handle.db, harness.app, tenantId, 'export-a', 'Alice Exportadora', 300_000_000);
    const b = await newAccount(harness.handle.db, harness.app, tenantId, 'export-b', 'Bruno Vizinho', 310_000_000);
    const aCpf = freshCpf();
    const bCpf = freshCpf();
    const mine = await personWithRows(a, 'Alice Exportadora', aCpf);
    const theirs = await personWithRows(b, 'Bruno Vizinho', bCpf);

    const res = await call(harness.app, '/api/v1/my/privacy/export', { token: a.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.json;
    expect(data.person).toEqual({ user_id: a.id, profile_ids: [mine.profileId] });
    expect(data.account).toMatchObject({ id: a.id, name: 'Alice Exportadora' });
    expect(data.account.password_hash).toBeUndefined();
    const exported = Object.fromEntries(Object.entries(data.collections as Record<string, Row[]>).map(([c, rows]) => [c, rows.map((r) => r.id).sort()]));
    expect(exported).toEqual(mine.ids);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.holdings.find((h: { collection: string }) => h.collection === 'parqs')).toMatchObject({ basis: expect.stringContaining('art. 11') });
    // Nothing about B: not their rows, name, CPF or e-mail. (Ids of other people stay only where the row is A's.)
    for (const id of Object.values(theirs.ids).flat()) expect(res.text).not.toContain(id);
    for (const text of ['Bruno Vizinho', bCpf, b.id]) expect(res.text).not.toContain(text);
    expect(res.text).toContain(admin.id); // A's request names its reviewer by id
  });

  it('needs a session', async () => {
    expectFailure(await call(harness.app, '/api/v1/my/privacy/export'), 401);
  });
});

describe('a deletion request', () => {
  it('is settled by anonymising the person: sports history and audit kept, login disabled, idempotent', async () => {
    const c = await newAccount(harness.handle.db, harness.app, tenantId, 'apagar', 'Carla Apagada', 320_000_000);
    const cpf = freshCpf();
    const person = await personWithRows(c, 'Carla Apagada', cpf);
    const requestId = uuidv7();
    // Nothing to settle yet: the admin cannot anonymise someone who did not ask.
    expectFailure(await call(harness.app, `/api/v1/privacy/users/${c.id}/anonymise`, { token: admin.token, body: {} }), 409);
    expect(await one(c, 'approvals.request', { id: requestId, kind: DATA_DELETION, subject_id: person.profileId, proposed: { pedido: 'anonimizacao', justificativa: 'Não pratico mais.' } })).toEqual({ seq: 1, ok: true });
    // Not through the queue's decide: the approval IS the anonymisation.
    expect(await one(admin, 'approvals.decide', { id: requestId, decision: 'aprovado' })).toMatchObject({ ok: false });
    // Not by someone without `users`.
    expectFailure(await call(harness.app, `/api/v1/privacy/users/${c.id}/anonymise`, { token: gestor.token, body: {} }), 403);

    clock.advance(DAY);
    const res = await call(harness.app, `/api/v1/privacy/users/${c.id}/anonymise`, { token: admin.token, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ already: false });
    const at = clock.now().toISOString();
    const placeholder = anonymisedName(c.id);

    const [user] = await harness.handle.db.query<Record<string, unknown>>(`SELECT name, cpf, email, phone, birthdate, password_hash, anonymised_at FROM users WHERE id = $1`, [c.id]);
    expect(user).toMatchObject({ name: placeholder, cpf: null, phone: null, birthdate: null, password_hash: null });
    expect(String(user!.email)).not.toContain('apagar');
    expect(user!.anonymised_at).not.toBeNull();
    expectFailure(await call(harness.app, '/api/v1/auth/me', { token: c.token }), 401);

    expect(await stored('profiles', person.profileId)).toMatchObject({ name: placeholder, cpf: null, birthdate: null, email: null, photo_url: null, verified: true });
    const byCollection = (collection: string) => person.rows.filter(([col]) => col === collection).map(([, r]) => r);
    // Sports history and meal audit kept as they were.
    for (const collection of ['competitionmembers', 'mealcheckins']) {
      for (const row of byCollection(collection)) expect(await stored(collection, row.id)).toEqual(row);
    }
    // Documents, health data and cards gone; the gate's snapshot scrubbed.
    for (const collection of ['userdocuments', 'parqs', 'idcards']) {
      for (const row of byCollection(collection)) expect(await stored(collection, row.id)).toBeUndefined();
    }
    expect(await stored('mealusers', byCollection('mealusers')[0]!.id)).toMatchObject({ name: placeholder, cpf: null });
    // Every consent withdrawn, the change logged by the admin at the server's time.
    expect(await stored('consents', consentId(c.id, 'uso_imagem'))).toMatchObject({ granted: false, by: admin.id, at, history: [{ granted: true }, { granted: false, by: admin.id, at }] });
    expect(await stored('consents', consentId(c.id, 'comunicacoes'))).toMatchObject({ granted: false });
    // The request approved, its history the audit; what it proposed is gone.
    const request = await stored('approvals', requestId);
    expect(request).toMatchObject({ status: 'aprovado', reviewed_by: admin.id, reviewed_at: at, proposed: { anonimizado: true } });
    expect((request!.history as { status: string; by: string }[]).map((h) => [h.status, h.by])).toEqual([['pendente', c.id], ['aprovado', admin.id]]);
    expect(await stored('approvals', byCollection('approvals')[0]!.id)).toMatchObject({ status: 'aprovado', reviewed_by: admin.id, proposed: { anonimizado: true }, before: null });
    expect(JSON.stringify(await harness.handle.db.query(`SELECT data FROM records WHERE tenant_id = $1 AND NOT deleted AND data::text LIKE $2`, [tenantId, `%${cpf}%`]))).toBe('[]');

    // Again: nothing changes.
    const [{ version }] = await harness.handle.db.query<{ version: number }>(`SELECT version FROM tenant_versions WHERE tenant_id = $1`, [tenantId]) as [{ version: number }];
    const again = await call(harness.app, `/api/v1/privacy/users/${c.id}/anonymise`, { token: admin.token, body: {} });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ already: true });
    expect((await harness.handle.db.query<{ version: number }>(`SELECT version FROM tenant_versions WHERE tenant_id = $1`, [tenantId]))[0]!.version).toBe(version);
  });

  it('leaves no way back in: no login link can be issued for an anonymised person', async () => {
    const c = await newAccount(harness.handle.db, harness.app, tenantId, 'semlink', 'Lia Sem Link', 340_000_000);
    const person = await personWithRows(c, 'Lia Sem Link', freshCpf());
    const issue = () => call(harness.app, '/api/v1/auth/oauth/codes', { token: admin.token, body: { user_id: c.id } });
    expect((await issue()).status).toBe(200); // before: an admin with `connections` may
    const requestId = uuidv7();
    expect(await one(c, 'approvals.request', { id: requestId, kind: DATA_DELETION, subject_id: person.profileId, proposed: { pedido: 'anonimizacao', justificativa: 'Saí do clube.' } })).toEqual({ seq: 1, ok: true });
    expect((await call(harness.app, `/api/v1/privacy/users/${c.id}/anonymise`, { token: admin.token, body: {} })).status).toBe(200);
    const codes = async () => (await harness.handle.db.query(`SELECT 1 FROM oauth_codes WHERE user_id = $1 AND used_at IS NULL`, [c.id])).length;
    expect(await codes()).toBe(0);
    const res = await issue();
    expectFailure(res, 409);
    expect(res.json.message).toBe('Os dados desta pessoa foram anonimizados a pedido dela (LGPD): não é possível emitir um link de acesso.');
    expect(await codes()).toBe(0);
  });

  it('is refused with a pt-BR 4xx for a bad id', async () => {
    expectFailure(await call(harness.app, `/api/v1/privacy/users/nao-e-id/anonymise`, { token: admin.token, body: {} }), 404);
    expectFailure(await call(harness.app, `/api/v1/privacy/users/${uuidv7()}/anonymise`, { token: admin.token, body: {} }), 404);
  });
});

describe('a guardian', () => {
  it('reads and answers their dependant\'s PAR-Q, not another child\'s', async () => {
    const childProfile = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE collection = 'profiles' AND owner_id = $1`, [child.id]))[0]!.id;
    const other = await newAccount(harness.handle.db, harness.app, tenantId, 'outra-crianca', 'Olívia Outra', 330_000_000);
    const otherProfile = uuidv7();
    await insert([['profiles', { id: otherProfile, user_id: other.id, name: 'Olívia Outra', cpf: freshCpf(), birthdate: '2016-02-02', gender: 'feminino', verified: true }]]);
    const parq = (userId: string, profileId: string) => ({
      id: uuidv7(), user_id: userId, profile_id: profileId, q1: false, q2: false, q3: false, q4: false, q5: false, q6: true, q7: false,
      respondent: 'responsavel', guardian_name: 'Patrícia Responsável', guardian_cpf: freshCpf(), declared: true,
    });
    const mineParq = parq(child.id, childProfile);
    const otherParq = parq(other.id, otherProfile);
    expect(await one(parent, 'parqs.put', mineParq)).toEqual({ seq: 1, ok: true });
    expect(await stored('parqs', mineParq.id)).toMatchObject({ user_id: child.id, status: 'pendente' });
    expect(await one(parent, 'parqs.put', otherParq)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(other, 'parqs.put', otherParq)).toEqual({ seq: 1, ok: true });
    // Changing the other child's answers is refused too.
    expect(await one(parent, 'parqs.put', { ...otherParq, q6: false })).toMatchObject({ ok: false, code: 'forbidden' });

    const replica = new Replica();
    await replica.sync(harness.app, parent.token);
    expect(replica.ids('parqs')).toContain(mineParq.id);
    expect(replica.ids('parqs')).not.toContain(otherParq.id);
    expect(replica.ids('profiles')).toContain(childProfile);
    expect(replica.ids('profiles')).not.toContain(otherProfile);
    expect(replica.get('consents', consentId(child.id, 'uso_imagem'))).toMatchObject({ granted: true });
  });

  it('changes their dependant\'s contact, not their identity', async () => {
    const childProfile = (await harness.handle.db.query<{ data: Row }>(`SELECT data FROM records WHERE collection = 'profiles' AND owner_id = $1`, [child.id]))[0]!.data;
    expect(await one(parent, 'profiles.put', { ...childProfile, phone: '11988887777' })).toEqual({ seq: 1, ok: true });
    expect(await stored('profiles', childProfile.id)).toMatchObject({ phone: '11988887777', verified: true });
    expect(await one(parent, 'profiles.put', { ...childProfile, phone: '11988887777', name: 'Outro Nome' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await stored('profiles', childProfile.id)).toMatchObject({ name: childProfile.name });
  });
});
