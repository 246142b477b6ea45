// Identity cloning. A self-registered user (no permission) pushed `profiles.put` on
// their own user id with another athlete's name, CPF, entity, photo and registration number, and
// POST /my/idcard signed a card for it. Each step of that attack must now fail: the owner of a profile
// may change only its contact fields (profiles.ownerFields), a profile is verified only when a holder
// of `users` writes it (profiles.verification, stamped by the server), and cards are signed only for
// verified profiles.
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';
import { hashPassword } from '../../server/auth/password';
import { CREDENTIAL_MSG } from '../../server/credentials/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { sqlTx } from '../../server/sync/sql-tx';
import { call, expectFailure, login, testServer } from './helpers';
import { m, profile, pushOk } from './sync-helpers';
import { ownProfile } from './record-helpers';

let demoId: string;
let admin: { token: string; id: string };
/** The victim: the seeded, verified profile of atleta@demo.test. */
let victim: Record<string, unknown>;

/** A person who signed up on their own: an account without any permission and without a profile. */
async function selfRegistered(): Promise<{ token: string; id: string }> {
  const n = Math.floor(Math.random() * 1e6);
  const email = `impostor${n}@demo.test`;
  await harness.handle.db.query(
    `INSERT INTO users (tenant_id, name, email, cpf, password_hash) VALUES ($1, 'Impostor', $2, $3, $4)`,
    [demoId, email, cpfFromBase(String(700_000_000 + n)), await hashPassword(DEMO_PASSWORD)],
  );
  const answer = await login(harness.app, email);
  return { token: answer.token, id: answer.result.id };
}

const storedProfile = async (id: string) =>
  (await harness.handle.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = 'profiles' AND id = $1 AND NOT deleted`, [id]))[0]?.data;

const issueCard = (token: string) => call(harness.app, '/api/v1/my/idcard', { method: 'POST', token, body: {} });

const harness = testServer();

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const answer = await login(harness.app, 'admin@demo.test');
  admin = { token: answer.token, id: answer.result.id };
  const atleta = await login(harness.app, 'atleta@demo.test');
  victim = (await ownProfile(harness.handle.db, demoId, atleta.result.id))!;
});

describe('identity cloning', () => {
  it('the seeded victim is verified and holds what the gate trusts', () => {
    expect(victim).toMatchObject({ verified: true });
    expect(victim.photo_url).toBeTruthy();
    expect(victim.registration).toBeTruthy();
  });

  it('refuses a profile of one\'s own carrying another athlete\'s identity, and signs no card', async () => {
    const impostor = await selfRegistered();
    const clone = { ...victim, id: uuidv7(), user_id: impostor.id, verified: true, verified_by: null, verified_at: null };
    const answer = await pushOk(harness.app, impostor.token, uuidv7(), [m(1, 'profiles.put', clone)]);
    expect(answer.results[0]).toMatchObject({ ok: false, code: 'forbidden' });
    const message = answer.results[0]!.ok === false ? answer.results[0]!.message : '';
    expect(message).toMatch(/^Você pode alterar apenas Telefone e E-mail no seu cadastro\. Para mudar .*Nome completo.*CPF.*procure a secretaria\.$/);
    expect(await storedProfile(clone.id)).toBeUndefined();
    const card = await issueCard(impostor.token);
    expectFailure(card, 409);
    expect(card.json.message).toBe(CREDENTIAL_MSG.noProfile);
  });

  it('lets the owner change only phone and e-mail of a profile the federation wrote', async () => {
    const owner = await selfRegistered();
    const own = profile(owner.id, { name: 'Pessoa Verdadeira' });
    expect((await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', own)])).results[0]).toEqual({ seq: 1, ok: true });
    const clientId = uuidv7();
    // Each field the ID card shows or the gate trusts, one at a time: every one refused.
    const stolen = {
      name: victim.name, cpf: victim.cpf, birthdate: victim.birthdate, association_id: victim.association_id,
      photo_url: victim.photo_url, registration: victim.registration, social_name: 'Outro Nome',
    };
    const attempts = Object.entries(stolen).map(([key, value], i) => m(i + 1, 'profiles.put', { ...own, [key]: value }));
    const contact = m(attempts.length + 1, 'profiles.put', { ...own, phone: '11987654321', email: 'novo@exemplo.com.br' });
    const answer = await pushOk(harness.app, owner.token, clientId, [...attempts, contact]);
    for (const [i, key] of Object.keys(stolen).entries()) {
      expect(answer.results[i], key).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect(answer.results.at(-1)).toEqual({ seq: contact.seq, ok: true });
    const stored = await storedProfile(own.id);
    expect(stored).toMatchObject({ name: 'Pessoa Verdadeira', cpf: own.cpf, phone: '11987654321', email: 'novo@exemplo.com.br', verified: true, verified_by: admin.id });
    // Deleting one's own profile (and recreating it with someone else's data) is refused too.
    const del = await pushOk(harness.app, owner.token, clientId, [m(attempts.length + 2, 'profiles.delete', { id: own.id })]);
    expect(del.results[0]).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await storedProfile(own.id)).toBeDefined();
  });

  it('never lets an owner verify their profile; a holder of users does, and only then is a card signed', async () => {
    const owner = await selfRegistered();
    // An unverified row, as every profile written before this rule existed (or by a future sign-up flow).
    const own = profile(owner.id, { verified: false });
    await harness.handle.db.tx((tx) => sqlTx(tx, demoId, new Date()).put('profiles', own));
    const claim = await pushOk(harness.app, owner.token, uuidv7(), [
      m(1, 'profiles.put', { ...own, verified: true, verified_by: owner.id, verified_at: new Date().toISOString(), phone: '11912345678' }),
    ]);
    expect(claim.results[0]).toEqual({ seq: 1, ok: true }); // the phone change is the owner's to make …
    expect(await storedProfile(own.id)).toMatchObject({ phone: '11912345678', verified: false, verified_by: null }); // … the stamp is not
    const refused = await issueCard(owner.token);
    expectFailure(refused, 409);
    expect(refused.json.message).toBe(CREDENTIAL_MSG.unverified);

    const checked = await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', { ...own, phone: '11912345678' })]);
    expect(checked.results[0]).toEqual({ seq: 1, ok: true });
    expect(await storedProfile(own.id)).toMatchObject({ verified: true, verified_by: admin.id });
    const card = await issueCard(owner.token);
    expect(card.status, card.text).toBe(200);
    expect(card.json.idcard.user_id).toBe(owner.id);
  });

  it('refuses a second profile with a CPF already in use, even from a holder of users', async () => {
    const owner = await selfRegistered();
    const answer = await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'profiles.put', profile(owner.id, { cpf: victim.cpf }))]);
    expect(answer.results[0]).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'CPF já está em uso por outra pessoa.' });
  });
});
