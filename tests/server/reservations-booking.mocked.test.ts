// Double booking is impossible: 20 people push the same slot of one space at the same moment over
// the real push endpoint, and exactly one gets it; the others are refused in pt-BR, never a 5xx.
// Twice: once with the mutators' own check (what a device previews), once with that check switched
// off, so only the database's exclusion constraint (033_reservations.sql) stands in the way. The
// same file runs on PGlite and, in the PostgreSQL suite (DATABASE_URL), on PostgreSQL, where the
// pushes really run on a pool of connections.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as rules from '../../src/domain/reservations/rules';
import { RESERVATION_SETTINGS_ID } from '../../src/domain/reservations/rules';
import type { PushResult } from '../../src/domain/protocol';
import { uuidv7 } from '../../src/domain/uuid';
import { lockTenantVersion, writeRecords } from '../../server/sync/sql-tx';
import { seededRow, expectAllOk, pushAll } from './competition-helpers';
import { login, testClock, testServer } from './helpers';
import { newAccount, storedData, type SignedIn } from './record-helpers';
import { profile, pushOk } from './sync-helpers';

/** When true, reservations.put skips its own overlap check: only the database refuses. */
const unchecked = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/domain/reservations/rules', async (importOriginal) => {
  const original = await importOriginal<typeof rules>();
  return { ...original, checkFree: (...args: Parameters<typeof original.checkFree>) => (unchecked.on ? Promise.resolve() : original.checkFree(...args)) };
});

// Monday 30/11/2026, 12:00 in Brasília.
const clock = testClock(new Date('2026-11-30T15:00:00Z'));
const harness = testServer({ now: clock.now });

let admin: string;
let tenant: string;
const people: SignedIn[] = [];
const venue = uuidv7();
const space = uuidv7();

/** Brasília wall clock → ISO instant (UTC−3). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();
const slot = (day: string, from: string, to: string) => ({ starts_at: at(day, from), ends_at: at(day, to) });

async function pushOne(token: string, name: string, args: object): Promise<PushResult> {
  return (await pushOk(harness.app, token, uuidv7(), [{ seq: 1, name, args: args as Record<string, unknown>, at: clock.now().toISOString() }])).results[0]!;
}

const refusal = (r: PushResult) => (r.ok ? 'ok' : 'message' in r ? r.message : 'refused');

/** The 20 pushes at once; returns the answers in order. */
async function race(day: string, from: string, to: string): Promise<{ ids: string[]; results: PushResult[]; ms: number }> {
  const ids = people.map(() => uuidv7());
  const started = performance.now();
  const results = await Promise.all(people.map((p, i) => pushOne(p.token, 'reservations.put', { id: ids[i], space_id: space, ...slot(day, from, to) })));
  return { ids, results, ms: Math.round(performance.now() - started) };
}

const liveOf = async (day: string) =>
  (await harness.handle.db.query<{ id: string }>(
    `SELECT id::text AS id FROM records WHERE collection = 'reservations' AND NOT deleted AND data->>'space_id' = $1
       AND data->>'status' IN ('pendente', 'confirmada') AND data->>'starts_at' LIKE $2`, [space, `${day}%`],
  )).map((r) => r.id);

beforeAll(async () => {
  admin = (await login(harness.app, 'admin@demo.test')).token;
  const city = await seededRow(harness.handle.db, 'cities');
  tenant = String((await harness.handle.db.query<{ t: string }>(`SELECT tenant_id::text AS t FROM records WHERE id = $1::uuid`, [city.id]))[0]!.t);
  expectAllOk(await pushAll(harness.app, admin, [
    ['venues.put', { id: venue, name: 'Ginásio do Teste', city_id: city.id }],
    ['spaces.put', { id: space, venue_id: venue, name: 'Quadra Teste', public_booking: true }],
    ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ['spaceschedules.put', { id: uuidv7(), space_id: space, weekday, opens_at: '07:00', closes_at: '22:00' }] as const),
  ]));
  // No weekly quota while the race runs (the same people book several slots); its own test sets it.
  expectAllOk(await pushAll(harness.app, admin, [['reservationsettings.put', { id: RESERVATION_SETTINGS_ID, weekly_quota_per_cpf: 0 }]]));
  for (let i = 0; i < 20; i++) people.push(await newAccount(harness.handle.db, harness.app, tenant, 'reserva', `Pessoa ${i + 1}`, 51_000_000 + i * 1_000_000));
}, 180_000);

describe('20 people book the same slot at the same moment', () => {
  it('exactly one gets 19:00–20:00; 19 are refused in pt-BR; 20:00–21:00 is still free; a cancellation frees 19:00', async () => {
    const { ids, results, ms } = await race('2026-12-01', '19:00', '20:00');
    console.log(`[reservas] 20 pushes simultâneos (verificação do mutator + banco): ${ms} ms`);
    const accepted = results.flatMap((r, i) => (r.ok ? [i] : []));
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map(refusal)).toEqual(Array(19).fill('Horário já reservado: Quadra Teste, 19:00–20:00 de 01/12.'));
    const winner = accepted[0]!;
    expect(await liveOf('2026-12-01')).toEqual([ids[winner]]);
    // The stored row: venue copied from the space, owner the booker, server's clock.
    expect(await storedData(harness.handle.db, 'reservations', ids[winner]!)).toMatchObject({
      venue_id: venue, user_id: people[winner]!.id, status: 'confirmada', source: 'app', created_at: clock.now().toISOString(),
    });

    // Half-open ranges: the next hour touches 20:00 and does not overlap.
    const next = uuidv7();
    expect(await pushOne(people[(winner + 1) % 20]!.token, 'reservations.put', { id: next, space_id: space, ...slot('2026-12-01', '20:00', '21:00') })).toEqual({ seq: 1, ok: true });

    // The owner cancels; the slot is free again for someone else.
    expect(await pushOne(people[winner]!.token, 'reservations.cancel', { id: ids[winner] })).toEqual({ seq: 1, ok: true });
    expect(await storedData(harness.handle.db, 'reservations', ids[winner]!)).toMatchObject({ status: 'cancelada', cancelled_by: people[winner]!.id });
    const again = uuidv7();
    expect(await pushOne(people[(winner + 2) % 20]!.token, 'reservations.put', { id: again, space_id: space, ...slot('2026-12-01', '19:00', '20:00') })).toEqual({ seq: 1, ok: true });
    expect((await liveOf('2026-12-01')).sort()).toEqual([next, again].sort());
  }, 120_000);

  it('with the mutators\' check switched off, the database alone lets exactly one through, with the same pt-BR refusal', async () => {
    unchecked.on = true;
    try {
      const { ids, results, ms } = await race('2026-12-02', '19:00', '20:00');
      console.log(`[reservas] 20 pushes simultâneos (só a restrição do banco): ${ms} ms`);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => [('code' in r && r.code) || null, refusal(r)]))
        .toEqual(Array(19).fill(['taken', 'Horário já reservado: Quadra Teste, 19:00–20:00 de 02/12.']));
      expect(await liveOf('2026-12-02')).toEqual([ids[results.findIndex((r) => r.ok)]]);
      // A partial overlap is refused too; the hour after is not.
      expect(refusal(await pushOne(people[0]!.token, 'reservations.put', { id: uuidv7(), space_id: space, ...slot('2026-12-02', '19:30', '20:30') })))
        .toBe('Horário já reservado: Quadra Teste, 19:30–20:30 de 02/12.');
      expect((await pushOne(people[1]!.token, 'reservations.put', { id: uuidv7(), space_id: space, ...slot('2026-12-02', '20:00', '21:00') })).ok).toBe(true);
    } finally {
      unchecked.on = false;
    }
  }, 120_000);

  it('the constraint holds for any write path: a direct insert of an overlapping live row fails with 23P01; a cancelled one is stored', async () => {
    const base = { space_id: space, venue_id: venue, status: 'confirmada', ...slot('2026-12-03', '10:00', '11:00') };
    const write = (id: string, row: Record<string, unknown>) => harness.handle.db.tx(async (tx) => {
      await lockTenantVersion(tx, tenant);
      await writeRecords(tx, tenant, [{ collection: 'reservations', id, json: JSON.stringify({ id, ...row }), owner: null }], clock.now());
    });
    await write(uuidv7(), base);
    await expect(write(uuidv7(), { ...base, ...slot('2026-12-03', '10:59', '12:00') })).rejects.toMatchObject({ original: { code: '23P01' } });
    await write(uuidv7(), { ...base, status: 'cancelada' });
    await write(uuidv7(), { ...base, space_id: uuidv7() });
  });
});

describe('refusals naming the rule', () => {
  it('outside the opening hours, in a block, in the past: each refused in pt-BR, nothing written', async () => {
    const token = people[3]!.token;
    const put = (over: object) => pushOne(token, 'reservations.put', { id: uuidv7(), space_id: space, ...over });
    expect(refusal(await put(slot('2026-12-04', '21:30', '22:30'))))
      .toBe('Fora do horário de funcionamento: Quadra Teste abre sexta-feira das 07:00 às 22:00; pedido 21:30–22:30.');
    expect(refusal(await put(slot('2026-11-30', '08:00', '09:00')))).toBe('Horário já passou: não é possível reservar no passado.');
    expectAllOk(await pushAll(harness.app, admin, [['reservationblocks.put', { id: uuidv7(), venue_id: venue, reason: 'manutencao', ...slot('2026-12-05', '07:00', '12:00') }]]));
    expect(refusal(await put(slot('2026-12-05', '09:00', '10:00')))).toBe('Horário bloqueado (manutenção): Quadra Teste, de 05/12 07:00 a 05/12 12:00.');
  });
});

describe('the per-CPF weekly quota (ISO week, Brasília)', () => {
  it('a 3rd booking in one week is refused naming the next Monday; the next week\'s is accepted', async () => {
    expectAllOk(await pushAll(harness.app, admin, [['reservationsettings.put', { id: RESERVATION_SETTINGS_ID, weekly_quota_per_cpf: 2 }]]));
    const person = await newAccount(harness.handle.db, harness.app, tenant, 'cota', 'Pessoa da Cota', 71_000_000);
    const p = profile(person.id, { name: 'Pessoa da Cota' });
    expectAllOk(await pushAll(harness.app, admin, [['profiles.put', p]]));
    const put = (day: string, from: string, to: string) => pushOne(person.token, 'reservations.put', { id: uuidv7(), space_id: space, ...slot(day, from, to) });
    expect((await put('2026-12-01', '08:00', '09:00')).ok).toBe(true); // Tuesday
    expect((await put('2026-12-06', '08:00', '09:00')).ok).toBe(true); // Sunday, same week
    expect(refusal(await put('2026-12-04', '08:00', '09:00'))).toBe('Limite de 2 reservas por semana para este CPF: próxima possível a partir de 07/12/2026.');
    expect((await put('2026-12-07', '08:00', '09:00')).ok).toBe(true); // Monday of the next week
    // The CPF counts, whoever books: the staff booking for that CPF in the full week is refused too.
    expect(refusal(await pushOne(admin, 'reservations.put', { id: uuidv7(), space_id: space, cpf: p.cpf, name: 'Pela equipe', ...slot('2026-12-03', '08:00', '09:00') })))
      .toBe('Limite de 2 reservas por semana para este CPF: próxima possível a partir de 07/12/2026.');
  });
});
