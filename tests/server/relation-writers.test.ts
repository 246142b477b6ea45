// Relation writers (define.ts `writableVia`), enforced by the server: the demo's entity manager
// (gestor@demo.test, no `users`) writes the people of the entity they manage through the generic
// put/delete, in the push's transaction, and nobody else's; the pull brings them those people and no
// other; and the write-side evaluation (relation-reach.ts, over the push's reader) reaches exactly
// the rows the pull's SQL reaches (relation-scope.ts), so read and write are one rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { reachesRow } from '../../src/domain/resources/relation-reach';
import { managedProfiles } from '../../src/domain/resources/relations';
import { uuidv7 } from '../../src/domain/uuid';
import { reachable } from '../../server/sync/relation-scope';
import { RecordReader } from '../../server/sync/sql-tx';
import { expectAllOk, pushAll } from './competition-helpers';
import { login, testServer } from './helpers';
import { storedData } from './record-helpers';
import { profile, Replica } from './sync-helpers';

let gestor: { token: string; id: string };
let tenantId: string;
let own: string;
let other: string;

const FORBIDDEN = { ok: false, code: 'forbidden', message: 'Você não tem permissão para alterar pessoas.' };

const harness = testServer();

beforeAll(async () => {
  const answer = await login(harness.app, 'gestor@demo.test');
  gestor = { token: answer.token, id: answer.result.id };
  const [link] = await harness.handle.db.query<{ tenant_id: string; association_id: string }>(
    `SELECT tenant_id::text, data->>'association_id' AS association_id FROM records WHERE collection = 'associationmanagers' AND owner_id = $1 AND NOT deleted`, [gestor.id],
  );
  tenantId = link!.tenant_id;
  own = link!.association_id;
  other = (await harness.handle.db.query<{ id: string }>(
    `SELECT id::text FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted AND id <> $2::uuid ORDER BY id LIMIT 1`, [tenantId, own],
  ))[0]!.id;
}, 120_000);

describe('the server enforces writableVia', () => {
  it('a manager registers, corrects and removes a person of their entity; the new person is unverified', async () => {
    const p = profile(uuidv7(), { association_id: own, name: 'Atleta do Gestor' });
    expectAllOk(await pushAll(harness.app, gestor.token, [['profiles.put', p], ['profiles.put', { ...p, name: 'Atleta Corrigido', verified: true }]]));
    expect(await storedData(harness.handle.db, 'profiles', p.id)).toMatchObject({ name: 'Atleta Corrigido', verified: false, verified_by: null });
    expectAllOk(await pushAll(harness.app, gestor.token, [['profiles.delete', { id: p.id }]]));
    expect(await storedData(harness.handle.db, 'profiles', p.id)).toBeUndefined();
  });

  it('refuses another entity\'s person, a person moved out, and one brought in, changing nothing', async () => {
    const theirs = profile(uuidv7(), { association_id: other, name: 'Atleta de Outra Entidade' });
    const mine = profile(uuidv7(), { association_id: own, name: 'Atleta Meu' });
    const admin = (await login(harness.app, 'admin@demo.test')).token;
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', theirs], ['profiles.put', mine]]));
    const before = [await storedData(harness.handle.db, 'profiles', theirs.id), await storedData(harness.handle.db, 'profiles', mine.id)];
    const results = await pushAll(harness.app, gestor.token, [
      ['profiles.put', profile(uuidv7(), { association_id: other })],
      ['profiles.put', { ...theirs, name: 'Alterado' }],
      ['profiles.put', { ...theirs, association_id: own }],
      ['profiles.put', { ...mine, association_id: other }],
      ['profiles.delete', { id: theirs.id }],
    ]);
    expect(results.map((r) => ({ ok: r.ok, code: 'code' in r ? r.code : null, message: 'message' in r ? r.message : null }))).toEqual(Array(5).fill(FORBIDDEN));
    expect([await storedData(harness.handle.db, 'profiles', theirs.id), await storedData(harness.handle.db, 'profiles', mine.id)]).toEqual(before);
  });

  it('a person registered earlier in the same batch is reachable by the next write (the overlay)', async () => {
    const p = profile(uuidv7(), { association_id: own });
    const results = await pushAll(harness.app, gestor.token, [['profiles.put', p], ['profiles.put', { ...p, phone: '11912345678' }]]);
    expectAllOk(results);
  });
});

describe('one rule for read and write', () => {
  it('the pull brings the manager their entity\'s people and nobody else\'s', async () => {
    const replica = new Replica();
    await replica.sync(harness.app, gestor.token);
    const pulled = replica.ids('profiles').map((id) => replica.get('profiles', id)!);
    const entities = new Set(pulled.filter((p) => p.user_id !== gestor.id).map((p) => p.association_id));
    expect(pulled.length).toBeGreaterThan(1);
    expect([...entities]).toEqual([own]);
  });

  it('relation-reach (write) and relation-scope (pull SQL) reach the same profiles', async () => {
    const viewer = { id: gestor.id, permissions_names: [], master: false };
    const sets = await reachable(harness.handle.db, tenantId, viewer, new Map([['profiles', [managedProfiles]]]));
    const sql = new Set(sets.ids.get('profiles') ?? []);
    const rows = await harness.handle.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted AND data->>'association_id' IN ($2, $3)`, [tenantId, own, other],
    );
    const tx = new RecordReader(harness.handle.db, tenantId).tx();
    const written = new Set<string>();
    for (const { data } of rows) if (await reachesRow(tx, managedProfiles, gestor.id, data)) written.add(String(data.id));
    expect(sql.size).toBeGreaterThan(0);
    expect([...written].sort()).toEqual([...sql].filter((id) => rows.some((r) => r.data.id === id)).sort());
    expect(rows.length).toBeGreaterThan(written.size);
  });
});

describe('a person registered by the entity waits for the federation', () => {
  it('opens an association_user request in the identities queue; its approval verifies the person', async () => {
    const p = profile(uuidv7(), { association_id: own, name: 'Atleta Para Aprovar' });
    expectAllOk(await pushAll(harness.app, gestor.token, [['profiles.put', p]]));
    const [request] = await harness.handle.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE collection = 'approvals' AND NOT deleted AND data->>'subject_id' = $1`, [p.id],
    );
    expect(request?.data).toMatchObject({ kind: 'association_user', status: 'pendente', requested_by: gestor.id, proposed: { name: 'Atleta Para Aprovar', association_id: own } });
    // A phone change keeps the same request; the admin's approval verifies the profile.
    expectAllOk(await pushAll(harness.app, gestor.token, [['profiles.put', { ...p, phone: '11911112222' }]]));
    const admin = (await login(harness.app, 'admin@demo.test')).token;
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id: request!.data.id, decision: 'aprovado' }]]));
    expect(await storedData(harness.handle.db, 'profiles', p.id)).toMatchObject({ verified: true, phone: '11911112222' });
  });
});
