// CBCa: without the releasing club's consent, the athlete is free at once when the fine is paid.
// The fine is a debt of the finances area: recorded on the transfer, it becomes a debt of the
// destination entity; a bill paying it marks the fine paid, and only then may the federation approve.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/protocol';
import { windowOfDays } from '../../src/domain/markets/rules';
import { fineDebtIdOf } from '../../src/domain/markets/transfer-fine';
import { uuidv7 } from '../../src/domain/uuid';
import { associationRecord, expectAllOk, pushAll, seededRow } from './competition-helpers';
import { login, testClock, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, Replica } from './sync-helpers';

const clock = testClock(new Date('2027-01-20T15:00:00Z'));
const harness = testServer({ now: clock.now });
const stored = (collection: string, id: string) => storedData(harness.handle.db, collection, id);
const refusal = (r: PushResult) => (r.ok ? 'ok' : { code: r.code, message: r.message });

let admin: string;
let gestor: SignedIn;
let destination: SignedIn & { association: string };
let own: string;
let tenant: string;
const market = uuidv7();

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const g = await login(harness.app, 'gestor@demo.test');
  gestor = { token: g.token, id: g.result.id };
  own = String((await seededRow(harness.handle.db, 'associationmanagers', `owner_id = '${gestor.id}'`)).association_id);
  tenant = (await harness.handle.db.query<{ t: string }>(`SELECT tenant_id::text AS t FROM records WHERE id = $1::uuid`, [own]))[0]!.t;
  const manager = await newAccount(harness.handle.db, harness.app, tenant, 'destino', 'Gestor Destino', 46_000_000);
  const ref = await seededRow(harness.handle.db, 'associations', `r.id = '${own}'::uuid`);
  const association = associationRecord('Clube Destino da Multa', String(ref.associationstype_id), String(ref.city_id));
  const sport = (await seededRow(harness.handle.db, 'sports')).id;
  expectAllOk(await pushAll(harness.app, admin, [
    ['associations.put', association],
    ['associationmanagers.put', { id: uuidv7(), association_id: association.id, user_id: manager.id }],
    ['markets.put', { id: market, name: 'Canoagem 2027', sport_id: sport, season: '2027', preset: 'cbca' }],
    ['marketwindows.put', { id: uuidv7(), market_id: market, ...windowOfDays('2027-01-01', '2027-01-31') }],
  ]));
  destination = { ...manager, association: association.id };
}, 180_000);

describe('the fine for a release without the club\'s consent', () => {
  it('is a debt of the destination entity; paid through a bill, it frees the athlete', async () => {
    const person = await newAccount(harness.handle.db, harness.app, tenant, 'remadora', 'Remadora Livre', 47_000_000);
    const p = profile(person.id, { name: 'Remadora Livre', birthdate: '1999-03-03', association_id: own });
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
    const transfer = { id: uuidv7(), market_id: market, profile_id: p.id, from_association_id: own, to_association_id: destination.association };
    expectAllOk(await pushAll(harness.app, destination.token, [['transfers.request', transfer]]));
    expectAllOk(await pushAll(harness.app, person.token, [['transfers.consent', { id: transfer.id }]]));
    expectAllOk(await pushAll(harness.app, gestor.token, [['transfers.release', { id: transfer.id, answer: 'negada' }]]));

    // Refused by the club, no fine yet: the rule names the fine as the way out.
    const [early] = await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]);
    expect(refusal(early!)).toMatchObject({ code: 'rule', message: expect.stringContaining('multa rescisória paga') });

    // The federation records the fine: a debt of the destination entity, linked to the transfer.
    expectAllOk(await pushAll(harness.app, admin, [['transfers.record', { id: transfer.id, fine_cents: 150_000 }]]));
    const debtId = fineDebtIdOf(transfer.id);
    expect(await stored('debts', debtId)).toMatchObject({
      association_id: destination.association, amount_cents: 150_000, origin: 'transfer', transfer_id: transfer.id, status: 'aberta', due_date: '2027-01-30',
    });
    expect(await stored('transfers', transfer.id)).toMatchObject({ fine_debt_id: debtId, fine_cents: 150_000 });
    // The destination's manager sees the debt their entity owes.
    const replica = new Replica();
    await replica.sync(harness.app, destination.token);
    expect(replica.get('debts', debtId)).toMatchObject({ amount_cents: 150_000 });

    // Recorded, not paid: still refused.
    const [unpaid] = await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]);
    expect(refusal(unpaid!)).toMatchObject({ code: 'rule' });

    // A bill for the debt, paid: the fine is paid and the approval goes through.
    const bill = uuidv7();
    expectAllOk(await pushAll(harness.app, admin, [
      ['bills.create', { id: bill, association_id: destination.association, debt_ids: [debtId] }],
      ['bills.pay', { id: bill, amount_cents: 150_000, paid_at: '2027-01-21' }],
    ]));
    expect(await stored('debts', debtId)).toMatchObject({ status: 'paga' });
    expect(await stored('transfers', transfer.id)).toMatchObject({ fine_paid: true, fine_paid_at: '2027-01-21' });
    expectAllOk(await pushAll(harness.app, admin, [['transfers.decide', { id: transfer.id, decision: 'aprovada' }]]));
    expect(await stored('profiles', p.id)).toMatchObject({ association_id: destination.association });
  });

  it('a market whose rules do not free by fine refuses one, and a debt made by hand cannot claim a transfer', async () => {
    const fifa = uuidv7();
    const sport = (await seededRow(harness.handle.db, 'sports')).id;
    expectAllOk(await pushAll(harness.app, admin, [
      ['markets.put', { id: fifa, name: 'Amador 2027', sport_id: sport, season: '2027', preset: 'fifa_like', amateur_only: true }],
    ]));
    const person = await newAccount(harness.handle.db, harness.app, tenant, 'amador', 'Atleta Amador', 48_000_000);
    const p = profile(person.id, { name: 'Atleta Amador', birthdate: '1998-01-01', association_id: own });
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
    const transfer = { id: uuidv7(), market_id: fifa, profile_id: p.id, from_association_id: own, to_association_id: destination.association };
    expectAllOk(await pushAll(harness.app, destination.token, [['transfers.request', transfer]]));
    const [r] = await pushAll(harness.app, admin, [['transfers.record', { id: transfer.id, fine_cents: 50_000 }]]);
    expect(refusal(r!)).toEqual({ code: 'rule', message: 'As regras deste mercado não liberam o atleta por multa.' });
    expect(await stored('debts', fineDebtIdOf(transfer.id))).toBeUndefined();

    const forged = { id: uuidv7(), association_id: destination.association, description: 'Multa', amount_cents: 100, due_date: '2027-02-01', transfer_id: transfer.id };
    const [put] = await pushAll(harness.app, admin, [['debts.put', forged]]);
    const kept = await stored('debts', forged.id);
    // Either refused or stored without the link: a hand-made debt never pays a transfer's fine.
    expect(put!.ok ? kept?.transfer_id ?? null : null).toBeNull();
  });
});
