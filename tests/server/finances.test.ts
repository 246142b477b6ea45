// Finances on the server: only the holders of `debts`, `bills` and `recurrences` write money; a
// person reads only their own bills, an entity's manager only their entity's; an overpayment, a
// negative amount, a debt of another tenant or of another payer are refused in pt-BR and change
// nothing; a recurrence on a plan bills each active membership once per period.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { validatePixCode } from '../../src/domain/finances/pix';
import { billPixCode } from '../../src/domain/finances/settings';
import { uuidv7 } from '../../src/domain/uuid';
import { sqlTx } from '../../server/sync/sql-tx';
import { pushAll, seededRow } from './competition-helpers';
import { call, login, testServer } from './helpers';
import { ownProfile, storedData } from './record-helpers';
import { m, pushOk, Replica } from './sync-helpers';

const harness = testServer();
const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);
const refusal = (r: PushResult) => (r.ok ? 'ok' : { code: r.code, message: r.message });

let demoId: string;
let admin: { token: string; id: string };
let athlete: { token: string; id: string };
let manager: { token: string; id: string };
let outra: { token: string; id: string };
let athleteProfile: Record<string, unknown> & { id: string };
let ownEntity: string;
let otherEntity: string;

const debt = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(), description: 'Anuidade 2026', amount_cents: 18000, due_date: '2026-12-10', ...over,
});

beforeAll(async () => {
  demoId = (await harness.handle.db.query<{ id: string }>(`SELECT id::text AS id FROM tenants WHERE code = 'demo'`))[0]!.id;
  const signIn = async (who: string, host?: string) => {
    const a = await login(harness.app, who, host ? { host } : {});
    return { token: a.token, id: a.result.id };
  };
  admin = await signIn('admin@demo.test');
  athlete = await signIn('atleta@demo.test');
  manager = await signIn('gestor@demo.test');
  outra = await signIn('master@outra.test', 'outra.localhost:8787');
  athleteProfile = (await ownProfile(harness.handle.db, demoId, athlete.id)) as Record<string, unknown> & { id: string };
  ownEntity = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${manager.id}'`)).association_id);
  otherEntity = (await seededRow(harness.handle.db, 'associations', `r.id <> '${ownEntity}'::uuid`)).id;
}, 120_000);

describe('who writes money', () => {
  it('a person without the permissions writes no debt, recurrence or payment', async () => {
    const d = debt({ profile_id: athleteProfile.id });
    const results = await pushAll(harness.app, athlete.token, [
      ['debts.put', d],
      ['recurrences.put', { id: uuidv7(), description: 'Mensalidade', amount_cents: 6000, day_of_month: 10, starts_on: '2026-01-01', profile_id: athleteProfile.id }],
      ['billingsettings.put', { id: uuidv7(), pix_key: 'golpe@x.com', receiver_name: 'Golpista', city: 'Recife' }],
    ]);
    expect(results.every((r) => !r.ok && r.code === 'forbidden')).toBe(true);
    expect(await stored('debts', d.id)).toBeUndefined();
  });

  it('the treasurer writes a person\'s debt; its owner is the person\'s login, whatever the args say', async () => {
    const d = debt({ profile_id: athleteProfile.id, user_id: admin.id });
    expect((await pushAll(harness.app, admin.token, [['debts.put', d]])).map(refusal)).toEqual(['ok']);
    expect(await stored('debts', d.id)).toMatchObject({ user_id: athlete.id, amount_cents: 18000, status: 'aberta' });
  });

  it('a debt names one payer, and a negative amount is refused', async () => {
    const both = debt({ profile_id: athleteProfile.id, association_id: ownEntity });
    const negative = debt({ profile_id: athleteProfile.id, amount_cents: -100 });
    const results = await pushAll(harness.app, admin.token, [['debts.put', both], ['debts.put', negative]]);
    expect(refusal(results[0]!)).toEqual({ code: 'invalid', message: 'Informe quem deve: uma pessoa ou uma entidade (não as duas).' });
    expect(results[1]!.ok).toBe(false);
    expect(await stored('debts', both.id)).toBeUndefined();
    expect(await stored('debts', negative.id)).toBeUndefined();
  });
});

describe('bills and payments', () => {
  const first = debt({ description: 'Anuidade', amount_cents: 10000, due_date: '2026-12-05' });
  const second = debt({ description: 'Inscrição', amount_cents: 5000, due_date: '2026-12-20' });
  const billId = uuidv7();

  beforeAll(async () => {
    const results = await pushAll(harness.app, admin.token, [
      ['debts.put', { ...first, profile_id: athleteProfile.id }],
      ['debts.put', { ...second, profile_id: athleteProfile.id }],
    ]);
    expect(results.map(refusal)).toEqual(['ok', 'ok']);
  });

  it('bills.create sums the debts and sets a txid; a debt cannot go in two open bills', async () => {
    const again = uuidv7();
    const results = await pushAll(harness.app, admin.token, [
      ['bills.create', { id: billId, profile_id: athleteProfile.id, debt_ids: [first.id, second.id] }],
      ['bills.create', { id: again, profile_id: athleteProfile.id, debt_ids: [first.id] }],
    ]);
    expect(results[0]!.ok).toBe(true);
    expect(refusal(results[1]!)).toEqual({ code: 'in_bill', message: 'O débito "Anuidade" já está em uma fatura em aberto.' });
    const bill = await stored('bills', billId);
    expect(bill).toMatchObject({ amount_cents: 15000, status: 'aberta', user_id: athlete.id, due_date: '2026-12-05' });
    expect(String(bill!.txid)).toMatch(/^[A-Z0-9]{25}$/);
    expect(await stored('bills', again)).toBeUndefined();
  });

  it('a debt of another payer or another tenant is refused', async () => {
    const entityDebt = debt({ association_id: otherEntity });
    await pushAll(harness.app, admin.token, [['debts.put', entityDebt]]);
    const mixed = await pushAll(harness.app, admin.token, [['bills.create', { id: uuidv7(), profile_id: athleteProfile.id, debt_ids: [entityDebt.id] }]]);
    expect(refusal(mixed[0]!)).toEqual({ code: 'other_payer', message: 'O débito "Anuidade 2026" é de outro devedor.' });
    // The other tenant's master names this tenant's debt: it does not exist there.
    const foreign = await pushOk(harness.app, outra.token, uuidv7(), [m(1, 'bills.create', { id: uuidv7(), association_id: otherEntity, debt_ids: [entityDebt.id] })], { host: 'outra.localhost:8787' });
    expect(refusal(foreign.results[0]!)).toEqual({ code: 'not_found', message: 'Débito não encontrado.' });
    expect((await stored('debts', entityDebt.id))?.bill_id ?? null).toBeNull();
  });

  it('an overpayment, a zero or negative amount and a wrong txid are refused; nothing changes', async () => {
    const results = await pushAll(harness.app, admin.token, [
      ['bills.pay', { id: billId, amount_cents: 15001, paid_at: '2026-12-01' }],
      ['bills.pay', { id: billId, amount_cents: -500, paid_at: '2026-12-01' }],
      ['bills.pay', { id: billId, amount_cents: 0, paid_at: '2026-12-01' }],
      ['bills.pay', { id: billId, amount_cents: 100, paid_at: '2026-12-01', txid: 'OUTRO123' }],
    ]);
    expect(refusal(results[0]!)).toEqual({ code: 'overpaid', message: 'O pagamento (R$ 150,01) é maior que o valor devido (R$ 150,00).' });
    expect(results.slice(1).every((r) => !r.ok)).toBe(true);
    expect(await stored('bills', billId)).toMatchObject({ paid_cents: 0, status: 'aberta' });
    const payments = await harness.handle.db.query(`SELECT 1 FROM records WHERE collection = 'billpayments' AND data->>'bill_id' = $1`, [billId]);
    expect(payments).toHaveLength(0);
  });

  it('a person cannot record a payment', async () => {
    const results = await pushAll(harness.app, athlete.token, [['bills.pay', { id: billId, amount_cents: 15000, paid_at: '2026-12-01' }]]);
    expect(refusal(results[0]!)).toEqual({ code: 'forbidden', message: 'Só quem gerencia faturas registra pagamentos.' });
  });

  it('partial payments settle debts in due-date order and say which', async () => {
    const bill = await stored('bills', billId);
    const results = await pushAll(harness.app, admin.token, [
      ['bills.pay', { id: billId, amount_cents: 10000, paid_at: '2026-12-01', txid: bill!.txid }],
      ['bills.pay', { id: billId, amount_cents: 5000, paid_at: '2026-12-02' }],
    ]);
    expect(results.map(refusal)).toEqual(['ok', 'ok']);
    expect(await stored('bills', billId)).toMatchObject({ paid_cents: 15000, status: 'paga' });
    expect(await stored('debts', first.id)).toMatchObject({ status: 'paga', paid_cents: 10000 });
    expect(await stored('debts', second.id)).toMatchObject({ status: 'paga', paid_cents: 5000 });
    const payments = await harness.handle.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE collection = 'billpayments' AND data->>'bill_id' = $1 ORDER BY data->>'paid_at'`, [billId],
    );
    expect(payments.map((p) => p.data.settled_debt_ids)).toEqual([[first.id], [second.id]]);
    expect(payments[0]!.data.method).toBe('pix');
    const late = await pushAll(harness.app, admin.token, [['bills.pay', { id: billId, amount_cents: 1, paid_at: '2026-12-03' }]]);
    expect(refusal(late[0]!)).toEqual({ code: 'paid', message: 'Esta fatura já está paga.' });
  });

  it('a person reads only their own bills; a manager only their entity\'s', async () => {
    const entityDebt = debt({ association_id: ownEntity, description: 'Taxa de filiação da entidade' });
    const entityBill = uuidv7();
    const results = await pushAll(harness.app, admin.token, [
      ['debts.put', entityDebt],
      ['bills.create', { id: entityBill, association_id: ownEntity, debt_ids: [entityDebt.id] }],
      ['billingsettings.put', { id: uuidv7(), pix_key: '12345678909', receiver_name: 'Federação Demo', city: 'São Paulo', fine_bp: 200, interest_bp_month: 100 }],
    ]);
    expect(results.slice(0, 2).map(refusal)).toEqual(['ok', 'ok']);
    const person = new Replica();
    await person.sync(harness.app, athlete.token);
    const personBills = [...person.rows.keys()].filter((k) => k.startsWith('bills/'));
    expect(personBills).toContain(`bills/${billId}`);
    expect(personBills).not.toContain(`bills/${entityBill}`);
    expect([...person.rows.values()].filter((r) => 'txid' in r && 'debt_ids' in r).every((r) => r.user_id === athlete.id)).toBe(true);
    // The settings row reaches everyone: the QR is drawn offline from it.
    const settings = [...person.rows.entries()].find(([k]) => k.startsWith('billingsettings/'))?.[1];
    const bill = person.rows.get(`bills/${billId}`)!;
    const code = billPixCode(settings, { txid: String(bill.txid), due_cents: 15000 });
    expect(code && validatePixCode(code).ok).toBe(true);
    const gestor = new Replica();
    await gestor.sync(harness.app, manager.token);
    const managerBills = [...gestor.rows.keys()].filter((k) => k.startsWith('bills/'));
    expect(managerBills).toContain(`bills/${entityBill}`);
    expect(managerBills).not.toContain(`bills/${billId}`);
  });

  it('a manager may not bill another entity\'s debts', async () => {
    const entityDebt = debt({ association_id: otherEntity });
    await pushAll(harness.app, admin.token, [['debts.put', entityDebt]]);
    const results = await pushAll(harness.app, manager.token, [['bills.create', { id: uuidv7(), association_id: otherEntity, debt_ids: [entityDebt.id] }]]);
    expect(refusal(results[0]!)).toEqual({ code: 'forbidden', message: 'Você não tem permissão para gerenciar faturas.' });
  });
});

describe('recurrences', () => {
  it('bill each active membership of the plan once per period, on put and on every rerun', async () => {
    const typeId = uuidv7();
    const planId = uuidv7();
    const people = [athleteProfile, ...(await harness.handle.db.query<{ data: Record<string, unknown> & { id: string } }>(
      `SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND NOT deleted AND data->>'user_id' IS NOT NULL AND id <> $2::uuid ORDER BY id LIMIT 2`,
      [demoId, athleteProfile.id],
    )).map((r) => r.data)];
    const memberships = people.map((p, i) => ({ id: uuidv7(), profile: p, status: i === 2 ? 'suspensa' : 'ativa' }));
    await harness.handle.db.tx(async (tx) => {
      const w = sqlTx(tx, demoId, new Date());
      await w.put('registertypes', { id: typeId, name: 'Judô — teste', graduation_preset: 'cbj' });
      await w.put('registermembershipplans', { id: planId, name: 'Mensalidade teste', amount_cents: 6000, period: 'mensal' });
      for (const m of memberships) {
        const registerId = uuidv7();
        await w.put('registers', { id: registerId, registertype_id: typeId, user_id: m.profile.user_id, profile_id: m.profile.id, status: 'ativo' });
        await w.put('registermemberships', { id: m.id, register_id: registerId, plan_id: planId, user_id: m.profile.user_id, profile_id: m.profile.id, starts_on: '2026-01-01', status: m.status });
      }
    });
    const recurrence = { id: uuidv7(), description: 'Mensalidade', amount_cents: 6000, day_of_month: 10, starts_on: '2020-01-01', plan_id: planId };
    expect((await pushAll(harness.app, admin.token, [['recurrences.put', recurrence]])).map(refusal)).toEqual(['ok']);
    const made = async () => (await harness.handle.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE collection = 'debts' AND NOT deleted AND data->>'recurrence_id' = $1`, [recurrence.id],
    )).map((r) => r.data);
    const debts = await made();
    expect(debts.map((d) => d.membership_id).sort()).toEqual(memberships.filter((m) => m.status === 'ativa').map((m) => m.id).sort());
    expect(debts.find((d) => d.profile_id === athleteProfile.id)).toMatchObject({ user_id: athlete.id, amount_cents: 6000, origin: 'membership' });
    const rerun = await call(harness.app, `/api/v1/finances/recurrences/${recurrence.id}/run`, { token: admin.token, body: {} });
    expect(rerun.json).toMatchObject({ status: 1, created: 0, existing: 2 });
    expect(await made()).toHaveLength(2);
    const next = await call(harness.app, `/api/v1/finances/recurrences/${recurrence.id}/run`, { token: admin.token, body: { period: '2030-01' } });
    expect(next.json).toMatchObject({ status: 1, created: 2, period: '2030-01' });
    const athleteRun = await call(harness.app, `/api/v1/finances/recurrences/${recurrence.id}/run`, { token: athlete.token, body: {} });
    expect(athleteRun.status).toBe(403);
    expect(athleteRun.json.message).toBe('Você não tem permissão para gerar débitos recorrentes.');
    const bad = await call(harness.app, `/api/v1/finances/recurrences/${recurrence.id}/run`, { token: admin.token, body: { period: '2030-13' } });
    expect(bad.status).toBe(400);
  });
});
