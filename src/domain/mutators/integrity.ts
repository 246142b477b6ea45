// Rules between rows, declared in the registry and checked by the generic mutators on both sides
// (the device over its replica, the server over the tenant's rows):
//   references  every id a row points at names a live row of the target, in the same tenant;
//   agreements  a field agrees with the row a reference points at (a city's IBGE code and its state);
//   unique      no other live row of the tenant holds the same value (also a unique index in the
//               database, 008_records_unique.sql: this check gives the message, the index the guarantee);
//   referrers   (server only: a device may not hold every row) a row still referred to is not deleted.
// Refusals are pt-BR, with the message under the field for the form.
import { RESOURCES } from '../resources/index';
import type { AnyResource } from '../resources/define';
import { schemaNode } from '../resources/form';
import { MutationError, type MutationTx, type StoredRow } from './types';

const labelOf = (resource: AnyResource, key: string): string => resource.fields.find((f) => f.key === key)?.label ?? key;

const refuse = (field: string, message: string): MutationError => new MutationError('invalid', message, { [field]: message });

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0);

export async function checkReferences(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const [field, target] of Object.entries(resource.references ?? {})) {
    if (!target) continue;
    for (const id of idsIn(row[field])) {
      if (!(await tx.get(target, id))) {
        throw refuse(field, `${labelOf(resource, field)}: registro não encontrado (não existe ou foi excluído).`);
      }
    }
  }
}

export async function checkAgreements(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const rule of resource.agreements ?? []) {
    const target = resource.references?.[rule.reference];
    const [id] = idsIn(row[rule.reference]);
    const value = row[rule.field];
    if (!target || !id || typeof value !== 'string') continue;
    const expected = (await tx.get(target, id))?.[rule.targetField];
    if (typeof expected === 'string' && !value.startsWith(expected)) throw refuse(rule.field, rule.message);
  }
}

/** "CPF já está em uso por outra pessoa." */
export const uniqueMessage = (resource: AnyResource, field: string): string =>
  `${labelOf(resource, field)} já está em uso por ${resource.labels.gender === 'f' ? 'outra' : 'outro'} ${resource.labels.singular.toLowerCase()}.`;

export async function checkUnique(tx: MutationTx, resource: AnyResource, row: StoredRow): Promise<void> {
  for (const field of resource.unique ?? []) {
    const value = row[field];
    if (typeof value !== 'string' || value === '') continue;
    const holders = await tx.query(resource.key, field, value);
    if (holders.some((other) => other.id !== row.id)) throw refuse(field, uniqueMessage(resource, field));
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
    for (const [field, target] of Object.entries(resource.references ?? {})) {
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
