// The registers area's write paths: the catalogues under a register type (styles and their prices)
// and contracts are the federation's (`registertypes`); a register or membership is asked for in the
// approval model by the person or their entity's manager and created, once, by the federation's
// approval, with the type's next number; a person without an account asks on the public page, which
// stores only the request (a bad CPF stores nothing) until the approval creates the person and the
// register. Every refusal is a pt-BR message and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { cpfFromBase } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, Replica } from './sync-helpers';

const harness = testServer();
let admin: string;
let gestor: SignedIn;
let outsider: SignedIn;
let own: string;
let person: Record<string, unknown> & { id: string };
let tenant: string;
const typeId = uuidv7();
const otherTypeId = uuidv7();
const roleId = uuidv7();
const planId = uuidv7();
const styleId = uuidv7();

const refusal = (r: PushResult | undefined) => (r && !r.ok ? { code: r.code, message: r.message } : { ok: true });
const count = async (collection: string, where = 'true') =>
  Number((await harness.handle.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM records WHERE collection = $1 AND NOT deleted AND ${where}`, [collection]))[0]!.n);

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Federação (registros)', ['users', 'associations', 'registertypes']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  person = await seededRow(harness.handle.db, 'profiles', `data->>'association_id' = '${own}' AND r.owner_id <> '${gestor.id}'::uuid`);
  tenant = (await harness.handle.db.query<{ t: string }>(`SELECT id::text AS t FROM tenants WHERE code = 'demo'`))[0]!.t;
  outsider = await newAccount(harness.handle.db, harness.app, tenant, 'curioso', 'Curioso Sem Entidade', 52_000_000);
  expectAllOk(await pushAll(harness.app, admin, [
    ['registertypes.put', { id: typeId, name: 'Judô — teste', graduation_preset: 'cbj', next_number: 500 }],
    ['registertypes.put', { id: otherTypeId, name: 'Árbitros — teste', graduation_preset: 'livre' }],
    ['registerroles.put', { id: roleId, registertype_id: typeId, name: 'Atleta' }],
    ['registermembershipplans.put', { id: planId, name: 'Anuidade teste', registertype_id: typeId, amount_cents: 18000, period: 'anual' }],
    ['registerstyles.put', { id: styleId, registertype_id: typeId, name: 'Kata' }],
  ]));
}, 180_000);

describe('catalogues and contracts: the federation writes them', () => {
  it('a price in cents with its period is stored; a negative amount, a period ending before it starts or another type\'s style is refused', async () => {
    const ok = { id: uuidv7(), registertype_id: typeId, registerstyle_id: styleId, description: 'Temporada 2026', amount_cents: 12000, valid_from: '2026-01-01', valid_until: '2026-12-31' };
    expectAllOk(await pushAll(harness.app, admin, [['registerstyleprices.put', ok]]));
    expect(await storedData(harness.handle.db, 'registerstyleprices', ok.id)).toMatchObject({ amount_cents: 12000 });
    const bad = await pushAll(harness.app, admin, [
      ['registerstyleprices.put', { ...ok, id: uuidv7(), amount_cents: -1 }],
      ['registerstyleprices.put', { ...ok, id: uuidv7(), valid_until: '2025-12-31' }],
      ['registerstyleprices.put', { ...ok, id: uuidv7(), registertype_id: otherTypeId }],
    ]);
    expect(bad.map((r) => r.ok)).toEqual([false, false, false]);
    expect(refusal(bad[1])).toMatchObject({ message: expect.stringContaining('fim da vigência') });
    expect(refusal(bad[2])).toMatchObject({ message: 'O estilo deve ser deste tipo de registro.' });
    expect(await count('registerstyleprices', `data->>'registertype_id' = '${typeId}'`)).toBe(1);
  });

  it('an entity manager writes no catalogue and no contract', async () => {
    const results = await pushAll(harness.app, gestor.token, [
      ['registerstyles.put', { id: uuidv7(), registertype_id: typeId, name: 'Luta' }],
      ['registercontracts.put', { id: uuidv7(), registertype_id: typeId, user_id: person.user_id, profile_id: person.id, association_id: own, kind: 'vinculo', starts_on: '2026-01-01' }],
    ]);
    expect(results.map((r) => r.ok)).toEqual([false, false]);
    expect(await count('registercontracts', `data->>'registertype_id' = '${typeId}'`)).toBe(0);
  });

  it('a contract names a profile of its person: another person\'s profile is refused', async () => {
    const other = await seededRow(harness.handle.db, 'profiles', `data->>'user_id' <> '${String(person.user_id)}'`);
    const contract = { id: uuidv7(), registertype_id: typeId, user_id: person.user_id, profile_id: person.id, association_id: own, kind: 'vinculo', starts_on: '2026-01-01' };
    const results = await pushAll(harness.app, admin, [['registercontracts.put', contract], ['registercontracts.put', { ...contract, id: uuidv7(), profile_id: other.id }]]);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(refusal(results[1])).toMatchObject({ message: 'O cadastro indicado não é desta pessoa.' });
  });
});

describe('a register request by the entity\'s manager', () => {
  const requestId = uuidv7();
  const registerId = uuidv7();
  const proposed = () => ({ id: registerId, registertype_id: typeId, profile_id: person.id, user_id: person.user_id, association_id: own, role_id: roleId });

  it('is refused to someone who neither is the person nor manages their entity', async () => {
    const results = await pushAll(harness.app, outsider.token, [['approvals.request', { id: uuidv7(), kind: 'register_request', proposed: proposed() }]]);
    expect(refusal(results[0])).toEqual({ code: 'forbidden', message: 'Só a própria pessoa ou quem gerencia a entidade dela pode fazer este pedido.' });
    expect(await count('approvals', `data->>'kind' = 'register_request' AND data->>'requested_by' = '${outsider.id}'`)).toBe(0);
  });

  it('is stored pending and replicates to the manager; the manager may not decide it', async () => {
    expectAllOk(await pushAll(harness.app, gestor.token, [['approvals.request', { id: requestId, kind: 'register_request', proposed: proposed() }]]));
    expect(await storedData(harness.handle.db, 'approvals', requestId)).toMatchObject({ status: 'pendente', association_id: own, requested_by: gestor.id });
    expect(await storedData(harness.handle.db, 'registers', registerId)).toBeUndefined();
    const decided = await pushAll(harness.app, gestor.token, [['approvals.decide', { id: requestId, decision: 'aprovado' }]]);
    expect(refusal(decided[0])).toMatchObject({ code: 'forbidden' });
  });

  it('approved by the federation, creates the register with the type\'s next number, once', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id: requestId, decision: 'aprovado' }]]));
    expect(await storedData(harness.handle.db, 'registers', registerId)).toMatchObject({ number: '500', status: 'ativo', association_id: own, role_id: roleId, profile_id: person.id });
    expect(await storedData(harness.handle.db, 'registertypes', typeId)).toMatchObject({ next_number: 501 });
    const again = await pushAll(harness.app, admin, [['approvals.decide', { id: requestId, decision: 'aprovado' }]]);
    expect(refusal(again[0])).toMatchObject({ code: 'state' });
    expect(await count('registers', `data->>'profile_id' = '${person.id}' AND data->>'registertype_id' = '${typeId}'`)).toBe(1);
    // A second request for the same person and type is refused when asked.
    const twin = await pushAll(harness.app, gestor.token, [['approvals.request', { id: uuidv7(), kind: 'register_request', proposed: { ...proposed(), id: uuidv7() } }]]);
    expect(refusal(twin[0])).toMatchObject({ message: 'Esta pessoa já tem um registro neste tipo de registro.' });
  });

  it('the register and the request reach the manager\'s replica; the outsider gets neither', async () => {
    const mine = new Replica();
    await mine.sync(harness.app, gestor.token);
    expect(mine.ids('registers')).toContain(registerId);
    expect(mine.ids('approvals')).toContain(requestId);
    const theirs = new Replica();
    await theirs.sync(harness.app, outsider.token);
    expect(theirs.ids('registers')).not.toContain(registerId);
    expect(theirs.ids('approvals')).not.toContain(requestId);
  });

  it('a membership request for that register, approved, creates a year\'s membership', async () => {
    const id = uuidv7();
    const membershipId = uuidv7();
    const ask = { id: membershipId, register_id: registerId, plan_id: planId, profile_id: person.id, user_id: person.user_id, association_id: own, starts_on: '2026-03-01' };
    const wrongEntity = await pushAll(harness.app, gestor.token, [['approvals.request', { id: uuidv7(), kind: 'register_membership_request', proposed: { ...ask, association_id: null } }]]);
    expect(refusal(wrongEntity[0])).toMatchObject({ message: 'A entidade da filiação deve ser a do registro.' });
    expectAllOk(await pushAll(harness.app, gestor.token, [['approvals.request', { id, kind: 'register_membership_request', proposed: ask }]]));
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id, decision: 'aprovado' }]]));
    expect(await storedData(harness.handle.db, 'registermemberships', membershipId)).toMatchObject({ status: 'ativa', starts_on: '2026-03-01', ends_on: '2027-02-28' });
  });
});

describe('a person asks for their own register', () => {
  it('with a profile of their own, it is theirs to ask; approved, the register is theirs', async () => {
    const me = await newAccount(harness.handle.db, harness.app, tenant, 'pede', 'Pessoa Que Pede', 53_000_000);
    const p = profile(me.id, { name: 'Pessoa Que Pede', association_id: null });
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
    const id = uuidv7();
    const registerId = uuidv7();
    expectAllOk(await pushAll(harness.app, me.token, [['approvals.request', { id, kind: 'register_request', proposed: { id: registerId, registertype_id: otherTypeId, profile_id: p.id, user_id: me.id } }]]));
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id, decision: 'aprovado' }]]));
    const replica = new Replica();
    await replica.sync(harness.app, me.token);
    expect(replica.get('registers', registerId)).toMatchObject({ number: '1', registertype_id: otherTypeId });
  });
});

describe('the public register request', () => {
  const form = (cpf: string) => ({ name: 'Joana Sem Conta', cpf, birthdate: '2001-05-20', email: 'joana@example.com', registertype_id: typeId, association_id: own, role_id: roleId });

  it('a bad CPF is a 4xx in pt-BR and stores nothing', async () => {
    const before = await count('approvals');
    const res = await call(harness.app, '/api/v1/public/registers/requests', { body: form('12345678900') });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json)).toContain('CPF inválido');
    const otherType = await call(harness.app, '/api/v1/public/registers/requests', { body: { ...form(cpfFromBase('777000111')), role_id: uuidv7() } });
    expect(otherType.status).toBe(422);
    expect(await count('approvals')).toBe(before);
  });

  it('another tenant cannot name this tenant\'s register type or entity', async () => {
    const before = await count('approvals');
    const res = await call(harness.app, '/api/v1/public/registers/requests', { host: 'outra.localhost', body: form(cpfFromBase('777000333')) });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Tipo de registro não encontrado.');
    const options = await call(harness.app, '/api/v1/public/registers/options', { host: 'outra.localhost' });
    expect(options.json.registertypes.map((t: { id: string }) => t.id)).not.toContain(typeId);
    expect(await count('approvals')).toBe(before);
  });

  it('lists the register types and entities without a session', async () => {
    const res = await call(harness.app, '/api/v1/public/registers/options');
    expect(res.status).toBe(200);
    expect(res.json.registertypes.map((t: { id: string }) => t.id)).toContain(typeId);
    expect(res.json.associations.map((a: { id: string }) => a.id)).toContain(own);
  });

  it('stores only the request; approval creates the person and their register, once', async () => {
    const cpf = cpfFromBase('777000222');
    const profilesBefore = await count('profiles');
    const res = await call(harness.app, '/api/v1/public/registers/requests', { body: form(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`) });
    expect(res.status).toBe(200);
    expect(await count('profiles')).toBe(profilesBefore);
    const [request] = await harness.handle.db.query<{ data: Record<string, unknown> & { id: string } }>(
      `SELECT data FROM records WHERE collection = 'approvals' AND data->>'kind' = 'register_public' AND data->'proposed'->>'cpf' = $1`, [cpf],
    );
    expect(request!.data).toMatchObject({ status: 'pendente', association_id: own });
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id: request!.data.id, decision: 'aprovado' }]]));
    expect(await count('profiles', `data->>'cpf' = '${cpf}'`)).toBe(1);
    const created = await seededRow(harness.handle.db, 'profiles', `data->>'cpf' = '${cpf}'`);
    expect(created).toMatchObject({ name: 'Joana Sem Conta', birthdate: '2001-05-20', association_id: own });
    expect(await count('registers', `data->>'profile_id' = '${created.id}'`)).toBe(1);
    const again = await pushAll(harness.app, admin, [['approvals.decide', { id: request!.data.id, decision: 'aprovado' }]]);
    expect(again[0]!.ok).toBe(false);
    expect(await count('registers', `data->>'profile_id' = '${created.id}'`)).toBe(1);
  });

  it('nobody asks for a public request through the approval model', async () => {
    const results = await pushAll(harness.app, outsider.token, [['approvals.request', { id: uuidv7(), kind: 'register_public', proposed: { name: 'X' } }]]);
    expect(refusal(results[0])).toMatchObject({ code: 'forbidden' });
  });
});
