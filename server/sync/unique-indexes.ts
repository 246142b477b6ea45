// The registry's `unique` fields as database indexes: one partial unique index per (collection,
// field) over the live rows of a tenant, named records_unique_<collection>_<field> (created by
// 008_records_unique.sql; tests/server/data-integrity.test.ts checks every declaration has its
// index). The mutators check uniqueness first, for a clear message on the device too; the index is
// the guarantee, and when it is what refuses a write, this turns the database error into the same
// pt-BR refusal.
import { uniqueMessage } from '../../src/domain/mutators/integrity';
import { MutationError } from '../../src/domain/mutators/index';
import { RESOURCES, type AnyResource } from '../../src/domain/resources/index';
import { takenMessage } from '../../src/domain/reservations/rules';
import { sqlState, EXCLUSION_VIOLATION, UNIQUE_VIOLATION, type Db } from '../db/db';

export const uniqueIndexName = (collection: string, field: string): string => `records_unique_${collection}_${field}`;

/** `field`: where the refusal shows; `message`: its text (absent: the `unique` field's standard one). */
export const UNIQUE_INDEXES: readonly { resource: AnyResource; field: string; name: string; message?: string }[] = (RESOURCES as readonly AnyResource[]).flatMap((resource) => [
  ...(resource.integrity.unique ?? []).map((field) => ({ resource, field, name: uniqueIndexName(resource.key, field) })),
  // Compound ones (uniqueTogether, 009_competitions.sql): named after every field of the index.
  ...(resource.integrity.uniqueTogether ?? []).map((rule) => ({
    resource, field: rule.under, message: rule.message,
    name: uniqueIndexName(resource.key, rule.index.replace(/^\[|\]$/g, '').split('+').join('_')),
  })),
]);

/** The refusal for a unique violation of one of these indexes; null for any other error. */
export function uniqueConflict(error: unknown): MutationError | null {
  if (sqlState(error) !== UNIQUE_VIOLATION) return null;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  const hit = UNIQUE_INDEXES.find((i) => i.name === constraint) ?? UNIQUE_INDEXES.find((i) => typeof message === 'string' && message.includes(`"${i.name}"`));
  if (!hit) return null;
  const text = hit.message ?? uniqueMessage(hit.resource, hit.field);
  return new MutationError('duplicate', text, { [hit.field]: text });
}

/** 033_reservations.sql: no two live reservations of one space overlap. */
export const NO_OVERLAP_CONSTRAINT = 'records_reservations_no_overlap';

/**
 * The refusal for the no-overlap exclusion constraint, in the words the mutators use ("Horário já
 * reservado: Quadra 1, 19:00–20:00 de 01/12."): the live reservation among `rows` (one mutation's
 * writes) is the one refused; the space is named from the database (the savepoint that failed is
 * rolled back already, so `db` still answers). Null for any other error.
 */
export async function overlapConflict(error: unknown, db: Db, tenantId: string, rows: readonly { collection: string; json: string | null }[]): Promise<MutationError | null> {
  if (sqlState(error) !== EXCLUSION_VIOLATION) return null;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  if (constraint !== NO_OVERLAP_CONSTRAINT && !(typeof message === 'string' && message.includes(NO_OVERLAP_CONSTRAINT))) return null;
  const booked = rows
    .filter((r) => r.collection === 'reservations' && r.json)
    .map((r) => JSON.parse(r.json!) as Record<string, unknown>)
    .find((r) => r.status === 'pendente' || r.status === 'confirmada');
  if (!booked || typeof booked.starts_at !== 'string' || typeof booked.ends_at !== 'string') return null;
  const [space] = await db.query<{ name: string | null }>(
    `SELECT data->>'name' AS name FROM records WHERE tenant_id = $1 AND collection = 'spaces' AND id = $2::uuid`, [tenantId, String(booked.space_id)],
  );
  const text = takenMessage(space?.name || 'espaço', booked.starts_at, booked.ends_at);
  return new MutationError('taken', text, { starts_at: text });
}
