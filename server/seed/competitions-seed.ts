// Demo competitions, tenant demo only: the 2023 Série A as a finished competition (20 clubs
// with their association, the CBF regulation, the classification zones, all 380 results) and an
// upcoming state amateur championship (6 clubs entered in one round-robin group, no fixtures yet:
// the "generate fixtures" journey starts there). Written through the records store in ONE statement
// (writeRecords: same wire rows and version counter as sync writes), every row checked against its
// resource's schema; ids and relations are built the way the mutators check them (a duel's teams are
// participants of its competition, its group is of its phase), which tests/server/competitions-seed
// verifies by re-saving seeded rows through the mutators.
import * as v from 'valibot';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { preset } from '../../src/domain/competitions/standings';
import { findResource } from '../../src/domain/resources/index';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { AMATEUR_CLUBS, loadSerieA2023, SERIE_A_2023_CLUBS, SERIE_A_2023_ZONES, type DemoClub } from './competitions-data';
import { brasiliaDay } from '../../src/domain/dates';
import { refereeDemo, type AmateurIds } from './referees-seed';

export const DEMO_COMPETITION_TENANT = 'demo';
export const SERIE_A_NAME = 'Campeonato Brasileiro Série A';
export const AMATEUR_NAME = 'Campeonato Estadual Amador';

type Row = Record<string, unknown> & { id: string };

/** Rows in write order (referenced rows first), each valid for its schema. */
class Rows {
  readonly out: { collection: string; row: Row }[] = [];
  put(collection: string, fields: Record<string, unknown>): Row {
    // The parsed row: exactly the schema's fields (a preset's rules spread in carry nothing else).
    const row = v.parse(findResource(collection)!.schema, { id: uuidv7(), ...fields }) as Row;
    this.out.push({ collection, row });
    return row;
  }
}

interface Catalog {
  sportId: string;
  clubTypeId: string;
  cityIds: ReadonlyMap<string, string>;
}

/** Associations and teams of `clubs` (by team name), one CNPJ base each from `cnpjPrefix`. */
function clubs(rows: Rows, catalog: Catalog, list: readonly DemoClub[], cnpjPrefix: string, category: string): Map<string, string> {
  const teams = new Map<string, string>();
  list.forEach((club, i) => {
    const association = rows.put('associations', {
      name: club.association, short_name: club.short_name, cnpj: cnpjFromBase(`${cnpjPrefix}${String(i + 1).padStart(4, '0')}0001`),
      associationstype_id: catalog.clubTypeId, city_id: catalog.cityIds.get(club.city) ?? fail(`Cidade ${club.city} ausente.`),
      sport_ids: [catalog.sportId], active: true,
    });
    teams.set(club.team, rows.put('teams', { name: club.team, association_id: association.id, sport_id: catalog.sportId, category, gender: 'masculino' }).id);
  });
  return teams;
}

function serieA(rows: Rows, catalog: Catalog): void {
  const teams = clubs(rows, catalog, SERIE_A_2023_CLUBS, '9923', 'Profissional');
  const cbf = preset('cbf_serie_a');
  const regulation = rows.put('regulations', {
    name: 'CBF — Série A 2023', sport_id: catalog.sportId, ...cbf.rules, preset: cbf.key, description: `Fonte: ${cbf.source}.`,
  });
  const series = rows.put('competitionsseries', { name: SERIE_A_NAME, description: 'Edições anuais do Campeonato Brasileiro da Série A.' });
  const matches = loadSerieA2023();
  const competition = rows.put('competitions', {
    name: SERIE_A_NAME, sport_id: catalog.sportId, season: 2023, regulation_id: regulation.id, series_id: series.id, gender: 'masculino',
    starts_on: matches[0]!.date, ends_on: matches.reduce((last, m) => (m.date > last ? m.date : last), matches[0]!.date),
    status: 'encerrada', visibility: 'public', description: 'Temporada 2023 completa: 38 rodadas, 380 jogos, com cartões por clube.',
  });
  const phase = rows.put('phases', { competition_id: competition.id, name: 'Pontos corridos', kind: 'round_robin', order: 1, legs: 2 });
  const group = rows.put('groups', { phase_id: phase.id, competition_id: competition.id, name: 'Grupo único', order: 1 });
  for (const id of teams.values()) rows.put('competitionteams', { competition_id: competition.id, team_id: id, group_id: group.id, status: 'confirmada' });
  for (const zone of SERIE_A_2023_ZONES) {
    const row = rows.put('classificationzones', { name: zone.name, color: zone.color });
    rows.put('classificationzonepositions', { classificationzone_id: row.id, competition_id: competition.id, from_position: zone.from, to_position: zone.to });
  }
  for (const m of matches) {
    rows.put('duels', {
      competition_id: competition.id, phase_id: phase.id, group_id: group.id, round: m.round, starts_at: m.date,
      home_team_id: teams.get(m.home) ?? fail(`Clube ${m.home} ausente.`), away_team_id: teams.get(m.away) ?? fail(`Clube ${m.away} ausente.`),
      status: 'realizada', home_score: m.home_goals, away_score: m.away_goals, home_yellow: m.home_yellow, away_yellow: m.away_yellow,
      home_red: m.home_red, away_red: m.away_red, result_at: `${m.date}T23:59:00.000Z`,
    });
  }
}

function amateur(rows: Rows, catalog: Catalog, now: Date): AmateurIds {
  const teams = clubs(rows, catalog, AMATEUR_CLUBS, '9924', 'Adulto');
  const typical = preset('amateur_state');
  const regulation = rows.put('regulations', {
    name: 'Regulamento amador estadual', sport_id: catalog.sportId, ...typical.rules, preset: typical.key, description: `Fonte: ${typical.source}.`,
  });
  const season = Number(brasiliaDay(now, 30).slice(0, 4));
  const competition = rows.put('competitions', {
    name: AMATEUR_NAME, sport_id: catalog.sportId, season, regulation_id: regulation.id, gender: 'masculino',
    starts_on: brasiliaDay(now, 30), ends_on: brasiliaDay(now, 100), status: 'inscricoes', open_for_entry: true,
    description: 'Seis clubes, turno e returno. Dois jogos já marcados, com arbitragem escalada; o restante da tabela ainda não foi gerada.',
  });
  const phase = rows.put('phases', { competition_id: competition.id, name: 'Primeira fase', kind: 'round_robin', order: 1, legs: 2 });
  const group = rows.put('groups', { phase_id: phase.id, competition_id: competition.id, name: 'Grupo A', order: 1 });
  const entries = [...teams.values()].map((id) => rows.put('competitionteams', { competition_id: competition.id, team_id: id, group_id: group.id, status: 'confirmada' }));
  return { competition: competition.id, phase: phase.id, group: group.id, entries: entries.map((e) => ({ id: e.id, team_id: e.team_id as string })) };
}

function fail(message: string): never {
  throw new Error(message);
}

/** Call inside the seed's transaction, after the catalogue (it reads the sport, cities and association types). */
export async function seedCompetitions(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [DEMO_COMPETITION_TENANT]);
  if (!tenant) return 0;
  const lookup = async (collection: string, field: string, values: readonly string[]) =>
    new Map((await tx.query<{ id: string; value: string }>(
      `SELECT id::text AS id, data->>'${field}' AS value FROM records WHERE tenant_id = $1 AND collection = '${collection}' AND NOT deleted AND data->>'${field}' = ANY($2::text[])`,
      [tenant.id, [...values]],
    )).map((r) => [r.value, r.id]));
  const sport = (await lookup('sports', 'code', ['FUT'])).get('FUT');
  const clubType = (await lookup('associationstypes', 'name', ['Clube'])).get('Clube');
  const cityIds = await lookup('cities', 'ibge', [...SERIE_A_2023_CLUBS, ...AMATEUR_CLUBS].map((c) => c.city));
  if (!sport || !clubType) return 0;
  const rows = new Rows();
  const catalog = { sportId: sport, clubTypeId: clubType, cityIds };
  serieA(rows, catalog);
  const ids = amateur(rows, catalog, now);
  const [referee] = await tx.query<{ id: string }>(`SELECT id::text FROM users WHERE tenant_id = $1 AND lower(email) = 'arbitro@demo.test'`, [tenant.id]);
  refereeDemo((collection, fields) => rows.put(collection, fields), ids, referee?.id, now);
  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, rows.out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return rows.out.length;
}
