// A list of records → the cells of a spreadsheet with the same pt-BR headers the import reads (an
// export can be edited and imported back): references by name (an entity by its name, which the
// import also accepts), choices by their label, flags Sim/Não, CPF and CNPJ with their mask, dates as
// dates (dd/mm/aaaa in the file).
import { formatCnpj } from '../../../domain/cnpj';
import { formatCpf } from '../../../domain/cpf';
import type { SheetCell } from '../../../lib/sheet-files';
import type { ImportColumn, ImportSpec } from '../../../ui/import/specs';

/** Collection → id → how a cell names that row. */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

function cellOf(column: ImportColumn, value: unknown, names: ReferenceNames): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'cpf':
      return formatCpf(String(value));
    case 'cnpj':
      return formatCnpj(String(value));
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(value);
    }
    case 'boolean':
      return value ? 'Sim' : 'Não';
    case 'choice':
      return column.options?.[String(value)] ?? String(value);
    case 'reference':
      return names.get(column.reference!.collection)?.get(String(value)) ?? null;
    case 'references':
      return (Array.isArray(value) ? value : []).map((id) => names.get(column.reference!.collection)?.get(String(id)) ?? '').filter(Boolean).join(', ') || null;
    default:
      return String(value);
  }
}

export const exportHeaders = (spec: ImportSpec): string[] => spec.columns.map((c) => c.header);

export function exportRows(spec: ImportSpec, records: readonly Record<string, unknown>[], names: ReferenceNames): SheetCell[][] {
  return records.map((record) => spec.columns.map((column) => cellOf(column, record[column.field], names)));
}
