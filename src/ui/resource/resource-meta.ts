// What the generic screens derive from a resource's declaration: column kinds, which columns can be
// sorted or filtered (only through an index: the list reads one key range at a time), and who may
// write. Everything comes from the registry and the schema; nothing here names a resource.
import type { UserInfo } from '../../domain/api';
import { holdsPermission } from '../../domain/access';
import type { AnyResource, FieldDef } from '../../domain/resources/define';
import { formFields, picklistOptions, resolveField, type ResolvedField } from '../../domain/resources/form';
import { mayWrite } from '../../domain/resources/scope';
import { searchKey } from '../../domain/resources/search';

const cache = new WeakMap<AnyResource, ResourceMeta>();
const columnCache = new WeakMap<readonly string[], ColumnMeta[]>();

/** The first declared compound index whose leading field is `field` (`[field+…]`), if any. */
export function indexLedBy(resource: AnyResource, field: string): string | undefined {
  return (resource.storage.indexes as readonly string[]).find((i) => i.startsWith(`[${field}+`));
}

export interface ColumnMeta extends ResolvedField {
  /** The index that orders rows by this column, when there is one (reference ids are never sorted). */
  sortIndex?: string;
  /** The index a filter on this column reads (reference and picklist columns). */
  filterIndex?: string;
}

export interface ResourceMeta {
  fields: ResolvedField[];
  /** Index of the prefix search (`<field>_search`), when the resource declares one. */
  searchIndex?: string;
}

function fieldDef(resource: AnyResource, key: string): FieldDef {
  return resource.fields.find((f) => f.key === key) ?? { key, label: key };
}

function columnMeta(resource: AnyResource, key: string): ColumnMeta {
  const field = resolveField(resource, fieldDef(resource, key));
  const indexes: readonly string[] = resource.storage.indexes;
  const derived = resource.storage.search === key ? searchKey(key) : undefined;
  const column: ColumnMeta = { ...field };
  const lookup = field.kind === 'reference' || field.kind === 'select';
  if (derived && indexes.includes(derived)) column.sortIndex = derived;
  else if (!lookup && !field.reference && indexes.includes(key)) column.sortIndex = key;
  // A filter needs the field first in some index: its own, or a compound led by it (list-plan.ts).
  if (lookup && (indexes.includes(key) || indexLedBy(resource, key))) column.filterIndex = key;
  return column;
}

/** Derived view metadata of a resource (memoised per resource object). */
export function resourceMeta(resource: AnyResource): ResourceMeta {
  let meta = cache.get(resource);
  if (!meta) {
    const searchIndex = resource.storage.search ? searchKey(resource.storage.search) : undefined;
    meta = {
      fields: formFields(resource),
      ...(searchIndex && (resource.storage.indexes as readonly string[]).includes(searchIndex) ? { searchIndex } : {}),
    };
    cache.set(resource, meta);
  }
  return meta;
}

/** The list columns a view names (src/resources/<key>.view.ts), resolved (memoised per columns array). */
export function listColumns(resource: AnyResource, columns: readonly string[]): ColumnMeta[] {
  let resolved = columnCache.get(columns);
  if (!resolved) {
    resolved = columns.map((key) => columnMeta(resource, key));
    columnCache.set(columns, resolved);
  }
  return resolved;
}

/** pt-BR labels of a picklist, declared ones first, the schema's raw values otherwise. */
export function selectOptions(resource: AnyResource, field: ResolvedField): [string, string][] {
  if (field.options) return Object.entries(field.options);
  return (picklistOptions(resource, field.key) ?? []).map((v) => [String(v), String(v)]);
}

/** The user may create rows: holds the write permission, or owns what they create. */
export function canCreate(resource: AnyResource, user: UserInfo | null): boolean {
  if (!user) return false;
  // Relation writers (`writableVia`: an entity's manager) too: the mutator judges the relation from
  // the replica and refuses at once, in pt-BR, a row the user does not reach.
  return holdsPermission(user, resource.access.permission) || Boolean(resource.access.ownerMayWrite && resource.access.owner) || Boolean(resource.access.writableVia);
}

/** The user may change or delete this row (the same rule the server applies). */
export function canWriteRow(resource: AnyResource, user: UserInfo | null, row: Record<string, unknown>): boolean {
  // Rows only named mutators write (a bill, a check-in) have no generic edit form to open.
  if ((resource.access.writes ?? 'generic') !== 'generic') return false;
  return user ? mayWrite(resource, user, row, row) || Boolean(resource.access.writableVia) : false;
}

/** Delete too: an owner of a resource with `ownerMayDelete: false` (a sent document) may edit, not delete. */
export function canDeleteRow(resource: AnyResource, user: UserInfo | null, row: Record<string, unknown>): boolean {
  return canWriteRow(resource, user, row) && (resource.access.ownerMayDelete !== false || holdsPermission(user, resource.access.permission));
}

/** "Cidade" → "cidade" for "Nova cidade"; an acronym keeps its case ("PAR-Q", "CPF"). */
export const lowerFirst = (s: string): string => (/^\p{Lu}[\p{Lu}\d-]/u.test(s) ? s : s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1));

/** The text naming a row (its `title` field), or its id when the title is empty. */
export function rowTitle(resource: AnyResource, row: Record<string, unknown>): string {
  const value = row[resource.title];
  return typeof value === 'string' && value !== '' ? value : String(row.id ?? '');
}
