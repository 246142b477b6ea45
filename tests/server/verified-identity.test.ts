// Verified identity. The cloning attack (self-register, copy an athlete's CPF, name,
// entity and photo, get a signed ID card) is refused at every step through the API, now that the
// owner's only way to change those fields is a request; an identity change (approved, or a holder
// of `users` editing the fields) revokes the cards issued before; meal lists take verified people only.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';
import { CREDENTIAL_MSG } from '../../server/credentials/messages';
import { sqlTx } from '../../server/sync/sql-tx';
import { call, expectFailure, login, testServer } from './helpers';
import { m, profile, pushOk } from './sync-helpers';
import { newAccount, ownProfile, storedData } from './record-helpers';

let demoId: string;
type Who = { token: string; id: string };
let admin: Who;
let victim: Record<string, unknown>;

const person = (): Promise<Who> => newAccount(harness.handle.db, harness.app, demoId, 'clone', 'Clone', 720_000_000);

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

async function withProfile(verified: boolean): Promise<Who & { profile: Record<string, unknown> }> {
  const who = await person();
  const row = profile(who.id, { verified });
  await harness.handle.db.tx((tx) => sqlTx(tx, demoId, new Date()).put('profiles', row));
  return { ...who, profile: row };
}

const one = async (who: Who, name: string, args: object) => (await pushOk(harness.app, who.token, uuidv7(), [m(1, name, args)])).results[0]!;
const ask = async (who: Who, kind: string, subjectId: string, proposed: object) => {
  const id = uuidv7();
  return { id, result: await one(who, 'approvals.request', { id, kind, subject_id: subjectId, proposed }) };
};
const issueCard = (token: string) => call(harness.app, '/api/v1/my/idcard', { method: 'POST', token, body: {} });
const revocation = (profileId: string) => stored('cardrevocations', profileId);

const harness = testServer();

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const a = await login(harness.app, 'admin@demo.test');
  admin = { token: a.token, id: a.result.id };
  const atleta = await login(harness.app, 'atleta@demo.test');
  victim = (await ownProfile(harness.handle.db, demoId, atleta.result.id))!;
});

describe('the cloning attack, step by step', () => {
  // The account is created whatever the CPF (no register + login oracle), but the
  // CPF stays with its owner: the new login holds none of the victim's identity, profile or card.
  it('step 1: self-registering with the victim\'s CPF opens an empty account of one\'s own, never the victim\'s', async () => {
    const email = `copia${Date.now()}@example.com`;
    const res = await call(harness.app, '/api/v1/auth/register', { body: { name: String(victim.name), email, cpf: formatCpf(String(victim.cpf)), password: 'senha-segura', birthdate: '2005-04-30' } });
    expect(res.status, res.text).toBe(200);
    const signIn = await call(harness.app, '/api/v1/auth/login', { body: { login: email, password: 'senha-segura' } });
    expect(signIn.status, signIn.text).toBe(200);
    const clone = signIn.json as { token: string; result: { id: string } };
    expect(clone.result.id).not.toBe(victim.user_id);
    expect(await ownProfile(harness.handle.db, demoId, clone.result.id)).toBeUndefined();
    expect((await issueCard(clone.token)).status).toBeGreaterThanOrEqual(400);
  });

  it('step 2: asking for the victim\'s CPF is refused without naming who holds it', async () => {
    const impostor = await withProfile(false);
    const { result } = await ask(impostor, 'identity_change', String(impostor.profile.id), { cpf: victim.cpf });
    expect(result).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'CPF já está em uso por outra pessoa.' });
    expect(JSON.stringify(result)).not.toContain(String(victim.name));
  });

  it('step 3: name, entity and photo asked for are only pending: the profile and the card stay as they were', async () => {
    const impostor = await withProfile(false);
    const identity = await ask(impostor, 'identity_change', String(impostor.profile.id), { name: victim.name, association_id: victim.association_id });
    const picture = await ask(impostor, 'profile_picture', String(impostor.profile.id), { photo_url: victim.photo_url });
    expect(identity.result).toEqual({ seq: 1, ok: true });
    expect(picture.result).toEqual({ seq: 1, ok: true });
    // Nor can the impostor approve their own requests.
    expect(await one(impostor, 'approvals.decide', { id: identity.id, decision: 'aprovado' })).toMatchObject({ ok: false, code: 'forbidden' });
    const own = await stored('profiles', String(impostor.profile.id));
    expect(own).toMatchObject({ name: impostor.profile.name, verified: false });
    expect(own!.photo_url).toBeUndefined();
    // Direct writes of the same fields stay refused.
    expect(await one(impostor, 'profiles.put', { ...impostor.profile, name: victim.name })).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('step 4: no card for an unverified profile, whatever was asked', async () => {
    const impostor = await withProfile(false);
    await ask(impostor, 'identity_change', String(impostor.profile.id), { name: victim.name });
    const card = await issueCard(impostor.token);
    expectFailure(card, 409);
    expect(card.json.message).toBe(CREDENTIAL_MSG.unverified);
  });
});

describe('an identity change revokes the cards issued before', () => {
  it('an approved identity change verifies the profile, revokes the old card, and the next card is new', async () => {
    const p = await withProfile(true);
    const first = await issueCard(p.token);
    expect(first.status, first.text).toBe(200);
    const { id } = await ask(p, 'identity_change', String(p.profile.id), { name: 'Maria da Silva Souza' });
    expect(await revocation(String(p.profile.id))).toBeUndefined(); // asking changes nothing
    expect(await one(admin, 'approvals.decide', { id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    const decided = await stored('approvals', id);
    expect(await stored('profiles', String(p.profile.id))).toMatchObject({ name: 'Maria da Silva Souza', verified: true, verified_by: admin.id });
    expect(await revocation(String(p.profile.id))).toMatchObject({ user_id: p.id, revoked_before: decided!.reviewed_at });
    const second = await issueCard(p.token);
    expect(second.status, second.text).toBe(200);
    expect(second.json.renewed).toBe(true);
    expect(second.json.idcard.credential).not.toBe(first.json.idcard.credential);
  });

  it('a holder of users editing the name revokes; editing the phone does not; an approved picture does not', async () => {
    const p = await withProfile(true);
    expect(await one(admin, 'profiles.put', { ...p.profile, phone: '11988887777' })).toEqual({ seq: 1, ok: true });
    expect(await revocation(String(p.profile.id))).toBeUndefined();
    const pic = await ask(p, 'profile_picture', String(p.profile.id), { photo_url: 'demo-photos/nova-d.svg' });
    await one(admin, 'approvals.decide', { id: pic.id, decision: 'aprovado' });
    expect(await revocation(String(p.profile.id))).toBeUndefined();
    expect(await one(admin, 'profiles.put', { ...(await stored('profiles', String(p.profile.id))), name: 'Outro Nome' })).toEqual({ seq: 1, ok: true });
    expect(await revocation(String(p.profile.id))).toMatchObject({ user_id: p.id, reason: 'Dados de identidade alterados.' });
  });
});

describe('meal lists take verified people only', () => {
  it('refuses an unverified profile on a meal\'s list, with a pt-BR reason, and adds nobody', async () => {
    const unverified = await withProfile(false);
    const verified = await withProfile(true);
    const [meal] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'meals' AND NOT deleted LIMIT 1`, [demoId]);
    const answer = await one(admin, 'meals.eligibility.add', { mealId: meal!.id, userIds: [verified.id, unverified.id] });
    expect(answer).toMatchObject({ ok: false, code: 'unverified', message: 'Uma pessoa selecionada tem cadastro ainda não verificado pela federação: nada foi adicionado.' });
    const listed = await harness.handle.db.query(`SELECT 1 FROM records WHERE tenant_id = $1 AND collection = 'mealusers' AND data->>'user_id' IN ($2, $3) AND NOT deleted`, [demoId, verified.id, unverified.id]);
    expect(listed).toHaveLength(0);
    expect(await one(admin, 'meals.eligibility.add', { mealId: meal!.id, userIds: [verified.id] })).toEqual({ seq: 1, ok: true });
  });
});
