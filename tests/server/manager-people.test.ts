// The entity manager's people screens: the import of a list into their entity
// (`/my/associations/users/import/{id}`: one `profiles.put` per row, as a manager's register) and the
// photo of one of their people (`/my/associations/{association_id}/users/image/{id}`, a
// `profile_picture` request asked by the manager). The server decides both: rows naming another
// entity are refused and nothing is written; a photo request for someone else's person is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { sqlTx } from '../../server/sync/sql-tx';
import { pushAll, seededRow } from './competition-helpers';
import { login, testServer } from './helpers';
import { storedData } from './record-helpers';
import { profile } from './sync-helpers';

let demoId: string;
let gestor: { token: string; id: string };
const entity = { own: '', other: '' };
/** People the federation registered (verified unless told), straight into the database. */
const people: Record<'ownVerified' | 'ownPending' | 'other', Record<string, unknown> & { id: string }> = {} as never;

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);
/** Requests of any kind about these subjects. */
const requestsAbout = async (ids: readonly string[]) =>
  (await harness.handle.db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE collection = 'approvals' AND NOT deleted AND data->>'subject_id' = ANY($1::text[])`, [[...ids]],
  )).map((r) => r.data);
const refusal = (r: PushResult) => (r.ok ? 'ok' : { code: r.code, message: r.message });

const harness = testServer();

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  entity.own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  entity.other = (await seededRow(harness.handle.db, 'associations', `r.id <> '${entity.own}'::uuid`)).id;
  people.ownVerified = profile(uuidv7(), { association_id: entity.own, name: 'Atleta Conferida', verified: true });
  people.ownPending = profile(uuidv7(), { association_id: entity.own, name: 'Atleta Em Análise', verified: false });
  people.other = profile(uuidv7(), { association_id: entity.other, name: 'Atleta de Outra Entidade', verified: true });
  await harness.handle.db.tx(async (tx) => {
    for (const row of Object.values(people)) await sqlTx(tx, demoId, new Date()).put('profiles', row);
  });
}, 120_000);

describe('a manager imports a list of people', () => {
  // What the import screen writes: a fresh id and login id per row, the entity fixed by the route.
  const importRows = (associationId: string, n: number) =>
    Array.from({ length: n }, (_, i) => profile(uuidv7(), { id: uuidv7(), association_id: associationId, name: `Importada ${i + 1}` }));

  it('into another entity: every row refused in pt-BR, and neither a person nor a request is written', async () => {
    const rows = importRows(entity.other, 3);
    const results = await pushAll(harness.app, gestor.token, rows.map((r) => ['profiles.put', r] as const));
    expect(results.map(refusal)).toEqual(rows.map(() => ({ code: 'forbidden', message: 'Você não tem permissão para alterar pessoas.' })));
    for (const row of rows) expect(await stored('profiles', row.id)).toBeUndefined();
    expect(await requestsAbout(rows.map((r) => r.id))).toEqual([]);
  });

  it('into their own entity: each person stored unverified, with the federation\'s review opened', async () => {
    const rows = importRows(entity.own, 3);
    const results = await pushAll(harness.app, gestor.token, rows.map((r) => ['profiles.put', r] as const));
    expect(results.map(refusal)).toEqual(rows.map(() => 'ok'));
    for (const row of rows) expect(await stored('profiles', row.id)).toMatchObject({ association_id: entity.own, verified: false });
    const requests = await requestsAbout(rows.map((r) => r.id));
    expect(requests.map((r) => [r.kind, r.status, r.requested_by]).sort()).toEqual(rows.map(() => ['association_user', 'pendente', gestor.id]));
  });
});

describe('a manager asks for a person\'s photo', () => {
  const ask = async (subject: Record<string, unknown> & { id: string }) => {
    const id = uuidv7();
    const [result] = await pushAll(harness.app, gestor.token, [['approvals.request', { id, kind: 'profile_picture', subject_id: subject.id, proposed: { photo_url: 'demo-photos/gestor-nova.svg' } }]]);
    return { id, result: refusal(result!) };
  };

  it('of a verified person of their entity: a pending profile_picture request by the manager; the profile waits', async () => {
    const { id, result } = await ask(people.ownVerified);
    expect(result).toBe('ok');
    expect(await stored('approvals', id)).toMatchObject({
      kind: 'profile_picture', subject_id: people.ownVerified.id, requested_by: gestor.id, status: 'pendente', proposed: { photo_url: 'demo-photos/gestor-nova.svg' },
    });
    expect((await stored('profiles', people.ownVerified.id))?.photo_url).toBeUndefined();
  });

  it('of another entity\'s person: refused in pt-BR, nothing written', async () => {
    const { id, result } = await ask(people.other);
    expect(result).toEqual({ code: 'forbidden', message: 'Você só pode pedir a troca de foto do seu cadastro, de um dependente ou de uma pessoa da entidade que você administra.' });
    expect(await stored('approvals', id)).toBeUndefined();
  });

  it('of their entity\'s person whose registration is still under review: refused (the approval would verify them)', async () => {
    const { id, result } = await ask(people.ownPending);
    expect(result).toEqual({ code: 'invalid', message: 'O cadastro desta pessoa ainda aguarda a conferência da federação: troque a foto editando o cadastro.' });
    expect(await stored('approvals', id)).toBeUndefined();
  });
});
