// The people search's query (GET /api/v1/search/people), checked the same way on the
// device (before calling) and on the server (authoritative: a bad query is a 400 in pt-BR).
// - `q`: a name (3 to 80 characters: words matched anywhere in the name, without accents or case) or a
//   whole CPF (11 digits, punctuation allowed). A partial CPF is refused: with the mask the results
//   show (***.456.789-**), a CPF prefix would let anyone rebuild whole CPFs one digit group at a time.
// - `city_id`, `sport_id`: the person's entity's city and sports (profiles name no city or sport).
// At least one of the three.
import { isValidCpf } from '../cpf';
import { normalizeSearch } from '../resources/search';

export const PEOPLE_SEARCH_LIMIT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SEARCH_MSG = {
  empty: 'Informe um nome, um CPF, uma cidade ou uma modalidade.',
  short: 'Digite ao menos 3 letras do nome.',
  long: 'A busca aceita até 80 caracteres.',
  partialCpf: 'Digite o CPF completo (11 dígitos).',
  badCpf: 'CPF inválido.',
  badCity: 'Cidade inválida.',
  badSport: 'Modalidade inválida.',
  offline: 'A busca de pessoas precisa de conexão com a internet. Conecte-se e tente de novo.',
} as const;

export interface PeopleQuery {
  /** Normalised name words (normalizeSearch), when searching by name. */
  words: string[];
  /** A whole CPF (digits), when searching by CPF. */
  cpf: string | null;
  cityId: string | null;
  sportId: string | null;
}

export type ParsedPeopleQuery = { ok: true; query: PeopleQuery } | { ok: false; message: string };

const idOrNull = (value: unknown): string | null | false => {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : false;
};

export function parsePeopleQuery(params: { q?: unknown; city_id?: unknown; sport_id?: unknown }): ParsedPeopleQuery {
  const cityId = idOrNull(params.city_id);
  if (cityId === false) return { ok: false, message: SEARCH_MSG.badCity };
  const sportId = idOrNull(params.sport_id);
  if (sportId === false) return { ok: false, message: SEARCH_MSG.badSport };
  const raw = typeof params.q === 'string' ? params.q.trim() : '';
  if (raw.length > 80) return { ok: false, message: SEARCH_MSG.long };
  let words: string[] = [];
  let cpf: string | null = null;
  if (/^[\d.\-\s]+$/.test(raw) && /\d/.test(raw)) {
    const digits = raw.replace(/\D/g, '');
    if (digits.length !== 11) return { ok: false, message: SEARCH_MSG.partialCpf };
    if (!isValidCpf(digits)) return { ok: false, message: SEARCH_MSG.badCpf };
    cpf = digits;
  } else if (raw !== '') {
    const name = normalizeSearch(raw);
    if (name.replace(/\s/g, '').length < 3) return { ok: false, message: SEARCH_MSG.short };
    words = name.split(' ').filter(Boolean);
  }
  if (words.length === 0 && !cpf && !cityId && !sportId) return { ok: false, message: SEARCH_MSG.empty };
  return { ok: true, query: { words, cpf, cityId, sportId } };
}

/** One person as a search shows them: never the whole CPF, phone, e-mail or birth date. */
export interface PersonHit {
  /** The profile's id (holders of `users` open the person's page with it). */
  id: string;
  name: string;
  /** ***.456.789-** */
  cpf: string;
  entity: string | null;
  city: string | null;
  verified: boolean;
}
