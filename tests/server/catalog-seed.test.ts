// The demo catalogue (server/seed/catalog-seed.ts) in the seeded database: counts per tenant, every
// row valid for its resource's schema and stored in the sync wire format, and a pull as the athlete
// brings the public catalogue (the UFs) and their own profile only.
import { UNVERIFIED_SIGNUPS } from '../../server/seed/approvals-seed';
import { PRIVACY_ACCOUNTS } from '../../server/seed/privacy-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isValidCnpj } from '../../src/domain/cnpj';
import { isValidCpf } from '../../src/domain/cpf';
import { PULL_LIMIT_MAX } from '../../src/domain/protocol';
import { findResource } from '../../src/domain/resources/index';
import { createApp } from '../../server/app';
import type { DbHandle } from '../../server/db/db';
import { loadMunicipalities } from '../../server/seed/catalog-seed';
import { RECORDS_SELF_REGISTERED, RECORDS_TENANT, RECORDS_VERIFIED } from '../../server/seed/records-seed';
import { ASSOCIATIONS, ATHLETES_PER_TENANT, PROFILED_ACCOUNTS, SPORTS, STATES, TEAMS } from '../../server/seed/catalog-data';
import { AMATEUR_CLUBS, SERIE_A_2023_CLUBS } from '../../server/seed/competitions-data';
import { DEMO_COMPETITION_TENANT } from '../../server/seed/competitions-seed';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data';
import { MEMBERS_PER_TEAM } from '../../server/seed/referees-seed';
import { generateAthletes } from '../../bench/generate-athletes';
import { login } from './helpers';
import { Replica } from './sync-helpers';
import { openTestDb } from './test-db';

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle?.close();
});

interface Row {
  code: string;
  collection: string;
  id: string;
  version: number;
  owner_id: string | null;
  data: Record<string, unknown>;
  wire: string;
}

const rows = () =>
  handle.db.query<Row>(
    `SELECT t.code, r.collection, r.id::text AS id, r.version::int AS version, r.owner_id::text AS owner_id, r.data, r.wire
       FROM records r JOIN tenants t ON t.id = r.tenant_id WHERE NOT r.deleted ORDER BY t.code, r.version`,
  );

describe('catalog seed', () => {
  it('writes the same catalogue to both tenants, with sport people among the demo accounts getting their own profiles', async () => {
    const all = await rows();
    const count = (code: string, collection: string) => all.filter((r) => r.code === code && r.collection === collection).length;
    expect(loadMunicipalities()).toHaveLength(5570);
    for (const code of ['demo', 'outra']) {
      const accounts = DEMO_ACCOUNTS.filter((a) => a.tenant === code && PROFILED_ACCOUNTS.includes(a.email)).length;
      // The demo competitions (competitions-seed.ts) add one association and one team per club.
      const clubs = code === DEMO_COMPETITION_TENANT ? SERIE_A_2023_CLUBS.length + AMATEUR_CLUBS.length : 0;
      // The demo referee's match of today (referees-seed.ts) registers two squads with their own profiles.
      const squads = code === DEMO_COMPETITION_TENANT ? 2 * MEMBERS_PER_TEAM : 0;
      // The records area's people (records-seed.ts): verified ones with photos and self-registrations.
      const records = code === RECORDS_TENANT ? RECORDS_VERIFIED + RECORDS_SELF_REGISTERED : 0;
      expect({
        countries: count(code, 'countries'),
        countryregions: count(code, 'countryregions'),
        states: count(code, 'states'),
        cities: count(code, 'cities'),
        sports: count(code, 'sports'),
        associationstypes: count(code, 'associationstypes'),
        associations: count(code, 'associations'),
        teams: count(code, 'teams'),
        profiles: count(code, 'profiles'),
      }).toEqual({
        countries: 1,
        countryregions: 5,
        states: 27,
        cities: 5570,
        sports: SPORTS.length,
        associationstypes: 3,
        associations: ASSOCIATIONS.length + clubs,
        teams: TEAMS.length + clubs,
        // The demo tenant also holds unverified self-registrations (approvals-seed.ts).
        profiles: ATHLETES_PER_TENANT + accounts + squads + records + (code === 'demo' ? UNVERIFIED_SIGNUPS.length + Object.keys(PRIVACY_ACCOUNTS).length : 0),
      });
    }
    const [counter] = await handle.db.query<{ version: number }>(
      `SELECT v.version::int AS version FROM tenant_versions v JOIN tenants t ON t.id = v.tenant_id WHERE t.code = 'demo'`,
    );
    // The counter is the newest row's version (a pull from it misses nothing), and every row has its
    // own: a seed that moves a row after writing it (an approved transfer moves its athlete) uses a
    // version more than the rows it leaves.
    const demo = all.filter((r) => r.code === 'demo');
    expect(counter!.version).toBe(Math.max(...demo.map((r) => r.version)));
    expect(new Set(demo.map((r) => r.version)).size).toBe(demo.length);
  });

  it('stores only rows that pass their schema, in the pull wire format, with owners and valid documents', async () => {
    const all = await rows();
    const states = new Map<string, Record<string, unknown>>();
    for (const r of all) {
      const resource = findResource(r.collection)!;
      expect(() => v.parse(resource.schema, r.data), `${r.collection} ${r.id}`).not.toThrow();
      expect(JSON.parse(r.wire)).toEqual({ collection: r.collection, id: r.id, version: r.version, data: r.data });
      if (r.collection === 'profiles') {
        expect(r.owner_id).toBe(r.data.user_id);
        expect(isValidCpf(r.data.cpf as string)).toBe(true);
      }
      if (r.collection === 'associations') expect(isValidCnpj(r.data.cnpj as string)).toBe(true);
      if (r.collection === 'states' && r.code === 'demo') states.set(r.id, r.data);
    }
    // Cities sit in the UF of their code's first 2 digits; every capital exists.
    const demoCities = all.filter((r) => r.code === 'demo' && r.collection === 'cities');
    for (const c of demoCities) expect((c.data.ibge as string).slice(0, 2)).toBe(states.get(c.data.state_id as string)!.ibge);
    const ibges = new Set(demoCities.map((c) => c.data.ibge));
    for (const s of STATES) expect(ibges, s.capital).toContain(s.capital);
    // No two profiles of a tenant share a CPF (users are unique by CPF per tenant).
    for (const code of ['demo', 'outra']) {
      const cpfs = all.filter((r) => r.code === code && r.collection === 'profiles').map((r) => r.data.cpf);
      expect(new Set(cpfs).size).toBe(cpfs.length);
    }
  });

  it('gives the athlete the UFs and their own profile on pull', async () => {
    const app = createApp({ db: handle.db });
    const athlete = await login(app, 'atleta@demo.test');
    const replica = new Replica();
    await replica.sync(app, athlete.token, PULL_LIMIT_MAX);
    const ufs = replica.ids('states').map((id) => replica.get('states', id)!.uf).sort();
    expect(ufs).toEqual(STATES.map((s) => s.uf).sort());
    expect(replica.ids('cities')).toHaveLength(5570);
    const profiles = replica.ids('profiles').map((id) => replica.get('profiles', id)!);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ user_id: athlete.result.id, cpf: DEMO_ACCOUNTS.find((a) => a.email === 'atleta@demo.test')!.cpf });
  });
});

describe('bench athlete generator', () => {
  it('makes valid, deterministic profiles with distinct CPFs', () => {
    const schema = findResource('profiles')!.schema;
    const a = [...generateAthletes(2000)];
    const b = [...generateAthletes(2000)];
    for (const p of a) v.parse(schema, p);
    expect(new Set(a.map((p) => p.cpf)).size).toBe(2000);
    const strip = (p: Record<string, unknown>) => ({ ...p, id: undefined, user_id: undefined });
    expect(a.map(strip)).toEqual(b.map(strip));
    expect([...generateAthletes(5)]).toHaveLength(5);
  });
});
