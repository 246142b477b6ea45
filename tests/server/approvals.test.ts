// One approval model. Every flow goes through approvals.request / decide /
// resubmit; the server keeps the state machine (no decision on a decided request, no skipped
// state), writes the history with its own clock and the signed-in user, authorises the reviewer by
// the kind's permission and applies the change only on approval, in the same transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { uuidv7 } from '../../src/domain/uuid';
import { sqlTx } from '../../server/sync/sql-tx';
import { login, testServer } from './helpers';
import { AT, m, profile, pushOk } from './sync-helpers';
import { storedData, newAccount } from './record-helpers';

let demoId: string;
type Who = { token: string; id: string };
let admin: Who;
let staff: Who;

const person = (): Promise<Who> => newAccount(harness.handle.db, harness.app, demoId, 'pessoa', 'Pessoa', 710_000_000);

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

/** A person with a profile as the federation wrote it (verified unless told). */
async function withProfile(over: Record<string, unknown> = {}): Promise<Who & { profile: Record<string, unknown> }> {
  const who = await person();
  const row = profile(who.id, { verified: true, ...over });
  await harness.handle.db.tx((tx) => sqlTx(tx, demoId, new Date()).put('profiles', row));
  return { ...who, profile: row };
}

const one = async (who: Who, name: string, args: object) => (await pushOk(harness.app, who.token, uuidv7(), [m(1, name, args)])).results[0]!;

const ask = (who: Who, kind: string, subjectId: string | null, proposed: object, id = uuidv7()) =>
  one(who, 'approvals.request', { id, kind, subject_id: subjectId, proposed }).then((result) => ({ id, result }));

const harness = testServer();

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const a = await login(harness.app, 'admin@demo.test');
  admin = { token: a.token, id: a.result.id };
  const s = await login(harness.app, 'staff@demo.test');
  staff = { token: s.token, id: s.result.id };
});

describe('approvals: request → decide', () => {
  it('stores a request as pendente with the server\'s user and clock, and changes nothing yet', async () => {
    const p = await withProfile();
    const started = Date.now();
    const { id, result } = await ask(p, 'profile_picture', String(p.profile.id), { photo_url: 'demo-photos/nova-a.svg' });
    expect(result).toEqual({ seq: 1, ok: true });
    const row = await stored('approvals', id);
    expect(row).toMatchObject({ kind: 'profile_picture', subject_collection: 'profiles', status: 'pendente', requested_by: p.id, before: { photo_url: null } });
    // The message's `at` is the client's (AT, days ago): the server stamps its own time.
    expect(row!.requested_at).not.toBe(AT);
    expect(Date.parse(String(row!.requested_at))).toBeGreaterThanOrEqual(started - 1000);
    expect(row!.history).toEqual([{ status: 'pendente', by: p.id, at: row!.requested_at }]);
    expect((await stored('profiles', String(p.profile.id)))!.photo_url).toBeUndefined();
  });

  it('applies the change on approval, in the same push, and refuses a second decision', async () => {
    const p = await withProfile();
    const photo = 'demo-photos/nova-b.svg';
    const { id } = await ask(p, 'profile_picture', String(p.profile.id), { photo_url: photo });
    expect(await one(admin, 'approvals.decide', { id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await stored('profiles', String(p.profile.id))).toMatchObject({ photo_url: photo, verified: true, verified_by: admin.id });
    const row = await stored('approvals', id);
    expect(row).toMatchObject({ status: 'aprovado', reviewed_by: admin.id });
    expect((row!.history as { status: string; by: string }[]).map((h) => [h.status, h.by])).toEqual([['pendente', p.id], ['aprovado', admin.id]]);
    for (const decision of ['aprovado', 'recusado', 'devolvido']) {
      const again = await one(admin, 'approvals.decide', { id, decision, reason: 'De novo' });
      expect(again).toMatchObject({ ok: false, code: 'state', message: 'Esta solicitação já está aprovada: não pode ser decidida de novo.' });
    }
    expect((await stored('approvals', id))!.history).toHaveLength(2);
  });

  it('authorises the reviewer by the kind\'s permission: not the requester, not another area\'s staff', async () => {
    const p = await withProfile();
    const { id } = await ask(p, 'social_name', String(p.profile.id), { social_name: 'Mari' });
    for (const who of [p, staff]) {
      const answer = await one(who, 'approvals.decide', { id, decision: 'aprovado' });
      expect(answer).toMatchObject({ ok: false, code: 'forbidden', message: 'Você não tem permissão para decidir solicitações de nome social.' });
    }
    expect(await stored('approvals', id)).toMatchObject({ status: 'pendente' });
    expect((await stored('profiles', String(p.profile.id)))!.social_name).toBeUndefined();
  });

  it('needs a reason to refuse or return; a refusal is final, a returned request is resubmitted by its author only', async () => {
    const p = await withProfile();
    const { id } = await ask(p, 'social_name', String(p.profile.id), { social_name: 'Mari' });
    expect(await one(admin, 'approvals.decide', { id, decision: 'devolvido' })).toMatchObject({ ok: false, code: 'invalid', message: 'Informe o motivo.' });
    expect(await one(admin, 'approvals.decide', { id, decision: 'devolvido', reason: 'Use o nome completo.' })).toEqual({ seq: 1, ok: true });
    expect(await stored('approvals', id)).toMatchObject({ status: 'devolvido', reason: 'Use o nome completo.' });
    // Nobody approves a returned request before it is resubmitted (no skipped state).
    expect(await one(admin, 'approvals.decide', { id, decision: 'aprovado' })).toMatchObject({ ok: false, code: 'state' });
    const other = await person();
    expect(await one(other, 'approvals.resubmit', { id, proposed: { social_name: 'Outra' } })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(p, 'approvals.resubmit', { id, proposed: { social_name: 'Mariana Souza' } })).toEqual({ seq: 1, ok: true });
    expect(await stored('approvals', id)).toMatchObject({ status: 'pendente', proposed: { social_name: 'Mariana Souza' } });
    expect(await one(admin, 'approvals.decide', { id, decision: 'recusado', reason: 'Não confere com o documento.' })).toEqual({ seq: 1, ok: true });
    expect(await one(p, 'approvals.resubmit', { id, proposed: { social_name: 'X' } })).toMatchObject({ ok: false, code: 'state' });
    const history = (await stored('approvals', id))!.history as { status: string }[];
    expect(history.map((h) => h.status)).toEqual(['pendente', 'devolvido', 'pendente', 'recusado']);
    expect((await stored('profiles', String(p.profile.id)))!.social_name).toBeUndefined();
  });

  it('refuses a request on someone else\'s profile, a field outside the kind, an unknown kind and a second pending one', async () => {
    const p = await withProfile();
    const q = await withProfile();
    expect((await ask(q, 'social_name', String(p.profile.id), { social_name: 'X' })).result).toMatchObject({ ok: false, code: 'forbidden' });
    expect((await ask(p, 'profile_picture', String(p.profile.id), { cpf: q.profile.cpf })).result).toMatchObject({ ok: false, code: 'invalid' });
    expect((await ask(p, 'made_up', String(p.profile.id), { name: 'X' })).result).toMatchObject({ ok: false, code: 'invalid', message: 'Tipo de solicitação desconhecido.' });
    expect((await ask(p, 'social_name', String(p.profile.id), { social_name: 'Uma' })).result).toMatchObject({ ok: true });
    expect((await ask(p, 'social_name', String(p.profile.id), { social_name: 'Outra' })).result).toMatchObject({ ok: false, message: 'Já existe uma solicitação de nome social em andamento.' });
  });
});

describe('entities: new, shield, claim', () => {
  it('a claim approved by a holder of associations makes the person its manager; then they may ask for a shield', async () => {
    const p = await person();
    const [association] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted LIMIT 1`, [demoId]);
    const shield = 'demo-photos/escudo-c.svg';
    expect((await ask(p, 'association_shield', association!.id, { shield_url: shield })).result).toMatchObject({ ok: false, code: 'forbidden' });
    const { id } = await ask(p, 'association_claim', association!.id, { note: 'Sou o presidente.' });
    expect(await one(admin, 'approvals.decide', { id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await stored('associationmanagers', id)).toMatchObject({ association_id: association!.id, user_id: p.id });
    const asked = await ask(p, 'association_shield', association!.id, { shield_url: shield });
    expect(asked.result).toEqual({ seq: 1, ok: true });
    expect(await one(admin, 'approvals.decide', { id: asked.id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect((await stored('associations', association!.id))!.shield_url).toBe(shield);
  });

  it('a new entity is created only on approval, with its requester as manager; a CNPJ in use is refused at once', async () => {
    const p = await person();
    const [type] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'associationstypes' AND NOT deleted LIMIT 1`, [demoId]);
    const [city] = await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'cities' AND NOT deleted LIMIT 1`, [demoId]);
    const entity = { id: uuidv7(), name: 'Clube Novo', cnpj: cnpjFromBase(String(Math.floor(Math.random() * 1e8)).padStart(8, '0') + '0001'), associationstype_id: type!.id, city_id: city!.id };
    const { id, result } = await ask(p, 'association_new', null, entity);
    expect(result).toEqual({ seq: 1, ok: true });
    expect(await stored('associations', entity.id)).toBeUndefined();
    // Whether it is active is the federation's to say, not the requester's.
    expect((await ask(p, 'association_new', null, { ...entity, id: uuidv7(), active: true })).result).toMatchObject({ ok: false, code: 'invalid' });
    const [existing] = await harness.handle.db.query<{ cnpj: string }>(`SELECT data->>'cnpj' AS cnpj FROM records WHERE tenant_id = $1 AND collection = 'associations' AND NOT deleted LIMIT 1`, [demoId]);
    const twin = await ask(p, 'association_new', null, { ...entity, id: uuidv7(), cnpj: existing!.cnpj });
    expect(twin.result).toMatchObject({ ok: false, code: 'invalid', message: 'CNPJ já está em uso por outra entidade.' });
    expect(await one(admin, 'approvals.decide', { id, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await stored('associations', entity.id)).toMatchObject({ name: 'Clube Novo', active: true });
    expect(await stored('associationmanagers', id)).toMatchObject({ association_id: entity.id, user_id: p.id });
  });
});
