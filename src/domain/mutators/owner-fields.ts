// What a writer who lacks a resource's permission may do to their own row (resource.access.ownerFields), and
// the verification stamp (resource.access.verification). Both depend only on the registry, the stored row and
// the writer, so the server enforces them and the device, which runs the same mutator, refuses at once.
import { holdsPermission } from '../access';
import type { AnyResource } from '../resources/define';
import type { Viewer } from '../resources/scope';
import { MutationError, type StoredRow } from './types';

const isNil = (value: unknown): boolean => value === undefined || value === null;

/** What a new row may hold in a field its owner may not set: nothing, or a default. */
const isEmpty = (value: unknown): boolean =>
  isNil(value) || value === '' || value === false || (Array.isArray(value) && value.length === 0);

function sameValue(a: unknown, b: unknown): boolean {
  if (isNil(a) || isNil(b)) return isNil(a) && isNil(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  return a === b;
}

/** Fields never compared: the id, the owner (mayWrite keeps it), the owner's own and the stamped ones. */
function exempt(resource: AnyResource): Set<string> {
  const v = resource.access.verification;
  return new Set(['id', ...(resource.access.owner ? [resource.access.owner] : []), ...(resource.access.ownerFields ?? []), ...(v ? [v.flag, v.by, v.at] : [])]);
}

const labelOf = (resource: AnyResource, key: string): string => resource.fields.find((f) => f.key === key)?.label ?? key;

const list = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}`;

/**
 * True when this write is an owner's on their own row, restricted to `ownerFields`. Someone else's row
 * is written only by a holder of the permission or a context/relation writer (scope.ts mayWrite,
 * `writableVia`), whom the owner's restriction does not bind; their own row binds them like anyone.
 */
const restricted = (resource: AnyResource, viewer: Viewer, row: StoredRow | undefined): boolean =>
  resource.access.ownerFields !== undefined && !holdsPermission(viewer, resource.access.permission)
  && (row === undefined || !resource.access.owner || row[resource.access.owner] === viewer.id);

/** Fields of `after` an owner restricted to `ownerFields` could not have written. */
const beyondOwnerFields = (resource: AnyResource, before: StoredRow | undefined, after: StoredRow): string[] => {
  const skip = exempt(resource);
  return Object.keys(resource.schema.entries).filter(
    (key) => !skip.has(key) && (before ? !sameValue(before[key], after[key]) : !isEmpty(after[key])),
  );
};

/**
 * Refuses a put by an owner without the resource's permission that changes (or, on a new row, sets)
 * a field outside `ownerFields`. Names the fields, pt-BR, with a message under each for the form.
 */
export function checkOwnerFields(resource: AnyResource, viewer: Viewer, before: StoredRow | undefined, after: StoredRow): void {
  if (!restricted(resource, viewer, before ?? after)) return;
  const changed = beyondOwnerFields(resource, before, after);
  if (changed.length === 0) return;
  const mine = list((resource.access.ownerFields ?? []).map((key) => labelOf(resource, key)));
  const theirs = list(changed.map((key) => labelOf(resource, key)));
  const message = mine
    ? `Você pode alterar apenas ${mine} no seu cadastro. Para mudar ${theirs}, procure a secretaria.`
    : `Você não pode alterar ${theirs} no seu cadastro. Procure a secretaria.`;
  const fields = Object.fromEntries(changed.map((key) => [key, 'Somente a secretaria pode alterar este campo.']));
  throw new MutationError('forbidden', message, fields);
}

/** An owner restricted to `ownerFields` may not delete the row (every other field would change). */
export function checkOwnerDelete(resource: AnyResource, viewer: Viewer, row: StoredRow): void {
  if (restricted(resource, viewer, row)) {
    throw new MutationError('forbidden', 'Você não pode excluir o seu cadastro. Procure a secretaria.');
  }
  // ownerMayDelete false: only a holder of the permission removes a row (e.g. an expired document).
  if (resource.access.ownerMayDelete === false && !holdsPermission(viewer, resource.access.permission)) {
    throw new MutationError('forbidden', `Você não pode excluir ${resource.labels.plural.toLowerCase()} enviados. Procure a secretaria.`);
  }
}

/**
 * The row as stored: with `verification`, a holder of the permission verifies it (flag, who, when);
 * anyone else keeps the stored stamp (a new row starts unverified), whatever the args said, unless
 * they changed a field outside `ownerFields` (then it is unverified).
 */
export function stampVerification(resource: AnyResource, viewer: Viewer, before: StoredRow | undefined, row: StoredRow, now: string): StoredRow {
  const v = resource.access.verification;
  if (!v) return row;
  if (holdsPermission(viewer, resource.access.permission)) return { ...row, [v.flag]: true, [v.by]: viewer.id, [v.at]: now };
  // A relation writer (an entity's manager) may change what the stamp vouched for: the row waits for
  // the federation again. An owner can only touch `ownerFields`, which never void it.
  if (before?.[v.flag] === true && beyondOwnerFields(resource, before, row).length > 0) return { ...row, [v.flag]: false, [v.by]: null, [v.at]: null };
  return { ...row, [v.flag]: before?.[v.flag] === true, [v.by]: before?.[v.by] ?? null, [v.at]: before?.[v.at] ?? null };
}
