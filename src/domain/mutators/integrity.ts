// Rules between rows, declared in the registry and checked by the generic mutators on both sides
// (the device over its replica, the server over the tenant's rows):
//   references  every id a row points at names a live row of the target, in the same tenant;
//   agreements  a field agrees with the row a reference points at (a city's IBGE code and its state;
//               a duel's group is of the duel's phase), and a changed target keeps its referrers agreeing;
//   memberships an id names a member of another collection (a duel's teams are participants);
//   unique      no other live row of the tenant holds the same value (also a unique index in the
//               database, 008_records_unique.sql: this check gives the message, the index the guarantee);
//   referrers   (server only: a device may not hold every row) a row still referred to is not deleted.
// Refusals are pt-BR, with the message under the field for the form.
import { findResource, RESOURCES } from '../resources/index';
import type { Agreement, AnyResource, Membership } from '../resources/define';
import { schemaNode } from '../resources/form';
import { MutationError, type MutationTx, type StoredRow } from './types';

const labelOf = (resource: AnyResource, key: string): string => resource.fields.find((f) => f.key === key)?.label ?? key;

const refuse = (field: string, message: string): MutationError => new MutationError('invalid', message, { [field]: message });

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0);

export async function checkReferences(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const [field, target] of Object.entries(resource.integrity.references ?? {})) {
    if (!target) continue;
    for (const id of idsIn(row[field])) {
      if (!(await tx.get(target, id))) {
        throw refuse(field, `${labelOf(resource, field)}: registro não encontrado (não existe ou foi excluído).`);
      }
    }
  }
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The row whose `targetField` an agreement compares with: the reference's target, or one hop further. */
async function agreementTarget(tx: MutationTx, resource: AnyResource, rule: Agreement, row: StoredRow): Promise<StoredRow | undefined> {
  const target = resource.integrity.references?.[rule.reference];
  const [id] = idsIn(row[rule.reference]);
  if (!target || !id) return undefined;
  const first = await tx.get(target, id);
  if (!rule.through || !first) return first;
  const next = findResource(target)?.integrity.references?.[rule.through];
  const [nextId] = idsIn(first[rule.through]);
  return next && nextId ? tx.get(next, nextId) : undefined;
}

const agrees = (rule: Agreement, value: unknown, expected: unknown): boolean => {
  if (isBlank(value) || isBlank(expected)) return true;
  if ((rule.match ?? 'prefix') === 'equal') return value === expected;
  return typeof value !== 'string' || typeof expected !== 'string' || value.startsWith(expected);
};

export async function checkAgreements(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const rule of resource.integrity.agreements ?? []) {
    if (isBlank(row[rule.field])) continue;
    const target = await agreementTarget(tx, resource, rule, row);
    if (target && !agrees(rule, row[rule.field], target[rule.targetField])) throw refuse(rule.under ?? rule.field, rule.message);
  }
}

/** Every (resource, equal agreement without `through`) whose reference points at `collection`. */
const agreementReferrers = (() => {
  const byTarget = new Map<string, { resource: AnyResource; rule: Agreement }[]>();
  for (const resource of RESOURCES as readonly AnyResource[]) {
    for (const rule of resource.integrity.agreements ?? []) {
      const target = resource.integrity.references?.[rule.reference];
      if (!target || rule.through || rule.match !== 'equal') continue;
      byTarget.set(target, [...(byTarget.get(target) ?? []), { resource, rule }]);
    }
  }
  return (collection: string) => byTarget.get(collection) ?? [];
})();

/**
 * The other side of equal agreements: a row whose `targetField` changes may not leave rows that
 * refer to it disagreeing (a phase moved to another competition while its duels stay). Only runs
 * when the field changed, so an ordinary edit costs nothing.
 */
export async function checkAgreementReferrers(tx: MutationTx, resource: AnyResource, before: StoredRow | undefined, after: StoredRow): Promise<void> {
  if (!before) return;
  for (const { resource: referrer, rule } of agreementReferrers(resource.key)) {
    if (before[rule.targetField] === after[rule.targetField]) continue;
    const users = await tx.query(referrer.key, rule.reference, after.id);
    if (users.some((other) => !agrees(rule, other[rule.field], after[rule.targetField]))) {
      const message = `Não é possível alterar ${labelOf(resource, rule.targetField)}: ${referrer.labels.plural.toLowerCase()} deste registro ficariam inconsistentes. Altere-os primeiro.`;
      throw refuse(rule.targetField, message);
    }
  }
}

/**
 * The rows of `rule.in` whose `keys` hold `values`: by the compound index of the keys, or, when one
 * of them is the member's `id` (a document's profile: `{ id: 'profile_id', user_id: 'user_id' }`),
 * the one row of that id with the other keys compared.
 */
async function membersOf(tx: MutationTx, rule: Membership, keys: readonly string[], values: readonly (string | number)[]): Promise<StoredRow[]> {
  const at = keys.indexOf('id');
  if (at >= 0) {
    const member = await tx.get(rule.in, String(values[at]));
    return member && keys.every((key, i) => member[key] === values[i]) ? [member] : [];
  }
  const index = keys.length === 1 ? keys[0]! : `[${keys.join('+')}]`;
  return tx.query(rule.in, index, keys.length === 1 ? (values[0] as string) : (values as string[]));
}

/** Ids that must name a live member row (resource.integrity.memberships). */
export async function checkMemberships(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const rule of resource.integrity.memberships ?? []) {
    if (isBlank(row[rule.field])) continue;
    const keys = Object.keys(rule.match);
    const values = keys.map((key) => row[rule.match[key]!]);
    if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) continue;
    const members = await membersOf(tx, rule, keys, values as (string | number)[]);
    const counted = members.filter((m) => !rule.excluding || !rule.excluding.values.includes(m[rule.excluding.field] as string));
    if (counted.length === 0) throw refuse(rule.field, rule.message);
  }
}

/** "CPF já está em uso por outra pessoa." */
export const uniqueMessage = (resource: AnyResource, field: string): string =>
  `${labelOf(resource, field)} já está em uso por ${resource.labels.gender === 'f' ? 'outra' : 'outro'} ${resource.labels.singular.toLowerCase()}.`;

export async function checkUnique(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const field of resource.integrity.unique ?? []) {
    const value = row[field];
    if (typeof value !== 'string' || value === '') continue;
    const holders = await tx.query(resource.key, field, value);
    if (holders.some((other) => other.id !== row.id)) throw refuse(field, uniqueMessage(resource, field));
  }
}

/** Every (resource, membership rule) whose members live in `collection`. */
const membershipDeclarers = (() => {
  const byMembers = new Map<string, { resource: AnyResource; rule: Membership }[]>();
  for (const resource of RESOURCES as readonly AnyResource[]) {
    for (const rule of resource.integrity.memberships ?? []) byMembers.set(rule.in, [...(byMembers.get(rule.in) ?? []), { resource, rule }]);
  }
  return (collection: string) => byMembers.get(collection) ?? [];
})();

const countsAsMember = (rule: Membership, row: StoredRow | undefined): row is StoredRow =>
  row !== undefined && (!rule.excluding || !rule.excluding.values.includes(row[rule.excluding.field] as string));

/**
 * The other side of memberships: a member row that stops counting (deleted, moved to another
 * competition or team, or made pendente/recusada) may not leave rows that needed it (a participant
 * removed while its duels stay). The rows are found by an index of the declaring resource starting
 * with one of the matched fields (duels by competition_id), then compared in memory.
 */
export async function checkMembershipReferrers(tx: MutationTx, collection: string, before: StoredRow | undefined, after: StoredRow | undefined): Promise<void> {
  if (!before) return;
  for (const { resource, rule } of membershipDeclarers(collection)) {
    if (!countsAsMember(rule, before)) continue;
    const pairs = Object.entries(rule.match);
    if (countsAsMember(rule, after) && pairs.every(([theirs]) => after[theirs] === before[theirs])) continue;
    const lookup = pairs.find(([, ours]) => resource.storage.indexes.some((index) => compoundFields(index.replace(/^[*&]/, ''))[0] === ours));
    if (!lookup) continue;
    const candidates = await tx.query(resource.key, lookup[1], before[lookup[0]] as string);
    const needing = candidates.filter((row) => pairs.every(([theirs, ours]) => row[ours] === before[theirs]));
    if (needing.length === 0) continue;
    // Another member row may still vouch for them (a duplicate entry of the same team); none can
    // when the member is matched by its id.
    const keys = pairs.map(([theirs]) => theirs);
    const others = keys.includes('id') ? [] : await tx.query(collection, keys.length === 1 ? keys[0]! : `[${keys.join('+')}]`, keys.length === 1 ? (before[keys[0]!] as string) : keys.map((k) => before[k] as string));
    if (others.some((other) => other.id !== before.id && countsAsMember(rule, other))) continue;
    const what = needing.length === 1 ? `1 ${resource.labels.singular.toLowerCase()} depende` : `${needing.length} ${resource.labels.plural.toLowerCase()} dependem`;
    const them = needing.length === 1 ? 'esse registro' : 'esses registros';
    throw new MutationError('in_use', `Não é possível alterar ou excluir este registro: ${what} dele (campo ${labelOf(resource, rule.field)}). Altere ou exclua ${them} primeiro.`);
  }
}

const compoundFields = (index: string): string[] => index.replace(/^\[|\]$/g, '').split('+');

/** resource.integrity.uniqueTogether: no other live row (in the `when` state) holds the same combination. */
export async function checkUniqueTogether(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const rule of resource.integrity.uniqueTogether ?? []) {
    const counts = (r: StoredRow) => !rule.when || rule.when.values.includes(r[rule.when.field] as string);
    if (!counts(row)) continue;
    const values = compoundFields(rule.index).map((field) => row[field]);
    if (values.some((value) => typeof value !== 'string' || value === '')) continue;
    const holders = await tx.query(resource.key, rule.index, values as string[]);
    if (holders.some((other) => other.id !== row.id && counts(other))) throw refuse(rule.under, rule.message);
  }
}

/** A list of ids (`sport_ids`) is matched element by element (a multi-entry lookup). */
function isListField(resource: AnyResource, field: string): boolean {
  let node = schemaNode(resource, field);
  while (node?.wrapped && node.type !== 'array') node = node.wrapped;
  return node?.type === 'array';
}

/** Every (resource, field) whose reference points at `collection`: derived once from the registry. */
const referrersOf = (() => {
  const byTarget = new Map<string, { resource: AnyResource; field: string; index: string }[]>();
  for (const resource of RESOURCES as readonly AnyResource[]) {
    for (const [field, target] of Object.entries(resource.integrity.references ?? {})) {
      if (!target) continue;
      const entry = { resource, field, index: isListField(resource, field) ? `*${field}` : field };
      byTarget.set(target, [...(byTarget.get(target) ?? []), entry]);
    }
  }
  return (collection: string) => byTarget.get(collection) ?? [];
})();

/** Refuses to delete a row that live rows still refer to, naming them (first referring kind found). */
export async function checkReferrers(tx: MutationTx, collection: string, id: string): Promise<void> {
  for (const { resource, field, index } of referrersOf(collection)) {
    const users = (await tx.query(resource.key, index, id)).filter((row) => !(resource.key === collection && row.id === id));
    if (users.length === 0) continue;
    const what = users.length === 1 ? `1 ${resource.labels.singular.toLowerCase()} ainda usa` : `${users.length} ${resource.labels.plural.toLowerCase()} ainda usam`;
    const them = users.length === 1 ? 'esse registro' : 'esses registros';
    throw new MutationError('in_use', `Não é possível excluir: ${what} este registro (campo ${labelOf(resource, field)}). Altere ou exclua ${them} primeiro.`);
  }
}
