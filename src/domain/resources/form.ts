// Field kinds come from the schema, not from sample data (docs/style.md §1): the generic form asks here
// which widget a field needs, whether it is required and how long it may be.
import type { AnyResource, FieldDef, FieldKind } from './define';

interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  pipe?: readonly { type: string; requirement?: unknown; metadata?: { kind?: unknown } }[];
  options?: readonly unknown[];
}

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable']);

const NULL_WRAPPERS = new Set(['nullish', 'nullable']);

function unwrap(node: SchemaNode): { node: SchemaNode; optional: boolean; acceptsNull: boolean } {
  let optional = false;
  let acceptsNull = false;
  while (WRAPPERS.has(node.type) && node.wrapped) {
    optional = true;
    acceptsNull ||= NULL_WRAPPERS.has(node.type);
    node = node.wrapped;
  }
  return { node, optional, acceptsNull };
}

const hasAction = (node: SchemaNode, type: string): boolean => (node.pipe ?? []).some((a) => a.type === type);

const MASKED_KINDS: ReadonlySet<string> = new Set<FieldKind>(['cpf', 'cnpj', 'cep', 'time', 'image', 'file', 'money']);

/** The mask a schema asks for through `v.metadata({ kind })` (see schema-kit.ts). */
function metadataKind(node: SchemaNode): FieldKind | undefined {
  const kind = (node.pipe ?? []).find((a) => a.type === 'metadata')?.metadata?.kind;
  return typeof kind === 'string' && MASKED_KINDS.has(kind) ? (kind as FieldKind) : undefined;
}

export interface ResolvedField extends FieldDef {
  kind: FieldKind;
  required: boolean;
  /**
   * False for an optional field that takes no null (`v.optional(choice, 'ativa')`): left blank, it is
   * left out and the schema's default applies, instead of a null it would refuse.
   */
  acceptsNull?: boolean;
  maxLength?: number;
  /**
   * Resource key for `reference` / `references` fields; also `profiles` for a field naming one of a
   * person's profiles (`about.profiles`), which the screens print as the person's name.
   */
  reference?: string;
}

export function schemaNode(resource: AnyResource, key: string): SchemaNode | undefined {
  return (resource.schema.entries as Record<string, SchemaNode | undefined>)[key];
}

export function resolveField(resource: AnyResource, field: FieldDef): ResolvedField {
  const raw = schemaNode(resource, field.key);
  if (!raw) throw new Error(`${resource.key}: campo ${field.key} não existe no esquema`);
  const { node, optional, acceptsNull } = unwrap(raw);
  // A person's profile id is shown by the person's name, as a reference is by its title, in every
  // resource that names one (the LGPD `about` block already lists those fields). It stays a plain
  // field for the form and the integrity rules: which profile may stand there is the resource's own
  // rule (memberships, put rules), and the create forms fill it (a CPF picker), not a search.
  const reference = resource.integrity.references?.[field.key] ?? (resource.about?.profiles?.includes(field.key) ? 'profiles' : undefined);
  const max = node.pipe?.find((a) => a.type === 'max_length')?.requirement;
  return {
    ...field,
    kind: field.kind ?? deriveKind(node, resource.integrity.references?.[field.key] !== undefined),
    required: !optional,
    acceptsNull,
    ...(typeof max === 'number' ? { maxLength: max } : {}),
    ...(reference ? { reference } : {}),
  };
}

function deriveKind(node: SchemaNode, isReference: boolean): FieldKind {
  if (isReference) return node.type === 'array' ? 'references' : 'reference';
  switch (node.type) {
    case 'number':
      return metadataKind(node) ?? 'number';
    case 'boolean':
      return 'boolean';
    case 'picklist':
      return 'select';
    case 'string':
      if (metadataKind(node)) return metadataKind(node)!;
      if (hasAction(node, 'email')) return 'email';
      if (hasAction(node, 'url')) return 'url';
      if (hasAction(node, 'iso_date')) return 'date';
      return 'text';
    default:
      return 'text';
  }
}

/** The form of a resource, in declaration order, with kinds resolved. */
export const formFields = (resource: AnyResource): ResolvedField[] => resource.fields.map((f) => resolveField(resource, f));

/** Picklist values of a field (for checking declared option labels against the schema). */
export function picklistOptions(resource: AnyResource, key: string): readonly unknown[] | undefined {
  const raw = schemaNode(resource, key);
  const node = raw ? unwrap(raw).node : undefined;
  // A union also has `options` (its member schemas): only a picklist's are values.
  return node?.type === 'picklist' ? node.options : undefined;
}
