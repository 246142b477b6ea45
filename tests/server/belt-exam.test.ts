// Belt exams on the real server: the examiner's phone gets the exam, its candidates (names, no CPF)
// and its marks; marks are append-only (two devices land, a replay is one row, a correction is a
// new row and the latest counts); only the exam's examiners and holders of `registertypes` mark,
// only candidates of the exam; confirming is the federation's, checks the head examiner's grade,
// promotes once; the certificate is signed by the server and a forged one fails offline.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyCertificate, CERTIFICATE_PREFIX, type PublicKeyRecord } from '../../src/domain/credential/index';
import { base45Decode, base45Encode } from '../../src/domain/credential/base45';
import { PRESET_GRADES } from '../../src/domain/registers/graduation-presets';
import { MARK_FORBIDDEN_MESSAGE, NOT_CANDIDATE_MESSAGE } from '../../src/domain/registers/exam-marks';
import { CONFIRM_FORBIDDEN_MESSAGE, certificateId } from '../../src/domain/registers/exam-confirm';
import { CONFIRM_ONLY_MESSAGE, EXAM_CONFIRMED_MESSAGE } from '../../src/domain/registers/exam-rules';
import { derivedId, uuidv7 } from '../../src/domain/uuid';
import { seedGraduations } from '../../server/seed/graduations-seed';
import { expectAllOk, grantRole, pushAll } from './competition-helpers';
import { call, login, testClock, testServer } from './helpers';
import { storedData } from './record-helpers';
import { Replica } from './sync-helpers';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
const harness = testServer({ now: clock.now });
const db = () => harness.handle.db;
const stored = (collection: string, id: string) => storedData(db(), collection, id);

const TYPE = uuidv7();
const grade: Record<number, string> = {};
let admin: string, examiner: string, athlete: string, staff: string;
const reg = { examiner: uuidv7(), athlete: uuidv7(), staff: uuidv7(), gestor: uuidv7() };
const users: Record<string, { user: string; profile: string }> = {};

async function person(email: string) {
  const [row] = await db().query<{ user: string; profile: string }>(
    `SELECT u.id::text AS user, r.id::text AS profile FROM users u JOIN records r ON r.owner_id = u.id AND r.collection = 'profiles' AND NOT r.deleted
      WHERE lower(u.email) = $1 ORDER BY r.version LIMIT 1`, [email]);
  return row!;
}

const marksOf = async (exam: string) =>
  (await db().query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = 'registerexammarks' AND NOT deleted AND data->>'exam_id' = $1`, [exam])).map((r) => r.data);

async function newExam(candidates: string[], examinerRegister = reg.examiner): Promise<string> {
  const exam = uuidv7();
  expectAllOk(await pushAll(harness.app, admin, [
    ['registerexams.put', { id: exam, registertype_id: TYPE, date: '2026-11-28', place: 'Academia Central', examiner_register_id: examinerRegister }],
    ...candidates.map((r) => ['registerexamcandidates.put', { id: uuidv7(), exam_id: exam, register_id: r }] as const),
  ]));
  return exam;
}
const mark = (exam: string, register: string, result: string) => ({ id: uuidv7(), exam_id: exam, register_id: register, result });

beforeAll(async () => {
  await grantRole(db(), 'admin@demo.test', 'Registros (exames)', ['registertypes']);
  admin = (await login(harness.app, 'admin@demo.test')).token;
  examiner = (await login(harness.app, 'arbitro@demo.test')).token;
  athlete = (await login(harness.app, 'atleta@demo.test')).token;
  staff = (await login(harness.app, 'staff@demo.test')).token;
  for (const [key, email] of [['examiner', 'arbitro@demo.test'], ['athlete', 'atleta@demo.test'], ['staff', 'cadastro1@demo.test'], ['gestor', 'gestor@demo.test']] as const) users[key] = await person(email);
  const grades = PRESET_GRADES.ibjjf.map((g) => { grade[g.rank] = uuidv7(); return ['registergraduations.put', { ...g, id: grade[g.rank], registertype_id: TYPE }] as const; });
  const register = (key: keyof typeof reg, rank: number, number: string) =>
    ['registers.put', { id: reg[key], registertype_id: TYPE, user_id: users[key]!.user, profile_id: users[key]!.profile, number, graduation_id: grade[rank], graduated_on: '2024-01-10' }] as const;
  expectAllOk(await pushAll(harness.app, admin, [
    ['registertypes.put', { id: TYPE, name: 'Jiu-jitsu — teste', graduation_preset: 'ibjjf' }], ...grades,
    register('examiner', 3, 'EX-1'), register('athlete', 1, 'A-1'), register('staff', 1, 'A-2'), register('gestor', 1, 'A-3'),
  ]));
}, 120_000);

describe('belt exam marks', () => {
  it('the examiner\'s device holds the exam, its candidates\' names (no CPF) and marks; the athlete\'s does not', async () => {
    const exam = await newExam([reg.athlete, reg.staff]);
    const phone = new Replica();
    await phone.sync(harness.app, examiner);
    expect(phone.get('registerexams', exam)).toMatchObject({ examiner_user_id: users.examiner!.user });
    expect(phone.ids('registerexamcandidates').length).toBeGreaterThanOrEqual(2);
    const candidate = phone.get('profiles', users.staff!.profile)!;
    expect(candidate.name).toBeTruthy();
    expect(candidate.cpf).toBeUndefined();
    expect(phone.get('registers', reg.staff)).toMatchObject({ graduation_id: grade[1] });
    const other = new Replica();
    await other.sync(harness.app, staff);
    expect(other.get('registerexams', exam)).toBeUndefined();
  });

  it('two devices offline both land, a replay is one row, a second mark is a correction', async () => {
    const exam = await newExam([reg.athlete, reg.staff]);
    const a = mark(exam, reg.athlete, 'aprovado');
    const b = mark(exam, reg.staff, 'reprovado');
    expectAllOk(await pushAll(harness.app, examiner, [['registerexams.mark', a]]));
    expectAllOk(await pushAll(harness.app, examiner, [['registerexams.mark', b], ['registerexams.mark', a]]));
    expect(await marksOf(exam)).toHaveLength(2);
    const fix = mark(exam, reg.staff, 'aprovado');
    expectAllOk(await pushAll(harness.app, examiner, [['registerexams.mark', fix]]));
    expect((await marksOf(exam)).map((m) => m.result).sort()).toEqual(['aprovado', 'aprovado', 'reprovado']);
    expect(await stored('registerexammarks', fix.id)).toMatchObject({ examiner_user_id: users.examiner!.user, result: 'aprovado' });
  });

  it('refuses someone who is neither examiner nor federation, and a register not in the exam, changing nothing', async () => {
    const exam = await newExam([reg.athlete]);
    const [stranger] = await pushAll(harness.app, staff, [['registerexams.mark', mark(exam, reg.athlete, 'aprovado')]]);
    expect(stranger).toMatchObject({ ok: false, message: MARK_FORBIDDEN_MESSAGE });
    const [outsider] = await pushAll(harness.app, examiner, [['registerexams.mark', mark(exam, reg.gestor, 'aprovado')]]);
    expect(outsider).toMatchObject({ ok: false, message: NOT_CANDIDATE_MESSAGE });
    // Nobody writes marks through a generic put.
    const [generic] = await pushAll(harness.app, admin, [['registerexammarks.put', { ...mark(exam, reg.athlete, 'aprovado'), examiner_user_id: users.examiner!.user }]]);
    expect(generic?.ok).toBe(false);
    expect(await marksOf(exam)).toHaveLength(0);
  });
});

describe('registerexams.confirm', () => {
  it('only the federation confirms; the approved are promoted once, with certificates; marks are closed afterwards', async () => {
    const exam = await newExam([reg.athlete, reg.staff]);
    expectAllOk(await pushAll(harness.app, examiner, [
      ['registerexams.mark', mark(exam, reg.athlete, 'aprovado')], ['registerexams.mark', mark(exam, reg.staff, 'reprovado')],
    ]));
    const [refused] = await pushAll(harness.app, examiner, [['registerexams.confirm', { id: exam }]]);
    expect(refused).toMatchObject({ ok: false, message: CONFIRM_FORBIDDEN_MESSAGE });
    expect(await stored('registers', reg.athlete)).toMatchObject({ graduation_id: grade[1] });
    expectAllOk(await pushAll(harness.app, admin, [['registerexams.confirm', { id: exam }], ['registerexams.confirm', { id: exam }]]));
    expect(await stored('registers', reg.athlete)).toMatchObject({ graduation_id: grade[2], graduated_on: '2026-11-28' });
    expect(await stored('registers', reg.staff)).toMatchObject({ graduation_id: grade[1] });
    expect(await stored('registerexams', exam)).toMatchObject({ status: 'confirmado' });
    expect(await stored('registercertificates', certificateId(exam, reg.athlete))).toMatchObject({ graduation_id: grade[2], user_id: users.athlete!.user });
    expect(await stored('registercertificates', certificateId(exam, reg.staff))).toBeUndefined();
    const [late] = await pushAll(harness.app, examiner, [['registerexams.mark', mark(exam, reg.staff, 'aprovado')]]);
    expect(late).toMatchObject({ ok: false, message: EXAM_CONFIRMED_MESSAGE });
    // A generic put may not mark an exam confirmed (it would skip the promotions).
    const other = await newExam([reg.staff]);
    const [forged] = await pushAll(harness.app, admin, [['registerexams.put', { id: other, registertype_id: TYPE, date: '2026-11-28', place: 'Academia Central', examiner_register_id: reg.examiner, status: 'confirmado' }]]);
    expect(forged).toMatchObject({ ok: false, message: CONFIRM_ONLY_MESSAGE });
  });

  it('a confirmed exam keeps its candidates: deleting one is refused in pt-BR, nothing removed', async () => {
    const [exam, sat, dropped] = [uuidv7(), uuidv7(), uuidv7()];
    expectAllOk(await pushAll(harness.app, admin, [
      ['registerexams.put', { id: exam, registertype_id: TYPE, date: '2026-11-28', place: 'Academia Central', examiner_register_id: reg.examiner }],
      ['registerexamcandidates.put', { id: sat, exam_id: exam, register_id: reg.gestor }],
      ['registerexamcandidates.put', { id: dropped, exam_id: exam, register_id: reg.staff }],
    ]));
    // Before the confirmation the federation may still take a candidate off the list.
    expectAllOk(await pushAll(harness.app, admin, [['registerexamcandidates.delete', { id: dropped }]]));
    expect(await stored('registerexamcandidates', dropped)).toBeUndefined();
    expectAllOk(await pushAll(harness.app, examiner, [['registerexams.mark', mark(exam, reg.gestor, 'reprovado')]]));
    expectAllOk(await pushAll(harness.app, admin, [['registerexams.confirm', { id: exam }]]));
    const [refused] = await pushAll(harness.app, admin, [['registerexamcandidates.delete', { id: sat }]]);
    expect(refused).toMatchObject({ ok: false, message: EXAM_CONFIRMED_MESSAGE });
    expect(await stored('registerexamcandidates', sat)).toMatchObject({ exam_id: exam, register_id: reg.gestor });
  });

  it('refuses when the head examiner\'s grade may not award the grade (purple → brown needs a black belt)', async () => {
    const purple = uuidv7();
    const holder = await person('responsavel@demo.test');
    expectAllOk(await pushAll(harness.app, admin, [
      ['registers.put', { id: purple, registertype_id: TYPE, user_id: holder.user, profile_id: holder.profile, number: 'R-9', graduation_id: grade[3], graduated_on: '2020-01-10' }],
    ]));
    const exam = await newExam([purple]);
    expectAllOk(await pushAll(harness.app, admin, [['registerexams.mark', mark(exam, purple, 'aprovado')]]));
    const [r] = await pushAll(harness.app, admin, [['registerexams.confirm', { id: exam }]]);
    expect(r).toMatchObject({ ok: false, message: 'Para conceder faixa marrom o examinador precisa ter faixa preta ou acima.' });
    expect(await stored('registers', purple)).toMatchObject({ graduation_id: grade[3] });
    expect(await stored('registerexams', exam)).toMatchObject({ status: 'agendado' });
  });
});

describe('the graduation certificate', () => {
  it('is signed for its holder and verifies offline; a forged one fails', async () => {
    const res = await call(harness.app, '/api/v1/my/registers/certificates', { method: 'POST', token: athlete, body: {} });
    expect(res.status, res.text).toBe(200);
    const certs = (res.json as { certificates: { credential: string }[] }).certificates;
    expect(certs.length).toBeGreaterThanOrEqual(1);
    const text = certs[0]!.credential;
    const phone = new Replica();
    await phone.sync(harness.app, staff);
    const keys = phone.ids('signingkeys').map((id) => phone.get('signingkeys', id) as unknown as PublicKeyRecord);
    const verified = await verifyCertificate(text, { tenantId: 'demo', keys });
    expect(verified).toMatchObject({ ok: true, claims: { grade: 'Faixa azul', registerType: 'Jiu-jitsu — teste', day: '2026-11-28', userId: users.athlete!.user } });
    const bytes = base45Decode(text.slice(CERTIFICATE_PREFIX.length));
    const at = new TextDecoder().decode(bytes).indexOf('azul');
    bytes.set(new TextEncoder().encode('roxa'), at);
    expect(await verifyCertificate(CERTIFICATE_PREFIX + base45Encode(bytes), { tenantId: 'demo', keys })).toMatchObject({ ok: false, reason: 'signature' });
    // The holder's device gets the signed row; another person's does not.
    const own = new Replica();
    await own.sync(harness.app, athlete);
    expect(own.ids('registercertificates').map((id) => own.get('registercertificates', id)!.credential)).toContain(text);
    expect(phone.ids('registercertificates')).toEqual([]);
  });
});

describe('demo seed', () => {
  it('adds an exam per register type with registers: examined by the highest grade, the two lowest as candidates, one marked', async () => {
    await seedGraduations(db(), clock.now());
    const exam = derivedId('demo-exam', TYPE);
    expect(await stored('registerexams', exam)).toMatchObject({ registertype_id: TYPE, examiner_register_id: reg.examiner, examiner_user_id: users.examiner!.user, status: 'agendado' });
    const candidates = await db().query<{ data: Record<string, unknown> }>(`SELECT data FROM records WHERE collection = 'registerexamcandidates' AND NOT deleted AND data->>'exam_id' = $1`, [exam]);
    expect(candidates).toHaveLength(2);
    expect(await marksOf(exam)).toHaveLength(1);
  });
});
