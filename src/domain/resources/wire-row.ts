import { getResource, type ResourceKey, type Row } from './index';

/**
 * A stored row cut down to its resource's schema keys, ready for `<key>.put`: the replica keeps
 * derived keys (`name_search`) and bookkeeping beside the wire fields, which a put must not send.
 */
export function wireRow<K extends ResourceKey>(collection: K, row: Readonly<Record<string, unknown>>, changes?: Readonly<Partial<Row<K>>>): Row<K>;
export function wireRow(collection: string, row: Readonly<Record<string, unknown>>, changes?: Readonly<Record<string, unknown>>): Record<string, unknown>;
// A stored row of a collection is a wire row of it (validated when pulled or written), so the
// cut-down row is typed as the collection's record; its put validates it again all the same.
export function wireRow(collection: string, row: Readonly<Record<string, unknown>>, changes: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const keys = Object.keys(getResource(collection).schema.entries);
  const out: Record<string, unknown> = {};
  for (const key of keys) if (row[key] !== undefined) out[key] = row[key];
  return { ...out, ...changes };
}
