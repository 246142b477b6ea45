// The registry's `unique` fields as database indexes: one partial unique index per (collection,
// field) over the live rows of a tenant, named records_unique_<collection>_<field> (created by
// 008_records_unique.sql; tests/server/data-integrity.test.ts checks every declaration has its
// index). The mutators check uniqueness first, for a clear message on the device too; the index is
// the guarantee, and when it is what refuses a write, this turns the database error into the same
// pt-BR refusal.
import { uniqueMessage } from '../../src/domain/mutators/integrity';
import { MutationError } from '../../src/domain/mutators/index';
import { RESOURCES, type AnyResource } from '../../src/domain/resources/index';
import { sqlState, UNIQUE_VIOLATION } from '../db/db';

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
