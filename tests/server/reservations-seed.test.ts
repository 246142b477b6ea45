// The demo venues and reservations: two venues with spaces and hours, reservations in every state,
// the athlete's booking today still ahead, the gate persona able to check in, a block over a booked
// slot, a waitlist on a full slot; the athlete replicates only their own reservations.
import { describe, expect, it } from 'vitest';
import { reservationsHitByBlock } from '../../src/domain/reservations/rules';
import { brasiliaTime } from '../../src/domain/reservations/time';
import { DEMO_GYM, DEMO_PARK, DEMO_RESERVATIONS, upcomingToday } from '../../server/seed/reservations-seed';
import { memoryTx } from '../../src/domain/competitions/competition-fixture';
import { login, testServer } from './helpers';
import { Replica } from './sync-helpers';

const harness = testServer();

const rows = async (collection: string) =>
  (await harness.handle.db.query<{ data: Record<string, unknown> & { id: string } }>(
    `SELECT r.data FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE t.code = 'demo' AND r.collection = $1 AND NOT r.deleted`, [collection],
  )).map((r) => r.data);

describe('demo reservations', () => {
  it('two venues, spaces open Mon–Sat 07–22 and Sun 08–12, every status, a waitlist, public CPF booking on', async () => {
    expect((await rows('venues')).map((v) => v.name).sort()).toEqual([DEMO_GYM, DEMO_PARK]);
    const schedules = await rows('spaceschedules');
    expect(schedules.filter((s) => s.space_id === DEMO_RESERVATIONS.court1).map((s) => `${s.weekday} ${s.opens_at}-${s.closes_at}`).sort())
      .toEqual(['1 07:00-22:00', '2 07:00-22:00', '3 07:00-22:00', '4 07:00-22:00', '5 07:00-22:00', '6 07:00-22:00', '7 08:00-12:00']);
    const reservations = await rows('reservations');
    expect(new Set(reservations.map((r) => r.status))).toEqual(new Set(['pendente', 'confirmada', 'cancelada', 'nao_compareceu']));
    expect((await rows('reservationwaits')).map((w) => w.status)).toEqual(['aguardando']);
    expect(await rows('reservationsettings')).toMatchObject([{ public_cpf_booking: true, weekly_quota_per_cpf: 2 }]);
  });

  it('the athlete\'s booking is today, at the gate\'s venue, still ahead; they replicate only their own', async () => {
    const mine = (await rows('reservations')).find((r) => r.id === DEMO_RESERVATIONS.athleteToday)!;
    expect(mine).toMatchObject({ status: 'confirmada', venue_id: DEMO_RESERVATIONS.gymVenue });
    expect(brasiliaTime(String(mine.starts_at)).day).toBe(brasiliaTime(Date.now()).day);
    expect(Date.parse(String(mine.starts_at))).toBeGreaterThan(Date.now() - 60 * 60_000); // the dump may be up to an hour old
    const athlete = await login(harness.app, 'atleta@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, athlete.token);
    expect(replica.ids('reservations').sort()).toEqual([DEMO_RESERVATIONS.athleteToday, (await rows('reservations')).find((r) => r.cancel_reason === 'Não vou poder ir.')!.id].sort());
    expect(replica.ids('venues').length).toBe(2);
  });

  it('the gate persona holds `reservations` and replicates the day of its venue', async () => {
    const staff = await login(harness.app, 'staff@demo.test');
    expect(staff.result.permissions_names).toContain('reservations');
    const replica = new Replica();
    await replica.sync(harness.app, staff.token);
    expect(replica.ids('reservations')).toContain(DEMO_RESERVATIONS.athleteToday);
  });

  it('the maintenance block covers a booked slot, which its page lists', async () => {
    const tx = memoryTx([...(await rows('reservations')).map((r) => [`reservations/${r.id}`, r] as const), ...(await rows('spaces')).map((r) => [`spaces/${r.id}`, r] as const)]);
    const block = (await rows('reservationblocks')).find((b) => b.id === DEMO_RESERVATIONS.maintenanceBlock)!;
    expect((await reservationsHitByBlock(tx, block)).map((r) => r.name)).toEqual(['Equipe Sub-15 SEP']);
  });

  it('today\'s slot starts after the seed, on the seed\'s day, up to its last minute', () => {
    for (const iso of ['2026-12-01T10:00:00.000Z', '2026-12-02T02:50:00.000Z', '2026-12-02T02:58:00.000Z']) {
      const now = new Date(iso);
      const { starts_at } = upcomingToday(now);
      expect(Date.parse(starts_at)).toBeGreaterThan(now.getTime());
      expect(brasiliaTime(starts_at).day).toBe(brasiliaTime(now.getTime()).day);
    }
  });
});
