// What a relation writer (define.ts `writableVia`) may write, once the row is reachable from them:
// - `bounds`: conditions on the stored and the written row, checked on puts and
//   deletes (a manager enters their team only as `pendente`, only while the competition takes
//   entries, withdraws only a pending entry, rosters only their entity's people);
// - `fields`: a relation that lists them lets its writers change only those (a
//   guardian changes their dependant's phone and e-mail; the name, CPF, birth date and photo change
//   by an approval request, as for the person themselves). A relation without `fields` (an entity's
//   manager) binds no field. The id, the owner, the flow fields and the verification stamp are not
//   the writer's to compare (other rules keep them: the owner, relation-owner.ts).
// Runs in the generic put and delete on both sides, after the relation writer was allowed
// (generic.ts); holders of the resource's permission, owners and context writers are not bound.
import { holdsPermission } from '../access';
import type { AnyResource, RelationScope, WriteBound } from '../resources/define';
import { reachesRow, reachesWrite } from '../resources/relation-reach';
import { mayWrite, type Viewer } from '../resources/scope';
import { MutationError, type MutationTx, type StoredRow } from './types';

const nil = (x: unknown): boolean => x === undefined || x === null || x === '';
const same = (a: unknown, b: unknown): boolean => (nil(a) && nil(b)) || JSON.stringify(a) === JSON.stringify(b);
const labelOf = (resource: AnyResource, key: string): string => resource.fields.find((f) => f.key === key)?.label ?? key;
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`);
const text = (value: unknown): string | null => (nil(value) ? null : String(value));

/** The value `bound.field` reads on `row`: its own field, or `ref.field` of the row `ref` references. */
async function boundValue(tx: MutationTx, resource: AnyResource, row: StoredRow, field: string): Promise<string | null> {
  const dot = field.indexOf('.');
  if (dot < 0) return text(row[field]);
  const ref = field.slice(0, dot);
  const collection = resource.integrity.references?.[ref];
  if (!collection) throw new Error(`Limite de ${resource.key} lê ${field}, mas ${ref} não é uma referência declarada.`);
  const id = text(row[ref]);
  const target = id === null ? undefined : await tx.get(collection, id);
  return target ? text(target[field.slice(dot + 1)]) : null;
}

async function holds(tx: MutationTx, resource: AnyResource, viewerId: string, bound: WriteBound, row: StoredRow): Promise<boolean> {
  if ('oneOf' in bound) {
    const value = await boundValue(tx, resource, row, bound.field);
    return value !== null && bound.oneOf.includes(value);
  }
  const id = text(row[bound.field]);
  const target = id === null ? undefined : await tx.get(bound.collection, id);
  return target !== undefined && (await reachesRow(tx, bound.reachedVia, viewerId, target));
}

/** The first bound of `scope` the write breaks (on the stored or the written row), or none. */
async function brokenBound(
  tx: MutationTx, resource: AnyResource, viewerId: string, scope: RelationScope, rows: readonly StoredRow[],
): Promise<WriteBound | undefined> {
  for (const bound of scope.bounds ?? []) for (const row of rows) if (!(await holds(tx, resource, viewerId, bound, row))) return bound;
  return undefined;
}

/** A write (before → after; after undefined = a delete) by a relation writer, judged by its bounds and fields. */
export async function checkRelationWriterFields(
  tx: MutationTx, resource: AnyResource, viewer: Viewer | undefined, before: StoredRow | undefined, after: StoredRow | undefined,
): Promise<void> {
  if (!viewer || !resource.access.writableVia || holdsPermission(viewer, resource.access.permission) || mayWrite(resource, viewer, before, after)) return;
  const rows = [before, after].filter((r): r is StoredRow => r !== undefined);
  const allowing: RelationScope[] = [];
  let broken: WriteBound | undefined;
  for (const scope of resource.access.writableVia) {
    if (!(await reachesWrite(tx, [scope], viewer.id, before, after))) continue;
    const bound = await brokenBound(tx, resource, viewer.id, scope, rows);
    if (bound) broken ??= bound;
    else allowing.push(scope);
  }
  if (allowing.length === 0 && broken) {
    const field = broken.field.split('.')[0]!;
    throw new MutationError('forbidden', broken.message, { [field]: broken.message });
  }
  // No relation reaches the row: the reach check (generic.ts) refuses it first; should that order ever
  // change, refuse here too rather than list an empty set of allowed fields.
  if (allowing.length === 0) throw new MutationError('forbidden', `Você não tem permissão para alterar ${resource.labels.plural.toLowerCase()}.`);
  if (!after || allowing.some((scope) => !scope.fields)) return; // a relation that binds no field allows the whole row
  const allowed = new Set(allowing.flatMap((scope) => scope.fields ?? []));
  const v = resource.access.verification;
  const skip = new Set(['id', ...(resource.access.owner ? [resource.access.owner] : []), ...(resource.integrity.flowFields ?? []), ...(v ? [v.flag, v.by, v.at] : [])]);
  const changed = Object.keys(resource.schema.entries).filter((k) => !skip.has(k) && !allowed.has(k) && !same(before?.[k], after[k]));
  if (changed.length === 0) return;
  const mine = list([...allowed].map((k) => labelOf(resource, k)));
  const theirs = changed.map((k) => labelOf(resource, k));
  const message = `Você pode alterar apenas ${mine} deste cadastro. Para mudar ${list(theirs)}, peça à federação.`;
  throw new MutationError('forbidden', message, Object.fromEntries(changed.map((k) => [k, 'Alteração por solicitação à federação.'])));
}
