// Joining an entity with its invitation code: the entity's manager reads and
// rotates the code (associationtokens, replicated only to its managers and the federation); a
// signed-in person who types it becomes pending (an association_join approval) until a manager of
// THAT entity accepts (the profile gets the entity, in the decision's transaction) or refuses (with
// a reason, nothing else changes). A wrong or replaced code is refused in pt-BR and writes nothing;
// a manager of another entity neither replicates nor decides the request.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { expectAllOk, grantRole, pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, Replica } from './sync-helpers';

let admin: string;
let gestor: SignedIn;
let otherManager: SignedIn;
let own: string;
let other: string;
let tenant: string;
const tokenId = uuidv7();

const refusal = (r: PushResult) => (r.ok ? { ok: true } : { code: 'code' in r ? r.code : null, message: 'message' in r ? r.message : null });
const countRows = async (collection: string) =>
  Number((await harness.handle.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM records WHERE collection = $1 AND NOT deleted`, [collection]))[0]!.n);

/** A new person with a profile of no entity, signed in. */
async function newPerson(name: string): Promise<SignedIn & { profileId: string }> {
  const person = await newAccount(harness.handle.db, harness.app, tenant, 'entra', name, 40_000_000);
  const p = profile(person.id, { name, association_id: null });
  expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
  return { ...person, profileId: p.id };
}

const harness = testServer();

beforeAll(async () => {
  await grantRole(harness.handle.db, 'admin@demo.test', 'Federação (gestores)', ['users', 'associations']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  other = (await seededRow(harness.handle.db, 'associations', `r.id <> '${own}'::uuid`)).id;
  tenant = (await harness.handle.db.query<{ t: string }>(`SELECT tenant_id::text AS t FROM records WHERE id = $1::uuid`, [own]))[0]!.t;
  otherManager = await newAccount(harness.handle.db, harness.app, tenant, 'gestora', 'Gestora de Outra Entidade', 41_000_000);
  expectAllOk(await pushAll(harness.app, admin, [['associationmanagers.put', { id: uuidv7(), association_id: other, user_id: otherManager.id }]]));
  // The manager generates their entity's code (a relation writer: no `associations` permission).
  expectAllOk(await pushAll(harness.app, gestor.token, [['associationtokens.put', { id: tokenId, association_id: own, code: 'ABCD2345' }]]));
}, 180_000);

describe('the invitation code', () => {
  it('replicates to the entity\'s manager and to nobody else; another entity\'s manager cannot write it', async () => {
    const mine = new Replica();
    await mine.sync(harness.app, gestor.token);
    expect(mine.get('associationtokens', tokenId)).toMatchObject({ code: 'ABCD2345' });
    for (const token of [otherManager.token, (await newPerson('Curioso')).token]) {
      const replica = new Replica();
      await replica.sync(harness.app, token);
      expect(replica.ids('associationtokens')).toEqual([]);
    }
    const results = await pushAll(harness.app, otherManager.token, [['associationtokens.put', { id: tokenId, association_id: own, code: 'ZZZZ2345' }]]);
    expect(results.map((r) => r.ok)).toEqual([false]);
    expect(await storedData(harness.handle.db, 'associationtokens', tokenId)).toMatchObject({ code: 'ABCD2345' });
  });
});

describe('joining with the code', () => {
  it('a valid code (typed loosely) makes the person pending for that entity', async () => {
    const person = await newPerson('Atleta Convidada');
    const id = uuidv7();
    expectAllOk(await pushAll(harness.app, person.token, [['associations.join', { id, code: 'abcd-2345' }]]));
    expect(await storedData(harness.handle.db, 'approvals', id)).toMatchObject({ kind: 'association_join', subject_id: own, proposed: { code: 'ABCD2345', name: 'Atleta Convidada' }, requested_by: person.id, status: 'pendente' });
    expect((await storedData(harness.handle.db, 'profiles', person.profileId))!.association_id ?? null).toBeNull();
  });

  it('a wrong or replaced code is refused in pt-BR and writes nothing', async () => {
    const person = await newPerson('Atleta Atrasada');
    expectAllOk(await pushAll(harness.app, gestor.token, [['associationtokens.put', { id: tokenId, association_id: own, code: 'QRST6789' }]]));
    const before = await countRows('approvals');
    const results = await pushAll(harness.app, person.token, [['associations.join', { id: uuidv7(), code: 'ABCD2345' }], ['associations.join', { id: uuidv7(), code: 'NNNN7777' }]]);
    const message = 'Código de convite inválido ou substituído por um novo. Peça o código atual à entidade.';
    expect(results.map(refusal)).toEqual([{ code: 'invalid', message }, { code: 'invalid', message }]);
    expect(await countRows('approvals')).toBe(before);
    expectAllOk(await pushAll(harness.app, gestor.token, [['associationtokens.put', { id: tokenId, association_id: own, code: 'ABCD2345' }]]));
  });

  it('the entity\'s manager accepts: the person\'s profile belongs to the entity', async () => {
    const person = await newPerson('Atleta Aceita');
    const id = uuidv7();
    expectAllOk(await pushAll(harness.app, person.token, [['associations.join', { id, code: 'ABCD2345' }]]));
    const replica = new Replica();
    await replica.sync(harness.app, gestor.token);
    expect(replica.get('approvals', id)).toMatchObject({ status: 'pendente' });
    expectAllOk(await pushAll(harness.app, gestor.token, [['approvals.decide', { id, decision: 'aprovado' }]]));
    expect(await storedData(harness.handle.db, 'profiles', person.profileId)).toMatchObject({ association_id: own });
    expect(await storedData(harness.handle.db, 'approvals', id)).toMatchObject({ status: 'aprovado', reviewed_by: gestor.id });
  });

  it('the manager refuses with a reason: the reason is kept and the profile does not change', async () => {
    const person = await newPerson('Atleta Recusada');
    const id = uuidv7();
    expectAllOk(await pushAll(harness.app, person.token, [['associations.join', { id, code: 'ABCD2345' }]]));
    const profileBefore = await storedData(harness.handle.db, 'profiles', person.profileId);
    expectAllOk(await pushAll(harness.app, gestor.token, [['approvals.decide', { id, decision: 'recusado', reason: 'Não é atleta do clube.' }]]));
    expect(await storedData(harness.handle.db, 'profiles', person.profileId)).toEqual(profileBefore);
    expect(await storedData(harness.handle.db, 'approvals', id)).toMatchObject({ status: 'recusado', reason: 'Não é atleta do clube.' });
  });

  it('a manager of another entity neither replicates nor decides the request', async () => {
    const person = await newPerson('Atleta Disputada');
    const id = uuidv7();
    expectAllOk(await pushAll(harness.app, person.token, [['associations.join', { id, code: 'ABCD2345' }]]));
    const replica = new Replica();
    await replica.sync(harness.app, otherManager.token);
    expect(replica.get('approvals', id)).toBeUndefined();
    const results = await pushAll(harness.app, otherManager.token, [['approvals.decide', { id, decision: 'aprovado' }]]);
    expect(results.map(refusal)).toEqual([{ code: 'forbidden', message: 'Você não tem permissão para decidir solicitações de entrada na entidade.' }]);
    expect(await storedData(harness.handle.db, 'approvals', id)).toMatchObject({ status: 'pendente' });
    expect((await storedData(harness.handle.db, 'profiles', person.profileId))!.association_id ?? null).toBeNull();
  });

  it('the join cannot be asked through approvals.request (the code is the only way in)', async () => {
    const person = await newPerson('Atleta Esperta');
    const results = await pushAll(harness.app, person.token, [['approvals.request', { id: uuidv7(), kind: 'association_join', subject_id: own, proposed: { code: 'ABCD2345' } }]]);
    expect(results.map(refusal)).toEqual([{ code: 'forbidden', message: 'Para entrar em uma entidade, use o código de convite dela.' }]);
  });
});
