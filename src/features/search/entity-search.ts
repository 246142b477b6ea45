// The entity search (/public/associations), on the device: associations replicate to every signed-in
// person (scope tenant), so the search works offline. By name or short name (start of any word, no
// accents or case) or CNPJ (its start, with or without mask), city and sport. The CNPJ is shown
// masked like a CPF (**.345.678/0001-**): the screen is for finding an entity, not copying its number.
import { normalizeCnpj } from '../../domain/cnpj';
import { normalizeSearch } from '../../domain/resources/search';

export interface EntityFilter { q: string; city: string; sport: string }

export function entityMatcher(filter: EntityFilter): (row: Record<string, unknown>) => boolean {
  const term = normalizeSearch(filter.q);
  const byDocument = term !== '' && /^[\d.\-/\s]+$/.test(term);
  const document = normalizeCnpj(term);
  return (row) => {
    if (filter.city && row.city_id !== filter.city) return false;
    if (filter.sport && !(Array.isArray(row.sport_ids) && row.sport_ids.includes(filter.sport))) return false;
    if (term === '') return true;
    if (byDocument) return String(row.cnpj ?? '').startsWith(document);
    return [row.name, row.short_name].some((value) => {
      const name = normalizeSearch(String(value ?? ''));
      return name.startsWith(term) || name.includes(` ${term}`);
    });
  };
}

/** 12345678000190 → **.345.678/0001-** (alphanumeric CNPJs alike). */
export function maskCnpj(cnpj: string): string {
  const c = normalizeCnpj(cnpj);
  if (c.length !== 14) return '**.***.***/****-**';
  return `**.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-**`;
}
