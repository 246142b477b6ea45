// Relation scopes (define.ts RelationScope) evaluated for ONE row through a MutationTx: whether the
// row is reachable from the viewer along a path. The write side of relation scopes (`writableVia`):
// the generic put/delete ask it of the row before and after the write, on the device over the local
// replica and on the server over the push's transaction (the overlay of the batch's earlier writes
// included: a person registered offline and their document, pushed together, reach each other).
//
// The same semantics as the pull's SQL (server/sync/relation-scope.ts `chain`), hop by hop in the
// same direction: hop 0 = rows whose `viewer` field holds the viewer's id, each next hop = rows whose
// `match` fields equal the previous rows' fields (all pairs for the same previous row), `excluding`
// dropping rows in a state that does not count. Only the last hop differs: instead of finding every
// row of the resource, the one row written is tested against the previous hop's rows, so a new row is
// judged by its proposed values. tests/server/relation-writers.test.ts checks both evaluations agree.
import type { MutationTx, StoredRow } from '../mutators/types';
import type { RelationHop, RelationScope } from './define';
import { findResource } from './index';

type Row = Record<string, unknown>;

const fromsOf = (from: string | readonly string[]): readonly string[] => (typeof from === 'string' ? [from] : from);

/** SQL compares text: a row's field as the relation sees it (null when absent). */
const text = (row: Row, field: string): string | null => {
  const value = row[field];
  return value === undefined || value === null ? null : String(value);
};

const excluded = (hop: RelationHop, row: Row): boolean => {
  if (!hop.excluding) return false;
  const value = text(row, hop.excluding.field);
  return value !== null && hop.excluding.values.includes(value);
};

/** `row` (of `hop`'s collection) matches a previous row: every pair holds for the same `prev`. */
const matches = (hop: RelationHop, row: Row, prev: Row): boolean =>
  Object.entries(hop.match ?? {}).every(([field, from]) => {
    const value = text(row, field);
    return value !== null && fromsOf(from).some((f) => text(prev, f) === value);
  });

/**
 * The rows of an intermediate hop reached from `prevRows`. Looked up by one of its match fields that
 * is the id (a get) or a declared plain index of the collection (a query), then every pair checked.
 */
async function nextRows(tx: MutationTx, hop: RelationHop, prevRows: readonly Row[]): Promise<Row[]> {
  const pairs = Object.entries(hop.match ?? {});
  const indexes = findResource(hop.collection)?.storage.indexes ?? [];
  const probe = pairs.find(([field]) => field === 'id') ?? pairs.find(([field]) => indexes.includes(field));
  if (!probe) throw new Error(`Relação sem índice para ${hop.collection}: declare um índice de ${pairs.map(([f]) => f).join(' ou ')}.`);
  const [field, from] = probe;
  const values = new Set(prevRows.flatMap((p) => fromsOf(from).map((f) => text(p, f)).filter((x): x is string => x !== null)));
  const out = new Map<string, Row>();
  for (const value of values) {
    const found: StoredRow[] = field === 'id' ? [await tx.get(hop.collection, value)].filter((r): r is StoredRow => r !== undefined) : await tx.query(hop.collection, field, value);
    for (const row of found) if (!excluded(hop, row) && prevRows.some((p) => matches(hop, row, p))) out.set(String(row.id), row);
  }
  return [...out.values()];
}

/** Whether `row` (a row of the path's last collection, stored or proposed) is reachable from `viewerId`. */
export async function reachesRow(tx: MutationTx, scope: RelationScope, viewerId: string, row: Row): Promise<boolean> {
  const path = scope.via;
  const last = path[path.length - 1];
  if (!last || excluded(last, row)) return false;
  if (path.length === 1) return last.viewer !== undefined && text(row, last.viewer) === viewerId;
  const first = path[0]!;
  if (!first.viewer) throw new Error(`Relação sem campo do usuário: ${first.collection}`);
  let rows: Row[] = (await tx.query(first.collection, first.viewer, viewerId)).filter((r) => !excluded(first, r));
  for (const hop of path.slice(1, -1)) {
    if (rows.length === 0) return false;
    rows = await nextRows(tx, hop, rows);
  }
  return rows.some((prev) => matches(last, row, prev));
}

/**
 * A write (before → after; undefined = none) by a relation writer: the stored row and the written
 * row each reach the viewer along one of `scopes` (not necessarily the same one: a manager of two
 * entities may move a person from one to the other, never into or out of an entity they do not run).
 */
export async function reachesWrite(tx: MutationTx, scopes: readonly RelationScope[], viewerId: string, before: Row | undefined, after: Row | undefined): Promise<boolean> {
  if (!before && !after) return false;
  const reached = async (row: Row | undefined): Promise<boolean> => {
    if (!row) return true;
    for (const scope of scopes) if (await reachesRow(tx, scope, viewerId, row)) return true;
    return false;
  };
  return (await reached(before)) && (await reached(after));
}
