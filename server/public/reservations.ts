// The public space booking (spec §2.5 `/public/open/reservations`), no session, mounted by
// server/routes/api.ts before the competitions' public gate:
//   GET  /public/reservations   the spaces open to the public (`public_booking`) with their venue,
//                               opening hours, slot rule, blocks and the busy intervals of the next
//                               60 days: no name, CPF or owner ever leaves. `no-cache` + ETag, kept
//                               per tenant version like the competition snapshot (the page keeps the
//                               last copy for offline reading).
//   POST /public/reservations   {id, space_id, starts_at, ends_at, name, cpf, email}: only when the
//                               tenant's `public_cpf_booking` is on; every rule of reservations.put
//                               (src/domain/reservations/reservations.ts `book`), the CPF checked
//                               digit by digit, its weekly quota, and the database's no-overlap
//                               constraint (033); refusals are 4xx in pt-BR.
// Rate-limited per address and per tenant like the public register request.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { availableModules } from '../../src/domain/access';
import { isValidCpf, onlyDigits } from '../../src/domain/cpf';
import { createOverlay, isMutationError } from '../../src/domain/mutators/index';
import { isInstantWithOffset } from '../../src/domain/reservations/instants';
import { book } from '../../src/domain/reservations/reservations';
import { reservationSettingsOf, spaceName } from '../../src/domain/reservations/rules';
import { slotLabel } from '../../src/domain/reservations/time';
import { addressKey } from '../auth/address-key';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { methodNotAllowed } from '../http/errors';
import { parseInput, readJsonObject } from '../http/json-body';
import { takeSlot } from '../http/rate-limit';
import { clientIp } from '../http/request-info';
import { lockTenantVersion, RecordReader, StorageFailure, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { overlapConflict } from '../sync/unique-indexes';
import { SnapshotCache } from './snapshot-cache';
import { reservationStamper } from '../credentials/reservations';

export const PUBLIC_RESERVATION_MSG = {
  moduleOff: 'Reservas de espaços não estão disponíveis neste cliente.',
  closed: 'Esta federação não aceita reservas sem conta: entre com sua conta para reservar.',
  tooMany: (seconds: number) => `Muitas reservas em pouco tempo. Tente novamente em ${Math.max(1, Math.ceil(seconds / 60))} min.`,
  booked: (space: string, startsAt: string, endsAt: string) => `Reserva confirmada: ${space}, ${slotLabel(startsAt, endsAt)}.`,
} as const;

/** How far ahead the busy intervals go. */
export const PUBLIC_HORIZON_DAYS = 60;

export const PUBLIC_BOOKING_LIMITS = (tenantId: string, address: string) => [
  { bucket: `reservation-public:${tenantId}:address:${address}`, max: 20, windowMs: 60 * 60 * 1000 },
  { bucket: `reservation-public:${tenantId}:all`, max: 120, windowMs: 60 * 1000 },
];

const reservationsOffered = (c: Context<AppEnv>): boolean => {
  const tenant = c.get('tenant');
  return availableModules(tenant.enabledModules, tenant.hiddenModules).includes('reservations');
};

const instant = (what: string) => v.pipe(v.string(`Informe ${what}.`), v.check(isInstantWithOffset, `${what[0]!.toUpperCase()}${what.slice(3)} inválido.`));
const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

const bookingSchema = v.pipe(v.object({
  id: uuid('Identificador inválido.'),
  space_id: uuid('Selecione o espaço.'),
  starts_at: instant('o início'),
  ends_at: instant('o fim'),
  name: v.pipe(v.string('Informe o nome.'), v.trim(), v.nonEmpty('Informe o nome.'), v.maxLength(200, 'Nome: no máximo 200 caracteres.')),
  cpf: v.pipe(v.string('Informe o CPF.'), v.transform(onlyDigits), v.check(isValidCpf, 'CPF inválido.')),
  email: v.pipe(v.string('Informe o e-mail.'), v.trim(), v.maxLength(120, 'E-mail: no máximo 120 caracteres.'), v.email('Informe um e-mail válido.')),
}, 'Dados da reserva inválidos.'), v.forward(v.check((a) => Date.parse(a.starts_at) < Date.parse(a.ends_at), 'O fim deve ser depois do início.'), ['ends_at']));

type Row = Record<string, unknown>;

async function rows(db: Db, tenantId: string, collection: string, where = 'true', params: unknown[] = []): Promise<Row[]> {
  return (await db.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = $2 AND NOT deleted AND ${where}`, [tenantId, collection, ...(params as never[])],
  )).map((r) => r.data);
}

/** What the public page reads: spaces open to the public, never a person. */
export async function publicReservationsSnapshot(db: Db, tenantId: string, now: Date): Promise<object> {
  const settingsRow = (await rows(db, tenantId, 'reservationsettings'))[0];
  const spaces = (await rows(db, tenantId, 'spaces', `(data->>'public_booking')::boolean IS TRUE`)).sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR'));
  const spaceIds = spaces.map((s) => String(s.id));
  const venueIds = [...new Set(spaces.map((s) => String(s.venue_id)))];
  const venues = await rows(db, tenantId, 'venues', 'id = ANY($3::uuid[])', [venueIds]);
  const cityIds = [...new Set(venues.map((vn) => vn.city_id).filter((x): x is string => typeof x === 'string'))];
  const cities = new Map((await rows(db, tenantId, 'cities', 'id = ANY($3::uuid[])', [cityIds])).map((c) => [c.id, c.name]));
  const inSpaces = `data->>'space_id' = ANY($3::text[])`;
  const [schedules, gaps] = await Promise.all([rows(db, tenantId, 'spaceschedules', inSpaces, [spaceIds]), rows(db, tenantId, 'spacegaps', inSpaces, [spaceIds])]);
  const from = now.toISOString();
  const until = new Date(now.getTime() + PUBLIC_HORIZON_DAYS * 86_400_000).toISOString();
  // Instants compared as timestamps (033's reservation_instant), not as text: offsets may differ.
  const window = `reservation_instant(data->>'ends_at') > $4::timestamptz AND reservation_instant(data->>'starts_at') < $5::timestamptz`;
  const [blocks, busy] = await Promise.all([
    rows(db, tenantId, 'reservationblocks', `data->>'venue_id' = ANY($3::text[]) AND ${window}`, [venueIds, from, until]),
    db.query<{ space_id: string; starts_at: string; ends_at: string }>(
      `SELECT data->>'space_id' AS space_id, data->>'starts_at' AS starts_at, data->>'ends_at' AS ends_at FROM records
        WHERE tenant_id = $1 AND collection = $2 AND NOT deleted AND ${inSpaces} AND data->>'status' IN ('pendente', 'confirmada') AND ${window}
        ORDER BY 2, 3`,
      [tenantId, 'reservations', spaceIds, from, until],
    ),
  ]);
  return {
    generated_at: from,
    until,
    public_cpf_booking: settingsRow?.public_cpf_booking === true,
    weekly_quota_per_cpf: typeof settingsRow?.weekly_quota_per_cpf === 'number' ? settingsRow.weekly_quota_per_cpf : 2,
    notice: settingsRow?.public_notice ?? null,
    venues: venues.sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR')).map((vn) => ({
      id: vn.id, name: vn.name, city_id: vn.city_id, city: cities.get(vn.city_id) ?? null, address: vn.address ?? null,
      zip_code: vn.zip_code ?? null, latitude: vn.latitude ?? null, longitude: vn.longitude ?? null, phone: vn.phone ?? null,
    })),
    spaces: spaces.map((s) => {
      const gap = gaps.find((g) => g.space_id === s.id);
      return {
        id: s.id, venue_id: s.venue_id, name: s.name, capacity: s.capacity ?? null, sport_ids: s.sport_ids ?? [], photo: s.photo ?? null, notes: s.notes ?? null,
        schedules: schedules.filter((r) => r.space_id === s.id).map((r) => ({ weekday: r.weekday, opens_at: r.opens_at, closes_at: r.closes_at }))
          .sort((a, b) => Number(a.weekday) - Number(b.weekday) || String(a.opens_at).localeCompare(String(b.opens_at))),
        gap: gap ? { slot_minutes: gap.slot_minutes, gap_minutes: gap.gap_minutes ?? 0 } : null,
        blocks: blocks.filter((b) => b.venue_id === s.venue_id && (!b.space_id || b.space_id === s.id)).map((b) => ({ starts_at: b.starts_at, ends_at: b.ends_at, reason: b.reason })),
        busy: busy.filter((b) => b.space_id === s.id).map((b) => ({ starts_at: b.starts_at, ends_at: b.ends_at })),
      };
    }),
  };
}

interface Serialized {
  text: string;
  etag: string;
}

function cachedJson(c: Context, { text, etag }: Serialized): Response {
  const headers = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => bare(tag) === etag || tag.trim() === '*')) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}

/** The HTTP status of a rule's refusal. */
const STATUS_OF: Record<string, ClientErrorStatusCode> = { taken: 409, quota: 409, blocked: 409, duplicate: 409, not_found: 404, forbidden: 403 };

export function publicReservationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!reservationsOffered(c)) throw new ApiError(404, PUBLIC_RESERVATION_MSG.moduleOff);
    return next();
  });

  // The busy intervals move with the clock as well as with writes: an answer is kept for one
  // tenant version and at most one hour (the key carries the hour).
  const cache = new SnapshotCache<Serialized>();
  app.get('/', async (c) => {
    const tenantId = c.get('tenant').id;
    const now = deps.now();
    const answer = await cache.get(deps.db, tenantId, now.toISOString().slice(0, 13), async () => {
      const text = JSON.stringify({ status: 1, ...(await publicReservationsSnapshot(deps.db, tenantId, now)) });
      return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    });
    return cachedJson(c, answer!);
  });

  app.post('/', async (c) => {
    const tenant = c.get('tenant');
    const now = deps.now();
    const args = parseInput(bookingSchema, await readJsonObject(c));
    const address = addressKey(clientIp(c, deps.trustProxy));
    const { wait } = await takeSlot(deps.db, PUBLIC_BOOKING_LIMITS(tenant.id, address), now);
    if (wait > 0) throw new ApiError(429, PUBLIC_RESERVATION_MSG.tooMany(wait), undefined, { 'Retry-After': String(wait) });

    const { row, space } = await deps.db.tx(async (tx) => {
      // The push's lock: bookings of a tenant are judged one after the other.
      await lockTenantVersion(tx, tenant.id);
      const overlay = createOverlay(new RecordReader(tx, tenant.id).tx());
      if (!(await reservationSettingsOf(overlay.tx)).public_cpf_booking) throw new ApiError(403, PUBLIC_RESERVATION_MSG.closed);
      const booked: Row = await book(overlay.tx, now.toISOString(), args, { userId: null, staff: false, source: 'public' }).catch((error: unknown) => {
        if (isMutationError(error)) throw new ApiError(STATUS_OF[error.code] ?? 422, error.message, error.fields ? { ...error.fields } : undefined);
        throw error;
      });
      // Signed in the same transaction (the push does the same): the visitor's answer carries the QR.
      const stamped = await reservationStamper(tx, tenant.id, now)(overlay.writes());
      const writes = stamped.map(toRecordWrite);
      try {
        await tx.tx((savepoint) => writeRecords(savepoint, tenant.id, writes, now));
      } catch (error) {
        const conflict = await overlapConflict(error instanceof StorageFailure ? error.original : error, tx, tenant.id, writes);
        if (conflict) throw new ApiError(409, conflict.message, conflict.fields ? { ...conflict.fields } : undefined);
        throw error;
      }
      const signed = stamped.find((w) => w.collection === 'reservations' && w.id === booked.id)?.row ?? booked;
      return { row: signed, space: spaceName(await overlay.tx.get('spaces', args.space_id)) };
    });
    return ok(c, {
      message: PUBLIC_RESERVATION_MSG.booked(space, String(row.starts_at), String(row.ends_at)),
      reservation: {
        id: row.id, space_id: row.space_id, venue_id: row.venue_id, starts_at: row.starts_at, ends_at: row.ends_at, status: row.status,
        ...(typeof row.credential === 'string' ? { credential: row.credential } : {}),
      },
    });
  });
  app.all('/', methodNotAllowed('GET, POST'));
  return app;
}
