// The import's preview: every data row of the file accepted (as the record that will be written) or
// refused with its pt-BR reasons, before anything is written. Pure: the replica's part (keys already
// registered, the referenced rows) comes in as a snapshot, so it runs in a worker and in tests alike.
// A row is refused for a cell that cannot be converted, a reference that names nothing (or several
// rows), anything the resource's own schema refuses (CPF/CNPJ check digits, dates in the future,
// required fields), or a key repeated in the file or already registered. The server re-validates
// every write (uniqueness lives there and in the database).
import * as v from 'valibot';
import { findResource } from '../../domain/resources/index';
import { convertCell } from './cells';
import { buildReferenceIndex, resolveReference, type ReferenceIndex } from './lookups';
import type { ColumnMapping } from './mapping';
import { keyOfRecord, type ImportColumn, type ImportSpec } from './specs';

export interface ReplicaSnapshot {
  /** Values of the spec's key field already registered (CPFs, CNPJs). */
  keys: readonly string[];
  /** Rows of each referenced collection (id and the lookup fields suffice). */
  references: Readonly<Record<string, readonly Record<string, unknown>[]>>;
}

export interface AcceptedRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  record: Record<string, unknown>;
}

export interface RefusedRow {
  line: number;
  cells: readonly string[];
  reasons: string[];
}

export interface Preview {
  accepted: AcceptedRow[];
  refused: RefusedRow[];
}

export interface DataRow {
  line: number;
  cells: readonly string[];
}

export interface PreviewOptions {
  newId: () => string;
  /** Called every `progressEvery` rows with the rows done (large files). */
  onProgress?: (done: number) => void;
  progressEvery?: number;
}

const keyLabel = (spec: ImportSpec): string =>
  typeof spec.key === 'string' ? (spec.columns.find((c) => c.field === spec.key)?.header ?? spec.key) : spec.key.join(' + ');
/** Where a duplicate is reported: the key's last field (a compound key's person). */
const keyField = (spec: ImportSpec): string => (typeof spec.key === 'string' ? spec.key : spec.key[spec.key.length - 1]!);

export function previewRows(spec: ImportSpec, mapping: ColumnMapping, rows: readonly DataRow[], snapshot: ReplicaSnapshot, options: PreviewOptions): Preview {
  const resource = findResource(spec.resource);
  if (!resource) throw new Error(`Recurso desconhecido: ${spec.resource}`);
  const indexes = new Map<string, ReferenceIndex>();
  for (const column of spec.columns) {
    if (!column.reference || column.reference.within || indexes.has(column.reference.collection)) continue;
    indexes.set(column.reference.collection, buildReferenceIndex(column.reference, snapshot.references[column.reference.collection] ?? []));
  }
  // Scoped lookups (specs.ts `within`): one index per scope value, built when first asked.
  const scoped = new Map<string, ReferenceIndex>();
  const indexFor = (column: ImportColumn, record: Record<string, unknown>): ReferenceIndex => {
    const lookup = column.reference!;
    if (!lookup.within) return indexes.get(lookup.collection)!;
    const scope = String(record[lookup.within.from] ?? '');
    const key = `${column.field}\u0000${scope}`;
    let index = scoped.get(key);
    if (!index) {
      index = buildReferenceIndex(lookup, (snapshot.references[lookup.collection] ?? []).filter((row) => scope !== '' && row[lookup.within!.field] === scope));
      scoped.set(key, index);
    }
    return index;
  };
  const rowsById = new Map<string, Map<string, Record<string, unknown>>>();
  const rowOf = (collection: string, id: string): Record<string, unknown> | undefined => {
    let byId = rowsById.get(collection);
    if (!byId) {
      byId = new Map((snapshot.references[collection] ?? []).map((row) => [String(row.id), row]));
      rowsById.set(collection, byId);
    }
    return byId.get(id);
  };
  const registered = new Set(snapshot.keys);
  const firstLine = new Map<string, number>();
  const accepted: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  const every = options.progressEvery ?? 500;

  rows.forEach(({ line, cells }, n) => {
    if (n > 0 && n % every === 0) options.onProgress?.(n);
    // Reasons by field, listed in the spreadsheet's column order; one per cell.
    const reasons = new Map<string, string[]>();
    const refuse = (field: string, reason: string) => reasons.set(field, [...(reasons.get(field) ?? []), reason]);
    const record: Record<string, unknown> = { id: options.newId(), ...spec.defaults(options.newId) };
    for (const column of spec.columns) {
      const at = mapping[column.field];
      const cell = at === null || at === undefined ? '' : (cells[at] ?? '').trim();
      if (cell === '') continue;
      if (column.kind === 'reference' || column.kind === 'references') {
        const names = column.kind === 'references' ? cell.split(/[,;|]/).map((s) => s.trim()).filter(Boolean) : [cell];
        const ids: string[] = [];
        for (const name of names) {
          const hit = resolveReference(column, indexFor(column, record), name);
          if ('error' in hit) refuse(column.field, hit.error);
          else ids.push(hit.id);
        }
        const copy = column.reference!.copy;
        if (copy && ids[0]) {
          const row = rowOf(column.reference!.collection, ids[0]);
          for (const [to, from] of Object.entries(copy)) record[to] = row?.[from];
        }
        record[column.field] = column.kind === 'references' ? ids : ids[0];
        continue;
      }
      const converted = convertCell(column, cell);
      if ('error' in converted) refuse(column.field, converted.error);
      else record[column.field] = converted.value;
    }
    const parsed = v.safeParse(resource.schema, record);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue)?.split('.')[0] ?? '';
        // A cell refused above is not judged again by the schema ("Informe …" for what it could not read).
        if (!reasons.has(field)) refuse(field, messageFor(resource.schema, field, issue.message));
      }
    }
    const key = keyOfRecord(spec, record);
    if (key !== null && !reasons.has(keyField(spec))) {
      const earlier = firstLine.get(key);
      if (earlier !== undefined) refuse(keyField(spec), spec.keyMessages?.repeated.replace('{line}', String(earlier)) ?? `${keyLabel(spec)} repetido no arquivo (linha ${earlier}).`);
      else firstLine.set(key, line);
      if (registered.has(key)) refuse(keyField(spec), spec.keyMessages?.registered ?? `${keyLabel(spec)} já cadastrado.`);
    }
    if (reasons.size > 0) {
      const order = [...spec.columns.map((c) => c.field), ...reasons.keys()];
      refused.push({ line, cells, reasons: [...new Set(order)].flatMap((f) => reasons.get(f) ?? []) });
    } else accepted.push({ line, record: parsed.success ? (parsed.output as Record<string, unknown>) : record });
  });
  options.onProgress?.(rows.length);
  return { accepted, refused };
}

/**
 * A required field left out is reported by valibot with the object's message ("Dados do registro
 * inválidos."): the field's own schema says what is missing ("Informe o CPF.").
 */
function messageFor(schema: { entries: v.ObjectEntries }, field: string, message: string): string {
  const entry = schema.entries[field];
  if (!entry) return message;
  const own = v.safeParse(entry, undefined);
  return !own.success && message === 'Dados do registro inválidos.' ? own.issues[0].message : message;
}
