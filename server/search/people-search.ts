// The people search. A server call, because a person without `users` does not
// replicate other people (profiles: owner, permission:users, a referee's relation). What a searcher
// gets:
// - holders of `users` (and masters): every live profile of their tenant;
// - everyone else: only people whose `listagem_publica` consent is granted (the `consents`
//   collection, one row per person and kind: the CONSENTS contract);
// and for each: name (social name first), CPF masked (***.456.789-**), entity, its city, verified —
// never the whole CPF, phone, e-mail or birth date, whoever asks.
import { holdsPermission, type Grants } from '../../src/domain/access';
import { maskCpf } from '../../src/domain/cpf';
import { PEOPLE_SEARCH_LIMIT, type PeopleQuery, type PersonHit } from '../../src/domain/search/people-query';
import type { Db, SqlParam } from '../db/db';

// Accent folding without the unaccent extension (absent from PGlite): the same folding as the
// device's normalizeSearch for Portuguese letters, then lower() on what is left (ASCII in any locale).
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn';
const folded = (expr: string): string => `lower(translate(${expr}, '${ACCENTED}', '${PLAIN}'))`;
const likeEscape = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

interface HitRow {
  id: string;
  name: string | null;
  social_name: string | null;
  cpf: string | null;
  verified: boolean | null;
  entity: string | null;
  city: string | null;
}

export interface PeopleAnswer { people: PersonHit[]; more: boolean }

export async function searchPeople(db: Db, tenantId: string, searcher: Grants, query: PeopleQuery): Promise<PeopleAnswer> {
  const params: SqlParam[] = [tenantId];
  const param = (value: SqlParam): string => `$${params.push(value)}`;
  const where = [`p.tenant_id = $1`, `p.collection = 'profiles'`, `NOT p.deleted`];
  if (!holdsPermission(searcher, 'users')) {
    where.push(`EXISTS (SELECT 1 FROM records c WHERE c.tenant_id = $1 AND c.collection = 'consents' AND NOT c.deleted
                  AND c.data->>'user_id' = p.data->>'user_id' AND c.data->>'kind' = 'listagem_publica' AND c.data->>'granted' = 'true')`);
  }
  const name = `${folded(`coalesce(p.data->>'name', '')`)} || ' ' || ${folded(`coalesce(p.data->>'social_name', '')`)}`;
  for (const word of query.words) where.push(`(${name}) LIKE ${param(`%${likeEscape(word)}%`)}`);
  if (query.cpf) where.push(`p.data->>'cpf' = ${param(query.cpf)}`);
  if (query.cityId) where.push(`a.data->>'city_id' = ${param(query.cityId)}`);
  if (query.sportId) where.push(`coalesce(a.data->'sport_ids', '[]'::jsonb) ? ${param(query.sportId)}`);
  const rows = await db.query<HitRow>(
    `SELECT p.id::text AS id, p.data->>'name' AS name, p.data->>'social_name' AS social_name, p.data->>'cpf' AS cpf,
            (p.data->>'verified')::boolean AS verified, coalesce(a.data->>'short_name', a.data->>'name') AS entity, ci.data->>'name' AS city
       FROM records p
       LEFT JOIN records a ON a.tenant_id = p.tenant_id AND a.collection = 'associations' AND NOT a.deleted AND a.id::text = p.data->>'association_id'
       LEFT JOIN records ci ON ci.tenant_id = p.tenant_id AND ci.collection = 'cities' AND NOT ci.deleted AND ci.id::text = a.data->>'city_id'
      WHERE ${where.join(' AND ')}
      ORDER BY ${folded(`coalesce(p.data->>'name', '')`)}, p.id
      LIMIT ${PEOPLE_SEARCH_LIMIT + 1}`,
    params,
  );
  const people = rows.slice(0, PEOPLE_SEARCH_LIMIT).map((r): PersonHit => ({
    id: r.id,
    name: r.social_name || r.name || '',
    cpf: r.cpf && /^\d{11}$/.test(r.cpf) ? maskCpf(r.cpf) : '***.***.***-**',
    entity: r.entity,
    city: r.city,
    verified: r.verified === true,
  }));
  return { people, more: rows.length > PEOPLE_SEARCH_LIMIT };
}
