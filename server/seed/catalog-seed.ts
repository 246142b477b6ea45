// The demo catalogue for every tenant, written through the records store (writeRecords: the same
// wire format and tenant version counter as sync writes): Brazil, its regions, UFs and all 5,570
// municipalities, sports, association categories, associations, teams and athlete profiles (one for
// each PROFILED_ACCOUNTS demo account, plus ATHLETES_PER_TENANT generated). Every row is checked with v.parse against
// its resource's schema before it is written. One statement per tenant.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { findResource } from '../../src/domain/resources/index';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords, type RecordWrite } from '../sync/sql-tx';
import { athletes } from './athletes';
import { demoPhotoPath } from '../static/demo-photos';
import { ASSOCIATION_TYPES, ASSOCIATIONS, associationCnpj, ATHLETES_PER_TENANT, BRAZIL, PROFILED_ACCOUNTS, REGIONS, SPORTS, STATES, TEAMS } from './catalog-data';

export interface Municipality {
  ibge: string;
  name: string;
}

const MUNICIPALITIES_FILE = new URL('./data/municipalities.tsv', import.meta.url);
let municipalitiesCache: readonly Municipality[] | undefined;

/** data/municipalities.tsv: IBGE 7-digit code and name (source and licence: data/municipalities.LICENSE). */
export function loadMunicipalities(): readonly Municipality[] {
  municipalitiesCache ??= readFileSync(MUNICIPALITIES_FILE, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => {
      const [ibge, name] = line.split('\t');
      return { ibge: ibge!, name: name! };
    });
  return municipalitiesCache;
}

/**
 * Demo profiles count as registered by the federation: verified (the server stamps that only on a
 * `users` holder's write, which the seed stands in for), so the demo accounts get their ID card.
 */
const SEEDED_VERIFIED = { verified: true, verified_by: null, verified_at: null } as const;

export interface CatalogUser {
  id: string;
  name: string;
  cpf: string;
  phone: string | null;
}

/** Rows of one tenant's catalogue, in write order (referenced rows first), each valid for its schema. */
export function buildCatalog(users: readonly CatalogUser[], seed = 1): { collection: string; row: Record<string, unknown> & { id: string } }[] {
  const out: { collection: string; row: Record<string, unknown> & { id: string } }[] = [];
  const put = <T extends Record<string, unknown>>(collection: string, fields: T): T & { id: string } => {
    const row = { id: uuidv7(), ...fields };
    const resource = findResource(collection);
    if (!resource) throw new Error(`Coleção desconhecida: ${collection}`);
    v.parse(resource.schema, row);
    out.push({ collection, row });
    return row;
  };

  const country = put('countries', { ...BRAZIL });
  for (const name of Object.values(REGIONS)) put('countryregions', { name, country_id: country.id });
  const stateIds = new Map<string, string>();
  for (const s of STATES) stateIds.set(s.ibge, put('states', { name: s.name, uf: s.uf, ibge: s.ibge, country_id: country.id }).id);
  const cityIds = new Map<string, string>();
  for (const m of loadMunicipalities()) {
    const stateId = stateIds.get(m.ibge.slice(0, 2));
    if (!stateId) throw new Error(`Município ${m.ibge} sem UF conhecida.`);
    cityIds.set(m.ibge, put('cities', { name: m.name, ibge: m.ibge, state_id: stateId }).id);
  }

  const sportIds = new Map<string, string>();
  for (const s of SPORTS) sportIds.set(s.code, put('sports', { name: s.name, code: s.code, team_sport: s.team_sport, active: true }).id);
  const typeIds = new Map<string, string>();
  for (const name of ASSOCIATION_TYPES) typeIds.set(name, put('associationstypes', { name }).id);

  const associationIds = new Map<string, string>();
  for (const a of ASSOCIATIONS) {
    const row = put('associations', {
      name: a.name,
      short_name: a.short_name,
      cnpj: associationCnpj(a),
      associationstype_id: typeIds.get(a.type)!,
      city_id: cityIds.get(a.city) ?? fail(`Cidade ${a.city} ausente.`),
      sport_ids: a.sports.map((code) => sportIds.get(code)!),
      email: a.email,
      phone: a.phone,
      active: true,
    });
    associationIds.set(a.key, row.id);
  }
  for (const t of TEAMS) {
    put('teams', { name: t.name, association_id: associationIds.get(t.association)!, sport_id: sportIds.get(t.sport)!, category: t.category, gender: t.gender });
  }

  // Profiled demo accounts (same name and CPF as the account) belong to the first association.
  const firstAssociation = associationIds.get(ASSOCIATIONS[0]!.key)!;
  // They also get a generated photo (server/static/demo-photos.ts) and a registration number, for the ID card.
  for (const [i, u] of users.entries()) {
    const phone = u.phone?.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '') ?? null;
    const registration = `${String(seed).padStart(2, '0')}.${String(i + 1).padStart(5, '0')}`;
    put('profiles', { user_id: u.id, name: u.name, cpf: u.cpf, birthdate: '1995-06-15', gender: 'nao_informado', association_id: firstAssociation, phone, photo_url: demoPhotoPath(u.name), registration, ...SEEDED_VERIFIED });
  }
  const userCpfs = new Set(users.map((u) => u.cpf));
  for (const p of athletes(ATHLETES_PER_TENANT, { seed, associationIds: [...associationIds.values()] })) {
    if (userCpfs.has(p.cpf)) continue; // generated CPFs start at 900000000: never a demo account's
    const { id: _id, ...fields } = p;
    put('profiles', { ...fields, ...SEEDED_VERIFIED });
  }
  return out;
}

function fail(message: string): never {
  throw new Error(message);
}

/** Writes the catalogue of every tenant; call inside the seed's transaction, after the users. Returns rows written per tenant. */
export async function seedCatalog(tx: Db, now: Date): Promise<Map<string, number>> {
  const tenants = await tx.query<{ id: string; code: string }>('SELECT id::text AS id, code FROM tenants ORDER BY code');
  const users = await tx.query<CatalogUser & { tenant_id: string }>(
    `SELECT tenant_id::text AS tenant_id, id::text AS id, name, cpf, phone FROM users WHERE lower(email) = ANY($1::text[]) ORDER BY email`,
    [PROFILED_ACCOUNTS],
  );
  const written = new Map<string, number>();
  for (const [i, tenant] of tenants.entries()) {
    const rows = buildCatalog(users.filter((u) => u.tenant_id === tenant.id), i + 1);
    const writes: RecordWrite[] = rows.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row }));
    await lockTenantVersion(tx, tenant.id);
    await writeRecords(tx, tenant.id, writes, now);
    written.set(tenant.code, writes.length);
  }
  return written;
}
