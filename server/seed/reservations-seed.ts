// Demo venues and reservations, tenant demo only: the Ginásio Municipal Centro (São Paulo; the
// venue the gate phone of staff@demo.test checks in at) and the Parque Aquático Municipal, spaces
// open Mon–Sat 07:00–22:00 and Sun 08:00–12:00 with their slot rules, reservations in every state
// (pendente, confirmada, cancelada, nao_compareceu, one checked in), a full slot with a waitlist
// entry, a maintenance block next week over a booked slot (its page lists it), and the settings
// (public CPF booking on, 2 per CPF a week). atleta@demo.test has a confirmada reservation TODAY,
// starting after the server starts (the times are relative to the seed's clock, like the meals'
// lunch), so the e2e journey works any day. Written through the records store like the other seeds.
import * as v from 'valibot';
import { cpfFromBase } from '../../src/domain/cpf';
import { findResource } from '../../src/domain/resources/index';
import { RESERVATION_SETTINGS_ID } from '../../src/domain/reservations/rules';
import { addDays, brasiliaInstant, brasiliaTime, isoWeekOf } from '../../src/domain/reservations/time';
import { derivedId } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';

const TENANT = 'demo';
const id = (...parts: string[]) => derivedId('demo-reservations', ...parts);

/** Ids the screens, the gate and the e2e journey can rely on. */
export const DEMO_RESERVATIONS = {
  gymVenue: id('venue', 'ginasio'),
  parkVenue: id('venue', 'parque'),
  court1: id('space', 'quadra-1'),
  court2: id('space', 'quadra-2'),
  pool: id('space', 'piscina'),
  /** atleta@demo.test's confirmada reservation today at Quadra 1 (the gate's venue). */
  athleteToday: id('reservation', 'atleta-hoje'),
  maintenanceBlock: id('block', 'manutencao'),
} as const;

export const DEMO_GYM = 'Ginásio Municipal Centro';
export const DEMO_PARK = 'Parque Aquático Municipal';

type Row = Record<string, unknown> & { id: string };
const checked = (collection: string, row: Row): { collection: string; row: Row } => {
  v.parse(findResource(collection)!.schema, row);
  return { collection, row };
};

/**
 * Today's upcoming slot for the demo athlete: the next quarter hour at least 15 minutes ahead, for
 * an hour, so the check-in and the QR work from the start (the no-show sweep waits 15 minutes
 * after it). Late at night, when that would fall tomorrow, it starts a minute from now.
 */
export function upcomingToday(now: Date): { starts_at: string; ends_at: string } {
  const quarter = 15 * 60_000;
  let start = Math.ceil((now.getTime() + quarter) / quarter) * quarter;
  if (brasiliaTime(start).day !== brasiliaTime(now.getTime()).day) start = Math.ceil((now.getTime() + 60_000) / 60_000) * 60_000;
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
}

/** Call inside the seed's transaction, after the catalogue and the people. */
export async function seedReservations(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [TENANT]);
  if (!tenant) return 0;
  const users = await tx.query<{ id: string; email: string }>(
    `SELECT id::text AS id, lower(email) AS email FROM users WHERE tenant_id = $1 AND lower(email) = ANY($2::text[])`,
    [tenant.id, ['admin@demo.test', 'staff@demo.test', 'atleta@demo.test']],
  );
  const user = (email: string) => users.find((u) => u.email === email)?.id;
  const [admin, staff, athlete] = [user('admin@demo.test'), user('staff@demo.test'), user('atleta@demo.test')];
  const [city] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'cities' AND data->>'ibge' = '3550308' AND NOT deleted`, [tenant.id]);
  if (!admin || !staff || !athlete || !city) return 0;
  const [profileRow] = await tx.query<{ data: Row }>(`SELECT data FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted LIMIT 1`, [tenant.id, athlete]);
  const profile = profileRow?.data;
  const sports = await tx.query<{ id: string; code: string }>(`SELECT id::text AS id, data->>'code' AS code FROM records WHERE tenant_id = $1 AND collection = 'sports' AND NOT deleted`, [tenant.id]);
  const sport = (...codes: string[]) => sports.filter((s) => codes.includes(s.code)).map((s) => s.id);

  const stamp = now.toISOString();
  const today = brasiliaTime(now.getTime()).day;
  const day = (days: number) => addDays(today, days);
  const slot = (d: string, from: string, minutes = 60) => {
    const starts_at = brasiliaInstant(d, from);
    return { starts_at, ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString() };
  };
  const { gymVenue, parkVenue, court1, court2, pool } = DEMO_RESERVATIONS;
  const gymType = id('type', 'ginasio');
  const parkType = id('type', 'parque');
  const out: { collection: string; row: Row }[] = [
    checked('venuestypes', { id: gymType, name: 'Ginásio' }),
    checked('venuestypes', { id: parkType, name: 'Parque aquático' }),
    checked('venues', {
      id: gymVenue, name: DEMO_GYM, city_id: city.id, venuestype_id: gymType, address: 'Rua Voluntários da Pátria, 1200 — Santana',
      zip_code: '02011200', latitude: -23.5016, longitude: -46.6253, phone: '1133330100', notes: 'Entrada pela portaria principal; leve documento com foto.',
    }),
    checked('venues', {
      id: parkVenue, name: DEMO_PARK, city_id: city.id, venuestype_id: parkType, address: 'Avenida Braz Leme, 2000 — Santana',
      zip_code: '02022011', latitude: -23.5086, longitude: -46.6412, phone: '1133330200',
    }),
    checked('spaces', { id: court1, venue_id: gymVenue, name: 'Quadra 1', capacity: 30, sport_ids: sport('VOL', 'BAS', 'FTS', 'HAN'), public_booking: true, notes: 'Quadra poliesportiva coberta.' }),
    checked('spaces', { id: court2, venue_id: gymVenue, name: 'Quadra 2', capacity: 20, sport_ids: sport('FTS'), public_booking: false, notes: 'Reservada a entidades filiadas.' }),
    checked('spaces', { id: pool, venue_id: parkVenue, name: 'Piscina semiolímpica', capacity: 24, sport_ids: sport('NAT'), public_booking: true }),
    checked('spacegaps', { id: id('gap', 'quadra-1'), space_id: court1, slot_minutes: 60, gap_minutes: 0 }),
    checked('spacegaps', { id: id('gap', 'quadra-2'), space_id: court2, slot_minutes: 60, gap_minutes: 10 }),
    checked('spacegaps', { id: id('gap', 'piscina'), space_id: pool, slot_minutes: 50, gap_minutes: 10 }),
    checked('reservationsettings', {
      id: RESERVATION_SETTINGS_ID, singleton: 'tenant', public_cpf_booking: true, weekly_quota_per_cpf: 2, no_show_minutes: 15, offer_hours: 12,
      public_notice: 'Chegue 10 minutos antes e apresente o QR da reserva na portaria. Sem check-in até 15 minutos após o início, o horário é liberado.',
    }),
  ];
  for (const space of [court1, court2, pool]) {
    for (let weekday = 1; weekday <= 7; weekday++) {
      const hours = weekday === 7 ? { opens_at: '08:00', closes_at: '12:00' } : { opens_at: '07:00', closes_at: '22:00' };
      out.push(checked('spaceschedules', { id: id('schedule', space, String(weekday)), space_id: space, weekday, ...hours }));
    }
  }

  // People without a login, booked at the counter (name and CPF), and the demo athlete.
  const walkIn = (n: number, name: string) => ({ name, cpf: cpfFromBase(String(910_000_000 + n)), email: `${name.split(' ')[0]!.toLowerCase()}@example.com` });
  const person = profile ? { profile_id: profile.id, name: String(profile.social_name || profile.name), cpf: profile.cpf ?? null } : { name: 'Lucas Atleta' };
  const reservation = (key: string, space: string, venue: string, when: { starts_at: string; ends_at: string }, over: Record<string, unknown>) =>
    checked('reservations', {
      id: id('reservation', key), space_id: space, venue_id: venue, ...when, status: 'confirmada', source: 'staff',
      created_at: stamp, created_by: admin, user_id: null, ...over,
    });
  const blockStart = isoWeekOf(stamp).nextMonday; // next week's Monday to Wednesday
  out.push(
    reservation('atleta-hoje', court1, gymVenue, upcomingToday(now), { ...person, user_id: athlete, source: 'app', created_by: athlete, email: 'atleta@demo.test' }),
    reservation('atleta-cancelada', pool, parkVenue, slot(day(3), '08:00', 50), {
      ...person, user_id: athlete, source: 'app', created_by: athlete, status: 'cancelada', cancelled_at: stamp, cancelled_by: athlete, cancel_reason: 'Não vou poder ir.',
    }),
    reservation('pendente', court1, gymVenue, slot(day(1), '18:00'), { ...walkIn(1, 'Marina Costa'), status: 'pendente', notes: 'Aguardando o comprovante da escola.' }),
    reservation('cheia', court1, gymVenue, slot(day(1), '20:00'), { ...walkIn(2, 'Carlos Pereira') }),
    reservation('publica', pool, parkVenue, slot(day(2), '07:00', 50), { ...walkIn(3, 'Helena Duarte'), source: 'public', created_by: null }),
    reservation('ontem-presente', court1, gymVenue, slot(day(-1), '19:00'), { ...walkIn(4, 'Rafael Souza'), checked_in_at: brasiliaInstant(day(-1), '18:52'), checked_in_by: staff }),
    reservation('ontem-faltou', pool, parkVenue, slot(day(-1), '10:00', 50), { ...walkIn(5, 'Beatriz Lima'), status: 'nao_compareceu' }),
    reservation('na-manutencao', court2, gymVenue, slot(addDays(blockStart, 1), '10:00'), { ...walkIn(6, 'Equipe Sub-15 SEP'), notes: 'Treino semanal.' }),
    checked('reservationwaits', {
      id: id('wait', 'cheia'), space_id: court1, ...slot(day(1), '20:00'), ...walkIn(7, 'Paulo Mendes'), status: 'aguardando', created_at: stamp, user_id: null,
    }),
    checked('reservationblocks', {
      id: DEMO_RESERVATIONS.maintenanceBlock, venue_id: gymVenue, space_id: court2, reason: 'manutencao',
      starts_at: brasiliaInstant(blockStart, '07:00'), ends_at: brasiliaInstant(addDays(blockStart, 2), '22:00'), notes: 'Troca do piso da Quadra 2.',
    }),
    checked('reservationblocks', {
      id: id('block', 'feriado'), venue_id: parkVenue, reason: 'feriado', starts_at: brasiliaInstant(day(10), '00:00'), ends_at: brasiliaInstant(day(11), '00:00'),
      notes: 'Feriado municipal: o parque fecha o dia todo.',
    }),
  );
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
