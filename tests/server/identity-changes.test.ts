// Identity changes of a verified profile. The rule (card-revocation.ts):
// a write that takes a verified profile's verification away (a manager's change the federation has
// not checked: a photo swap, a move to another entity by an approved join) or changes an identity
// field revokes the person's ID cards issued before it, at once; the profile reads "unverified" on
// every device that shows the person (the referee's pitch-side check, the gate's list); a request
// whose change is settled (undone by the federation, or already held) closes itself. Everything is
// observed as the attacker and the victims would: pushes, pulls, a card checked at the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCredential, type PublicKeyRecord, type RevocationRecord } from '../../src/domain/credential/index';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { createApp } from '../../server/app';
import { issueIdCard } from '../../server/credentials/index';
import type { DbHandle } from '../../server/db/db';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, Replica } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let tenant: { id: string; code: string };
let admin: SignedIn;
let gestor: SignedIn;
let staff: string;
let referee: string;
let own: string;
let meal: string;

type Row = Record<string, unknown> & { id: string };
const stored = (collection: string, id: string) => storedData(handle.db, collection, id);
const refusal = (r: PushResult) => (r.ok ? 'ok' : { code: r.code, message: r.message });
const requestsAbout = async (id: string) =>
  (await handle.db.query<{ data: Row }>(`SELECT data FROM records WHERE collection = 'approvals' AND NOT deleted AND data->>'subject_id' = $1`, [id])).map((r) => r.data);

/** A card signed for the person now, and how the gate (staff@demo.test's replica, offline) judges it. */
async function cardOf(userId: string): Promise<string> {
  return (await issueIdCard(handle.db, tenant, userId, new Date())).idcard.credential;
}
async function gateVerdict(card: string): Promise<{ ok: boolean; reason?: string }> {
  const gate = new Replica();
  await gate.sync(app, staff);
  const keys = gate.ids('signingkeys').map((id) => gate.get('signingkeys', id) as unknown as PublicKeyRecord);
  const revocations = gate.ids('cardrevocations').map((id) => gate.get('cardrevocations', id) as unknown as RevocationRecord);
  const verdict = await verifyCredential(card, { tenantId: tenant.code, keys, revocations, now: new Date() });
  return verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason };
}

/**
 * A registered member of a match the demo referee is appointed to, made a verified person of the
 * manager's entity by the federation (the seed's athletes are unverified).
 */
async function refereesAthlete(): Promise<Row> {
  const replica = new Replica();
  await replica.sync(app, referee);
  const id = replica.ids('profiles')[0]!;
  const row = (await stored('profiles', id)) as Row;
  expectAllOk(await pushAll(app, admin.token, [['profiles.put', { ...row, association_id: own }]]));
  return (await stored('profiles', id)) as Row;
}

/** A verified person of the manager's entity, registered by the federation, on the meal's list. */
async function verifiedAthlete(name: string): Promise<SignedIn & { profile: Row }> {
  const person = await newAccount(handle.db, app, tenant.id, 'verif', name, 50_000_000);
  const row = profile(person.id, { name, association_id: own, photo_url: 'demo-photos/original.svg' });
  expectAllOk(await pushAll(app, admin.token, [['profiles.put', row], ['meals.eligibility.add', { mealId: meal, userIds: [person.id] }]]));
  return { ...person, profile: (await stored('profiles', row.id)) as Row };
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db });
  await grantRole(handle.db, 'admin@demo.test', 'Federação (identidade)', ['users', 'associations', 'meals']);
  const a = await login(app, 'admin@demo.test');
  admin = { token: a.token, id: a.result.id };
  const g = await login(app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  staff = (await login(app, 'staff@demo.test')).token;
  referee = (await login(app, 'arbitro@demo.test')).token;
  tenant = { id: (await handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id, code: 'demo' };
  own = String((await seededRow(handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  meal = (await seededRow(handle.db, 'meals', `data->>'status' = 'open'`)).id;
}, 180_000);
afterAll(async () => {
  await handle?.close();
});

describe('the entity\'s manager swaps the photo of a verified athlete', () => {
  it('the card issued before is revoked at once, and the referee\'s and the gate\'s copies read unverified', async () => {
    const athlete = await refereesAthlete();
    const userId = String(athlete.user_id);
    expectAllOk(await pushAll(app, admin.token, [['meals.eligibility.add', { mealId: meal, userIds: [userId] }]]));
    const card = await cardOf(userId);
    expect(await gateVerdict(card)).toEqual({ ok: true });

    const [swap] = await pushAll(app, gestor.token, [['profiles.put', { ...athlete, photo_url: 'demo-photos/impostor.svg' }]]);
    expect(refusal(swap!)).toBe('ok');
    expect(await stored('profiles', athlete.id)).toMatchObject({ photo_url: 'demo-photos/impostor.svg', verified: false, verified_by: null });
    // The card issued before the swap is refused at the gate, offline, from the replicated revocation.
    expect(await gateVerdict(card)).toEqual({ ok: false, reason: 'revoked' });
    // The referee's copy shows the new photo as unverified (the check screen says "não verificado").
    const pitch = new Replica();
    await pitch.sync(app, referee);
    expect(pitch.get('profiles', athlete.id)).toMatchObject({ photo_url: 'demo-photos/impostor.svg', verified: false });
    // The gate's list copy follows the profile, unverified.
    const gate = new Replica();
    await gate.sync(app, staff);
    const listed = gate.ids('mealusers').map((id) => gate.get('mealusers', id)!).find((r) => r.user_id === userId);
    expect(listed).toMatchObject({ photo_url: 'demo-photos/impostor.svg', verified: false });
  });

  it('the request the swap opened closes itself when the federation restores the photo; the next card is new', async () => {
    const athlete = await verifiedAthlete('Atleta Restaurada');
    const card = await cardOf(athlete.id);
    expectAllOk(await pushAll(app, gestor.token, [['profiles.put', { ...athlete.profile, photo_url: 'demo-photos/trocada.svg' }]]));
    const [opened] = await requestsAbout(athlete.profile.id);
    expect(opened).toMatchObject({ kind: 'association_user', status: 'pendente', requested_by: gestor.id });
    // Meanwhile the person gets no new card: the profile is unverified.
    await expect(cardOf(athlete.id)).rejects.toMatchObject({ httpStatus: 409 });

    // The federation puts the verified photo back.
    const current = (await stored('profiles', athlete.profile.id))!;
    expectAllOk(await pushAll(app, admin.token, [['profiles.put', { ...current, photo_url: 'demo-photos/original.svg' }]]));
    expect(await stored('profiles', athlete.profile.id)).toMatchObject({ photo_url: 'demo-photos/original.svg', verified: true });
    const closed = await stored('approvals', opened!.id);
    expect(closed).toMatchObject({ status: 'recusado', reason: 'Encerrada: o cadastro foi conferido pela federação depois deste pedido.', reviewed_by: admin.id });
    // Nobody can approve it later and write the swapped photo back with the federation's stamp.
    const [late] = await pushAll(app, admin.token, [['approvals.decide', { id: opened!.id, decision: 'aprovado' }]]);
    expect(refusal(late!)).toEqual({ code: 'state', message: 'Esta solicitação já está recusada: não pode ser decidida de novo.' });
    expect(await stored('profiles', athlete.profile.id)).toMatchObject({ photo_url: 'demo-photos/original.svg' });
    // The old card stays revoked; a new one is signed for the verified profile.
    expect(await gateVerdict(card)).toEqual({ ok: false, reason: 'revoked' });
    expect(await gateVerdict(await cardOf(athlete.id))).toEqual({ ok: true });
  });

  it('a person\'s request closes itself once the profile already holds what it asks', async () => {
    const athlete = await verifiedAthlete('Atleta Que Pediu');
    const id = uuidv7();
    expectAllOk(await pushAll(app, athlete.token, [['approvals.request', { id, kind: 'profile_picture', subject_id: athlete.profile.id, proposed: { photo_url: 'demo-photos/pedida.svg' } }]]));
    expectAllOk(await pushAll(app, admin.token, [['profiles.put', { ...athlete.profile, photo_url: 'demo-photos/pedida.svg' }]]));
    expect(await stored('approvals', id)).toMatchObject({ status: 'recusado', reason: 'Encerrada: o cadastro já tem os dados pedidos.' });
    const mine = new Replica();
    await mine.sync(app, athlete.token);
    expect(mine.get('approvals', id)).toMatchObject({ status: 'recusado' });
  });

  it('the person\'s own contact change revokes nothing and keeps the profile verified', async () => {
    const athlete = await verifiedAthlete('Atleta do Telefone');
    const card = await cardOf(athlete.id);
    expectAllOk(await pushAll(app, athlete.token, [['profiles.put', { ...athlete.profile, phone: '11977776666' }]]));
    expect(await stored('profiles', athlete.profile.id)).toMatchObject({ verified: true });
    expect(await gateVerdict(card)).toEqual({ ok: true });
  });
});

describe('a verified person joins another entity by its invitation code', () => {
  const tokenId = uuidv7();
  beforeAll(async () => {
    expectAllOk(await pushAll(app, gestor.token, [['associationtokens.put', { id: tokenId, association_id: own, code: 'ABCD2345' }]]));
  });

  it('the manager\'s approval moves the person unverified, revokes the card at once and opens the federation\'s review', async () => {
    const person = await newAccount(handle.db, app, tenant.id, 'muda', 'Atleta Que Muda', 51_000_000);
    const other = (await seededRow(handle.db, 'associations', `r.id <> '${own}'::uuid`)).id;
    const row = profile(person.id, { name: 'Atleta Que Muda', association_id: other });
    expectAllOk(await pushAll(app, admin.token, [['profiles.put', row]]));
    const card = await cardOf(person.id);
    expect(await gateVerdict(card)).toEqual({ ok: true });

    const id = uuidv7();
    expectAllOk(await pushAll(app, person.token, [['associations.join', { id, code: 'ABCD2345' }]]));
    expectAllOk(await pushAll(app, gestor.token, [['approvals.decide', { id, decision: 'aprovado' }]]));

    expect(await stored('approvals', id)).toMatchObject({ status: 'aprovado', reviewed_by: gestor.id });
    expect(await stored('profiles', row.id)).toMatchObject({ association_id: own, verified: false, verified_by: null });
    expect(await gateVerdict(card)).toEqual({ ok: false, reason: 'revoked' });
    await expect(cardOf(person.id)).rejects.toMatchObject({ httpStatus: 409 });
    const review = (await requestsAbout(row.id)).find((r) => r.kind === 'association_user');
    expect(review).toMatchObject({ status: 'pendente', requested_by: gestor.id, proposed: { association_id: own } });

    // The federation approves the review: verified in the new entity, and a new card is signed.
    expectAllOk(await pushAll(app, admin.token, [['approvals.decide', { id: review!.id, decision: 'aprovado' }]]));
    expect(await stored('profiles', row.id)).toMatchObject({ association_id: own, verified: true, verified_by: admin.id });
    expect(await stored('approvals', review!.id)).toMatchObject({ status: 'aprovado', reviewed_by: admin.id });
    expect(await gateVerdict(await cardOf(person.id))).toEqual({ ok: true });
  });
});
