// The public register request holds a name, CPF, birth date and e-mail of someone who may have no
// account: an open one expires after 90 days, a decided one loses those fields 30 days after the
// decision (status, history, type and entity stay), a holder of `users` erases one at once on the
// person's request, and once approved the request is about the person it created (their export
// and anonymisation reach it).
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../src/domain/cpf';
import { uuidv7 } from '../../src/domain/uuid';
import { applyPublicRequestRetention, PUBLIC_REQUEST_MSG } from '../../server/privacy/public-requests';
import { profileIdsOf, rowsAbout } from '../../server/privacy/rows-about';
import { expectAllOk, grantRole, pushAll } from './competition-helpers';
import { call, login, testClock, testServer } from './helpers';
import { storedData } from './record-helpers';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
const harness = testServer({ now: clock.now });
const db = () => harness.handle.db;
const DAY = 86_400_000;
const typeId = uuidv7();
let admin: string;
let athlete: string;
let tenant: string;

type Request = Record<string, unknown> & { id: string; proposed: Record<string, unknown> };

async function ask(base: string): Promise<Request> {
  const cpf = cpfFromBase(base);
  const res = await call(harness.app, '/api/v1/public/registers/requests', {
    body: { name: 'Joana Sem Conta', cpf, birthdate: '2001-05-20', email: 'joana@example.com', registertype_id: typeId },
  });
  expect(res.status).toBe(200);
  const [row] = await db().query<{ data: Request }>(
    `SELECT data FROM records WHERE collection = 'approvals' AND data->>'kind' = 'register_public' AND data->'proposed'->>'cpf' = $1`, [cpf],
  );
  return row!.data;
}
const reread = async (id: string) => (await storedData(db(), 'approvals', id)) as Request;
const later = (days: number) => new Date(clock.now().getTime() + days * DAY);
const PERSONAL = { name: 'Joana Sem Conta', birthdate: '2001-05-20', email: 'joana@example.com' };

beforeAll(async () => {
  await grantRole(db(), 'admin@demo.test', 'Federação (privacidade)', ['users', 'registertypes']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  tenant = (await db().query<{ t: string }>(`SELECT id::text AS t FROM tenants WHERE code = 'demo'`))[0]!.t;
  expectAllOk(await pushAll(harness.app, admin, [['registertypes.put', { id: typeId, name: 'Judô — retenção', graduation_preset: 'cbj' }]]));
}, 120_000);

describe('public register requests: retention', () => {
  it('an open request expires after 90 days; a decided one loses name, CPF, birth date and e-mail 30 days after', async () => {
    const open = await ask('881000111');
    const refused = await ask('881000222');
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id: refused.id, decision: 'recusado', reason: 'Documentação incompleta.' }]]));

    // Ten days on: the refusal is recent (the person may still ask about it), the open one waits.
    await applyPublicRequestRetention(db(), later(10));
    expect((await reread(refused.id)).proposed).toMatchObject(PERSONAL);
    expect(await reread(open.id)).toMatchObject({ status: 'pendente', proposed: PERSONAL });

    // Ninety-one days on: the open one expired (closed, reason said); the refused one is scrubbed.
    await applyPublicRequestRetention(db(), later(91));
    const expired = await reread(open.id);
    expect(expired).toMatchObject({ status: 'recusado', reason: PUBLIC_REQUEST_MSG.expired, proposed: PERSONAL });
    expect((expired.history as { status: string }[]).map((h) => h.status)).toEqual(['pendente', 'recusado']);
    const scrubbed = await reread(refused.id);
    expect(scrubbed).toMatchObject({ status: 'recusado', reason: 'Documentação incompleta.', proposed: { anonimizado: true, registertype_id: typeId } });
    for (const field of ['name', 'cpf', 'birthdate', 'email']) expect(scrubbed.proposed).not.toHaveProperty(field);

    // Thirty days after expiring, the expired one is scrubbed too; a further pass changes nothing.
    await applyPublicRequestRetention(db(), later(122));
    expect((await reread(open.id)).proposed).not.toHaveProperty('cpf');
    expect(await applyPublicRequestRetention(db(), later(123))).toEqual({ expired: 0, scrubbed: 0 });
  });

  it('erased on the person\'s request by a holder of `users` only: closed and scrubbed at once', async () => {
    const request = await ask('881000333');
    const path = `/api/v1/privacy/public-requests/${request.id}/erase`;
    const refused = await call(harness.app, path, { token: athlete, body: {} });
    expect(refused.status).toBe(403);
    expect((await reread(request.id)).proposed).toMatchObject(PERSONAL);

    const res = await call(harness.app, path, { token: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, already: false });
    const erased = await reread(request.id);
    expect(erased).toMatchObject({ status: 'recusado', reason: PUBLIC_REQUEST_MSG.erased, proposed: { anonimizado: true } });
    expect(erased.proposed).not.toHaveProperty('cpf');
    expect((await call(harness.app, path, { token: admin, body: {} })).json).toMatchObject({ already: true });
    const unknown = await call(harness.app, `/api/v1/privacy/public-requests/${uuidv7()}/erase`, { token: admin, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(PUBLIC_REQUEST_MSG.notFound);
  });

  it('once approved, the request is about the person it created: their export and anonymisation reach it', async () => {
    const request = await ask('881000444');
    expectAllOk(await pushAll(harness.app, admin, [['approvals.decide', { id: request.id, decision: 'aprovado' }]]));
    const userId = String(request.proposed.user_id);
    const profiles = await profileIdsOf(db(), tenant, userId);
    expect(profiles).toEqual([String(request.proposed.profile_id)]);
    const about = await rowsAbout(db(), tenant, userId, profiles);
    expect(about.filter((a) => a.collection === 'approvals').map((a) => a.row.id)).toContain(request.id);
    // Someone else's rows do not include it.
    const other = await rowsAbout(db(), tenant, uuidv7(), [uuidv7()]);
    expect(other.map((a) => a.row.id)).not.toContain(request.id);
  });
});
