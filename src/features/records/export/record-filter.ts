// The records lists' filters a federation needs beyond the generic list's (which filters by one
// indexed field at a time): a person by name or CPF in one box, by entity, verified or not — in any
// mix. In memory over the replica's rows: the export takes exactly the rows the screen shows.
import { onlyDigits } from '../../../domain/cpf';
import { normalizeCnpj } from '../../../domain/cnpj';
import { normalizeSearch } from '../../../domain/resources/search';

export interface RecordFilter {
  /** Start of any word of the name, or start of the CPF/CNPJ (with or without mask). */
  term?: string;
  /** Field → the value it must hold (an entity). */
  equals?: Readonly<Record<string, string>>;
  /** true: verified only; false: not verified only. */
  verified?: boolean;
}

export interface FilterFields {
  name: string;
  /** The document field: `cpf` or `cnpj`. */
  document: string;
  /** The verification flag, when the resource has one. */
  verified?: string;
}

export function recordMatcher(fields: FilterFields, filter: RecordFilter): (row: Record<string, unknown>) => boolean {
  const term = normalizeSearch(filter.term ?? '');
  const digits = fields.document === 'cnpj' ? normalizeCnpj(term) : onlyDigits(term);
  // A term of digits and punctuation only is a document; anything else is a name.
  const byDocument = term !== '' && /^[\d.\-/\s]+$/.test(term);
  return (row) => {
    for (const [field, value] of Object.entries(filter.equals ?? {})) if (value && row[field] !== value) return false;
    if (filter.verified !== undefined && fields.verified && (row[fields.verified] === true) !== filter.verified) return false;
    if (term === '') return true;
    if (byDocument) return String(row[fields.document] ?? '').startsWith(digits);
    const name = normalizeSearch(String(row[fields.name] ?? ''));
    return name.startsWith(term) || name.includes(` ${term}`);
  };
}
