// Documents and PAR-Qs over the real API: document types, a person's documents (status and expiry
// computed by the server, whatever the args say), who may write and review them (owner, back office,
// a team's handler), the review's state machine, the competition registration refused for an expired
// mandatory document, and the PAR-Q (a minor's guardian, the medical clearance before approval, 12
// months of validity).
import { beforeAll, describe, expect, it } from 'vitest';
import { currentRequestId, PARQ_NEEDS_CLEARANCE, SUPERSEDED } from '../../src/domain/documents/document-review';
import { uuidv7 } from '../../src/domain/uuid';
import { grantRole, seededRow } from './competition-helpers';
import { login, testClock, testServer } from './helpers';
import { m, profile, pushOk } from './sync-helpers';
import { storedData } from './record-helpers';

type Who = { token: string; id: string };
let admin: Who;
let atleta: Who;
let gestor: Who;
let atletaProfile: Record<string, unknown> & { id: string };
// The server's day is the clock's: documents below are dated from it.
const clock = testClock(new Date('2026-11-20T12:00:00Z'));

async function one(who: Who, name: string, args: object) {
  const answer = await pushOk(harness.app, who.token, uuidv7(), [m(1, name, args)]);
  return answer.results[0]!;
}

const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);

/** Decides the document's or PAR-Q's current request in the approval model. */
async function decide(who: Who, collection: 'userdocuments' | 'parqs', id: string, decision: string, reason?: string) {
  const row = (await stored(collection, id)) as Record<string, unknown> & { id: string };
  return one(who, 'approvals.decide', { id: currentRequestId(collection, row), decision, ...(reason ? { reason } : {}) });
}

const type = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(), name: 'RG', holder: 'pessoas', validity_months: null, needs_approval: true, required_for_competitions: false, medical_clearance: false, ...over,
});

const document = (typeId: string, over: Record<string, unknown> = {}) => ({
  id: uuidv7(), document_type_id: typeId, user_id: atleta.id, profile_id: atletaProfile.id, number: '12.345.678-9', issued_on: '2026-03-10', ...over,
});

const as = async (email: string): Promise<Who> => {
  const answer = await login(harness.app, email);
  return { token: answer.token, id: answer.result.id };
};

const harness = testServer({ now: clock.now });

beforeAll(async () => {
  // A team's documents handler: teamdocuments only (not userdocuments).
  await grantRole(harness.handle.db, 'gestor@demo.test', 'Documentos de equipes', ['teamdocuments']);
  // …and here nothing else: the demo gestor also manages the athlete's entity, which lets them write
  // its people's documents (writableVia, tests/server/manager-isolation.test.ts); not this suite's subject.
  await harness.handle.db.query(`UPDATE records SET deleted = true, data = NULL WHERE collection = 'associationmanagers' AND owner_id = (SELECT id FROM users WHERE lower(email) = 'gestor@demo.test')`);
  [admin, atleta, gestor] = await Promise.all([as('admin@demo.test'), as('atleta@demo.test'), as('gestor@demo.test')]);
  atletaProfile = await seededRow(harness.handle.db, 'profiles', `owner_id = '${atleta.id}'`);
});

describe('demo data', () => {
  it('seeds the types, documents expiring and expired, and pending requests of documents and PAR-Qs', async () => {
    const count = async (collection: string, where: string) => Number((await harness.handle.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND collection = $1 AND NOT deleted AND ${where}`, [collection],
    ))[0]!.n);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count('documenttypes', `data->>'name' = 'Atestado médico' AND (data->>'medical_clearance')::boolean`)).toBe(1);
    expect(await count('userdocuments', `data->>'status' = 'aprovado' AND data->>'expires_on' < '${today}'`)).toBeGreaterThanOrEqual(5);
    expect(await count('userdocuments', `data->>'status' = 'aprovado' AND data->>'expires_on' >= '${today}' AND (data->>'expires_on')::date <= '${today}'::date + 30`)).toBeGreaterThanOrEqual(5);
    expect(await count('approvals', `data->>'kind' = 'userdocument' AND data->>'status' = 'pendente'`)).toBeGreaterThanOrEqual(5);
    expect(await count('approvals', `data->>'kind' = 'parq' AND data->>'status' = 'pendente'`)).toBeGreaterThanOrEqual(3);
    // Every pending document's request is the one the mutators derive (the queue finds it).
    const pending = await harness.handle.db.query<{ data: Record<string, unknown> & { id: string } }>(
      `SELECT data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND collection = 'userdocuments' AND data->>'status' = 'pendente'`,
    );
    for (const { data } of pending) expect(await stored('approvals', currentRequestId('userdocuments', data)), String(data.id)).toMatchObject({ status: 'pendente' });
  });
});

describe('document types (/documentation/documents)', () => {
  it('are written by holders of documents only', async () => {
    expect(await one(atleta, 'documenttypes.put', type())).toMatchObject({ ok: false, code: 'forbidden' });
    const rg = type();
    expect(await one(admin, 'documenttypes.put', rg)).toEqual({ seq: 1, ok: true });
    expect(await stored('documenttypes', rg.id)).toMatchObject({ name: 'RG' });
  });
});

describe('a person\'s documents', () => {
  it('get the expiry and status the server computes, never the ones sent', async () => {
    const t = type({ name: 'Atestado médico', validity_months: 12 });
    await one(admin, 'documenttypes.put', t);
    const doc = document(t.id, { status: 'aprovado', expires_on: '2099-01-01', reviewed_by: atleta.id });
    expect(await one(atleta, 'userdocuments.put', doc)).toEqual({ seq: 1, ok: true });
    expect(await stored('userdocuments', doc.id)).toMatchObject({ status: 'pendente', expires_on: '2027-03-09', reviewed_by: null });
  });

  it('open their request in the approval model when saved; it is never asked for directly', async () => {
    const t = type();
    await one(admin, 'documenttypes.put', t);
    const doc = document(t.id);
    await one(atleta, 'userdocuments.put', doc);
    const request = await stored('approvals', currentRequestId('userdocuments', { ...doc }));
    expect(request).toMatchObject({ kind: 'userdocument', subject_collection: 'userdocuments', subject_id: doc.id, status: 'pendente', requested_by: atleta.id });
    expect(await one(atleta, 'approvals.request', { id: uuidv7(), kind: 'userdocument', subject_id: doc.id, proposed: { number: '1' } })).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('are accepted at once when the type needs no approval', async () => {
    const t = type({ name: 'Comprovante de residência', needs_approval: false });
    await one(admin, 'documenttypes.put', t);
    const doc = document(t.id);
    await one(atleta, 'userdocuments.put', doc);
    expect(await stored('userdocuments', doc.id)).toMatchObject({ status: 'aprovado', expires_on: null });
  });

  it('may not be written for someone else, nor deleted by their owner', async () => {
    const t = type();
    await one(admin, 'documenttypes.put', t);
    expect(await one(atleta, 'userdocuments.put', document(t.id, { user_id: admin.id }))).toMatchObject({ ok: false, code: 'forbidden' });
    const doc = document(t.id);
    await one(atleta, 'userdocuments.put', doc);
    expect(await one(atleta, 'userdocuments.delete', { id: doc.id })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await stored('userdocuments', doc.id)).toBeTruthy();
  });

  it('are reviewed once, with a reason unless approved, and go back to review when changed', async () => {
    const t = type();
    await one(admin, 'documenttypes.put', t);
    const doc = document(t.id);
    await one(atleta, 'userdocuments.put', doc);
    expect(await decide(atleta, 'userdocuments', doc.id, 'aprovado')).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await decide(admin, 'userdocuments', doc.id, 'devolvido')).toEqual({ seq: 1, ok: false, code: 'invalid', message: 'Informe o motivo.' });
    expect(await decide(admin, 'userdocuments', doc.id, 'devolvido', 'Foto ilegível.')).toEqual({ seq: 1, ok: true });
    expect(await stored('userdocuments', doc.id)).toMatchObject({ status: 'devolvido', reviewed_by: admin.id, review_reason: 'Foto ilegível.' });
    // Returned: not approvable until sent again.
    expect(await decide(admin, 'userdocuments', doc.id, 'aprovado')).toMatchObject({ ok: false, code: 'state' });
    const returned = currentRequestId('userdocuments', (await stored('userdocuments', doc.id)) as { id: string });
    await one(atleta, 'userdocuments.put', { ...doc, number: '98.765.432-1' });
    expect(await stored('userdocuments', doc.id)).toMatchObject({ status: 'pendente', review_reason: null });
    // The returned request, made for the old content, is closed as superseded: no queue keeps it.
    expect(await stored('approvals', returned)).toMatchObject({ status: 'recusado', reason: SUPERSEDED, reviewed_by: atleta.id });
    expect(await decide(admin, 'userdocuments', doc.id, 'aprovado')).toEqual({ seq: 1, ok: true });
    expect(await decide(admin, 'userdocuments', doc.id, 'aprovado')).toMatchObject({ ok: false, code: 'state' });
    const request = await stored('approvals', currentRequestId('userdocuments', (await stored('userdocuments', doc.id)) as { id: string }));
    expect(request).toMatchObject({ kind: 'userdocument', subject_id: doc.id, status: 'aprovado', reviewed_by: admin.id, requested_by: atleta.id });
    expect((request!.history as { status: string }[]).map((h) => h.status)).toEqual(['pendente', 'aprovado']);
    // A note on an approved document keeps it approved; its content does not.
    await one(atleta, 'userdocuments.put', { ...doc, number: '98.765.432-1', notes: 'Segunda via.' });
    expect(await stored('userdocuments', doc.id)).toMatchObject({ status: 'aprovado' });
  });

  it('sent through a team are written and reviewed by teamdocuments, which does not reach personal ones', async () => {
    const t = type();
    await one(admin, 'documenttypes.put', t);
    const team = await seededRow(harness.handle.db, 'teams');
    const viaTeam = document(t.id, { team_id: team.id });
    expect(await one(gestor, 'userdocuments.put', viaTeam)).toEqual({ seq: 1, ok: true });
    expect(await decide(gestor, 'userdocuments', viaTeam.id, 'aprovado')).toEqual({ seq: 1, ok: true });
    const personal = document(t.id);
    expect(await one(gestor, 'userdocuments.put', personal)).toMatchObject({ ok: false, code: 'forbidden' });
    await one(atleta, 'userdocuments.put', personal);
    expect(await decide(gestor, 'userdocuments', personal.id, 'aprovado')).toMatchObject({ ok: false, code: 'forbidden' });
    // Nor may the handler move a team's document out of the team.
    expect(await one(gestor, 'userdocuments.put', { ...viaTeam, team_id: null })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('each document flow is decided by its own permission (document-kinds.ts)', () => {
  it('a holder of associationdocuments only decides the seeded entity document, not a team\'s nor a person\'s; teamdocuments the team\'s', async () => {
    await grantRole(harness.handle.db, 'staff@demo.test', 'Documentos de entidades', ['associationdocuments']);
    const staff = await as('staff@demo.test');
    const seeded = async (kind: string) => (await harness.handle.db.query<{ id: string }>(
      `SELECT r.id::text AS id FROM records r JOIN tenants t ON t.id = r.tenant_id
        WHERE t.code = 'demo' AND r.collection = 'approvals' AND NOT r.deleted AND r.data->>'kind' = $1 AND r.data->>'status' = 'pendente' ORDER BY r.id LIMIT 1`, [kind],
    ))[0]!.id;
    const [entityDoc, teamDoc, personalDoc] = await Promise.all([seeded('associationdocument'), seeded('teamdocument'), seeded('userdocument')]);
    expect(await one(staff, 'approvals.decide', { id: teamDoc, decision: 'aprovado' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(staff, 'approvals.decide', { id: personalDoc, decision: 'aprovado' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(gestor, 'approvals.decide', { id: entityDoc, decision: 'aprovado' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await one(staff, 'approvals.decide', { id: entityDoc, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await one(gestor, 'approvals.decide', { id: teamDoc, decision: 'aprovado' })).toEqual({ seq: 1, ok: true });
    expect(await stored('approvals', entityDoc)).toMatchObject({ status: 'aprovado' });
    expect(await stored('approvals', personalDoc)).toMatchObject({ status: 'pendente' });
  });
});

describe('eligibility: an expired mandatory document blocks the competition registration', () => {
  it('refuses the athlete while every approved document of the type has expired, and accepts a renewed one', async () => {
    const exam = type({ name: 'Exame médico desportivo', holder: 'atletas', validity_months: 6, required_for_competitions: true });
    await one(admin, 'documenttypes.put', exam);
    const old = document(exam.id, { issued_on: '2026-01-15' }); // valid up to 14/07/2026
    await one(atleta, 'userdocuments.put', old);
    await decide(admin, 'userdocuments', old.id, 'aprovado');
    const entry = await seededRow(harness.handle.db, 'competitionteams');
    const member = { id: uuidv7(), competition_id: entry.competition_id, competitionteam_id: entry.id, profile_id: atletaProfile.id, role: 'atleta', shirt_number: 77 };
    expect(await one(admin, 'competitionmembers.put', member)).toEqual({
      seq: 1, ok: false, code: 'not_eligible',
      message: 'Documentação vencida: Exame médico desportivo (venceu em 14/07/2026). Atualize o documento antes de inscrever a pessoa.',
    });
    expect(await stored('competitionmembers', member.id)).toBeUndefined();
    // As a coach the athlete's exam is not required.
    expect(await one(admin, 'competitionmembers.put', { ...member, id: uuidv7(), role: 'tecnico' })).toEqual({ seq: 1, ok: true });
    // A renewed exam, sent but not yet approved, does not clear it; approved, it does.
    const renewed = document(exam.id, { issued_on: '2026-11-01' });
    await one(atleta, 'userdocuments.put', renewed);
    expect(await one(admin, 'competitionmembers.put', member)).toMatchObject({ ok: false, code: 'not_eligible' });
    await decide(admin, 'userdocuments', renewed.id, 'aprovado');
    expect(await one(admin, 'competitionmembers.put', member)).toEqual({ seq: 1, ok: true });
  });
});

const answers = (yes: readonly string[] = []) => Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map((k) => [k, yes.includes(k)]));

describe('PAR-Q', () => {
  it('of a minor needs the guardian as respondent, with name and CPF', async () => {
    const minorUser = uuidv7();
    const minor = profile(minorUser, { birthdate: '2012-05-01' });
    expect(await one(admin, 'profiles.put', minor)).toEqual({ seq: 1, ok: true });
    const parq = { id: uuidv7(), user_id: minorUser, profile_id: minor.id, ...answers(), respondent: 'proprio', declared: true };
    expect(await one(admin, 'parqs.put', parq)).toEqual({
      seq: 1, ok: false, code: 'invalid', message: 'Menor de 18 anos: o PAR-Q deve ser respondido pelo responsável legal.',
    });
    expect(await stored('parqs', parq.id)).toBeUndefined();
    expect(await one(admin, 'parqs.put', { ...parq, respondent: 'responsavel', guardian_name: 'Joana Souza', guardian_cpf: '52998224725' })).toEqual({ seq: 1, ok: true });
  });

  it('with a "sim" is approved only after an approved, valid medical clearance; then lasts 12 months', async () => {
    // A person without any document (the demo's athlete holds a valid certificate).
    const userId = uuidv7();
    const person = profile(userId, { birthdate: '1990-02-02' });
    await one(admin, 'profiles.put', person);
    const mine = (typeId: string, over: Record<string, unknown>) => document(typeId, { user_id: userId, profile_id: person.id, ...over });
    const parq = { id: uuidv7(), user_id: userId, profile_id: person.id, ...answers(['q5']), respondent: 'proprio', declared: true, status: 'aprovado' };
    expect(await one(admin, 'parqs.put', parq)).toEqual({ seq: 1, ok: true });
    expect(await stored('parqs', parq.id)).toMatchObject({ status: 'pendente', expires_on: null });
    expect(await decide(atleta, 'parqs', parq.id, 'aprovado')).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await decide(admin, 'parqs', parq.id, 'aprovado')).toEqual({ seq: 1, ok: false, code: 'invalid', message: PARQ_NEEDS_CLEARANCE });

    const clearanceType = type({ name: 'Atestado médico (PAR-Q)', validity_months: 12, medical_clearance: true });
    await one(admin, 'documenttypes.put', clearanceType);
    // An expired clearance does not count.
    const expired = mine(clearanceType.id, { issued_on: '2025-01-10' });
    await one(admin, 'userdocuments.put', expired);
    await decide(admin, 'userdocuments', expired.id, 'aprovado');
    expect(await decide(admin, 'parqs', parq.id, 'aprovado')).toMatchObject({ ok: false, message: PARQ_NEEDS_CLEARANCE });
    const clearance = mine(clearanceType.id, { issued_on: '2026-11-18' });
    await one(admin, 'userdocuments.put', clearance);
    expect(await decide(admin, 'parqs', parq.id, 'aprovado')).toMatchObject({ ok: false, message: PARQ_NEEDS_CLEARANCE });
    await decide(admin, 'userdocuments', clearance.id, 'aprovado');
    expect(await decide(admin, 'parqs', parq.id, 'aprovado')).toEqual({ seq: 1, ok: true });
    expect(await stored('parqs', parq.id)).toMatchObject({ status: 'aprovado', approved_on: '2026-11-20', expires_on: '2027-11-19', reviewed_by: admin.id });
    expect(await decide(admin, 'parqs', parq.id, 'recusado', 'Engano.')).toMatchObject({ ok: false, code: 'state' });
  });

  it('with every answer "não" is approved without a clearance; the owner may not delete it', async () => {
    const parq = { id: uuidv7(), user_id: atleta.id, profile_id: atletaProfile.id, ...answers(), respondent: 'proprio', declared: true };
    await one(atleta, 'parqs.put', parq);
    expect(await decide(admin, 'parqs', parq.id, 'aprovado')).toEqual({ seq: 1, ok: true });
    expect(await one(atleta, 'parqs.delete', { id: parq.id })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
