// What a kind of record declares, once, in blocks by concern: its wire schema, `storage` (the local
// table), `integrity` (cross-row rules), `access` (sync scope and who writes) and `about` (LGPD),
// each block typed in blocks/*.ts. Everything here is server-safe, including the nouns (`labels`)
// and the field labels (`fields`, `title`) that the server's refusals and privacy pages name; what
// only the screens need (route, list columns, extra actions, nested screens) is the resource's view
// (src/resources/<key>.view.ts). `src/domain/resources/<key>.ts` files call `defineResource`;
// `index.ts` is the registry.
import type * as v from 'valibot';
import type { PersonFields } from './blocks/about';
import type { Access } from './blocks/access';
import type { Integrity } from './blocks/integrity';
import type { Storage } from './blocks/storage';

export type { Access, RelationHop, RelationScope, Scope, WriteBound } from './blocks/access';
export { isRelationScope } from './blocks/access';
export type { Agreement, Integrity, Membership, Sealed, UniqueTogether } from './blocks/integrity';
export type { Storage } from './blocks/storage';
export type { PersonFields } from './blocks/about';

export type FieldKind =
  | 'text' | 'email' | 'phone' | 'url' | 'number' | 'boolean' | 'date' | 'select' | 'reference' | 'references'
  // Masked text: the input shows the Brazilian format while typing, the wire keeps the canonical value.
  | 'cpf' | 'cnpj' | 'cep' | 'time'
  // An ordered list of keys of a closed list (`options` labels them), each at most once: a
  // regulation's tie-break criteria, first to last.
  | 'ordered_choices'
  // A list of whole numbers typed in one box, separated by commas (points per placing: "25, 18, 15").
  | 'number_list'
  // A file held by the record (`files/<sha256>`, schema-kit fileRef): 'image' a photo picker with
  // crop to the ID card's aspect, 'file' a document picker (PDF or image).
  | 'image' | 'file'
  // Integer cents on the wire (schema-kit money); the input and the cells read reais ("R$ 1.234,56").
  | 'money';

// Any valibot object schema: the wire shape (ISO strings, ids as uuid strings, no transforms).
export type WireSchema = v.GenericSchema<unknown, Record<string, unknown>> & {
  readonly type: 'object';
  readonly entries: v.ObjectEntries;
};

export type FieldKey<S extends WireSchema> = keyof v.InferOutput<S> & string;

export interface FieldDef<K extends string = string> {
  key: K;
  /** pt-BR label, as the form and the list header show it. */
  label: string;
  help?: string;
  /** Only when the schema cannot tell (e.g. a phone is a string of digits). */
  kind?: FieldKind;
  /** pt-BR labels of a picklist's values, in display order. */
  options?: Readonly<Record<string, string>>;
  /**
   * The form shows this field only while `field` holds one of `values` (a punishment's matches only
   * for a suspension by matches); hidden, an optional field is saved empty.
   */
  shownWhen?: { field: string; values: readonly string[] };
  /** An 'image' field's width over height, for its crop and previews: the ID photo's 3:4 unless given (1 for a shield). */
  aspect?: number;
}

/** What every resource declares, with field names as plain strings (what generic code reads). */
export interface AnyResource {
  /** Plural, the same in Dexie, sync and SQL. */
  key: string;
  schema: WireSchema;
  labels: { singular: string; plural: string; gender: 'm' | 'f' };
  storage: Storage;
  integrity: Integrity;
  access: Access;
  /** Who a row is about (blocks/about.ts). Absent: the `access.owner` field, when there is one. */
  about?: PersonFields;
  /** Field naming a row (select options, page titles, breadcrumbs). */
  title: string;
  fields: readonly FieldDef[];
}

/** The same, checked against one schema: every field name must exist in it. */
export interface ResourceDef<K extends string, S extends WireSchema> extends AnyResource {
  key: K;
  schema: S;
  storage: Storage<FieldKey<S>>;
  integrity: Integrity<FieldKey<S>>;
  access: Access<FieldKey<S>>;
  about?: PersonFields<FieldKey<S>>;
  title: FieldKey<S>;
  fields: readonly FieldDef<FieldKey<S>>[];
}

/** How a resource's rows are written (Access.writes). */
export type Writes = NonNullable<Access['writes']>;

/** What a declaration file writes: a resource without cross-row rules may leave `integrity` out. */
export type ResourceInput<K extends string, S extends WireSchema, W extends Writes = 'generic'> = Omit<ResourceDef<K, S>, 'integrity' | 'access'> & {
  integrity?: Integrity<FieldKey<S>>;
  access: Access<FieldKey<S>> & { writes?: W };
};

/**
 * Keeps the literal key, the schema type and how rows are written (`W`, `generic` when not
 * declared) for typed hooks and the mutator type map (mutators/mutator-map.ts); an absent block is
 * an empty one.
 */
export function defineResource<const K extends string, S extends WireSchema, const W extends Writes = 'generic'>(
  def: ResourceInput<K, S, W>,
): ResourceDef<K, S> & { access: { writes?: W } } {
  return { ...def, integrity: def.integrity ?? {} };
}

export type RecordOf<R extends AnyResource> = v.InferOutput<R['schema']>;
