// Demo sports history, tenant demo: atleta@demo.test played last season's "Copa da
// Federação" (finished) for União Campineira, one of the amateur clubs: registered as an athlete
// (competitionmembers), four matches of his team with results, his goals and cards as súmula events
// (one goal voided, as a referee's "Desfazer" leaves it), and the automatic suspension his red card
// earned. `/my/reports` shows it from the athlete's own replica (relations.ts ownMemberships,
// ownEvents, ownEventVoids). Runs after the competitions seed (it reads the amateur clubs' teams).
import * as v from 'valibot';
import { findResource } from '../../src/domain/resources/index';
import { preset } from '../../src/domain/competitions/standings';
import { uuidv7 } from '../../src/domain/uuid';
import type { Db, SqlParam } from '../db/db';
import { lockTenantVersion, toRecordWrite, writeRecords } from '../sync/sql-tx';
import { AMATEUR_CLUBS } from './competitions-data';
import { DEMO_COMPETITION_TENANT } from './competitions-seed';

export const HISTORY_COMPETITION = 'Copa da Federação';
export const HISTORY_ATHLETE = 'atleta@demo.test';
/** The athlete's club (of AMATEUR_CLUBS) and the three others of the cup. */
const CLUBS = AMATEUR_CLUBS.slice(0, 4).map((c) => c.team);

type Row = Record<string, unknown> & { id: string };

/** Call inside the seed's transaction, after seedCompetitions. Returns the rows written (0: skipped). */
export async function seedAccountHistory(tx: Db, now: Date): Promise<number> {
  const [tenant] = await tx.query<{ id: string }>('SELECT id::text AS id FROM tenants WHERE code = $1', [DEMO_COMPETITION_TENANT]);
  if (!tenant) return 0;
  const one = async (sql: string, params: SqlParam[]) => (await tx.query<{ id: string }>(sql, [tenant.id, ...params]))[0]?.id;
  const athleteUser = await one(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = $2`, [HISTORY_ATHLETE]);
  const recorder = await one(`SELECT id::text AS id FROM users WHERE tenant_id = $1 AND lower(email) = $2`, ['admin@demo.test']);
  const profile = athleteUser && await one(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'profiles' AND owner_id = $2 AND NOT deleted`, [athleteUser]);
  const sport = await one(`SELECT id::text AS id FROM records WHERE tenant_id = $1 AND collection = 'sports' AND data->>'code' = 'FUT' AND NOT deleted`, []);
  const teams = await tx.query<{ id: string; name: string }>(
    `SELECT id::text AS id, data->>'name' AS name FROM records WHERE tenant_id = $1 AND collection = 'teams' AND NOT deleted AND data->>'name' = ANY($2::text[])`,
    [tenant.id, CLUBS],
  );
  const team = new Map(teams.map((t) => [t.name, t.id]));
  if (!profile || !recorder || !sport || CLUBS.some((c) => !team.has(c))) return 0;

  const out: { collection: string; row: Row }[] = [];
  const put = (collection: string, fields: Record<string, unknown>): Row => {
    const row = v.parse(findResource(collection)!.schema, { id: uuidv7(), ...fields }) as Row;
    out.push({ collection, row });
    return row;
  };
  const year = Number(now.toISOString().slice(0, 4)) - 1;
  const typical = preset('amateur_state');
  const regulation = put('regulations', { name: `Regulamento da ${HISTORY_COMPETITION}`, sport_id: sport, ...typical.rules, preset: typical.key });
  const competition = put('competitions', {
    name: HISTORY_COMPETITION, sport_id: sport, season: year, regulation_id: regulation.id, gender: 'masculino',
    starts_on: `${year}-03-01`, ends_on: `${year}-03-29`, status: 'encerrada', visibility: 'public',
    description: 'Copa de quatro clubes amadores, turno único, com súmulas lançadas.',
  });
  const phase = put('phases', { competition_id: competition.id, name: 'Turno único', kind: 'round_robin', order: 1, legs: 1 });
  const group = put('groups', { phase_id: phase.id, competition_id: competition.id, name: 'Grupo único', order: 1 });
  const [mine, b, c, d] = CLUBS.map((name) => team.get(name)!) as [string, string, string, string];
  const entries = new Map([mine, b, c, d].map((t) => [t, put('competitionteams', { competition_id: competition.id, team_id: t, group_id: group.id, status: 'confirmada' })]));
  put('competitionmembers', { competition_id: competition.id, competitionteam_id: entries.get(mine)!.id, profile_id: profile, role: 'atleta', shirt_number: 10, position: 'atacante' });

  // [home, away, home goals, away goals, day]: three of his team's matches and one without it.
  const fixtures: [string, string, number, number, number][] = [[mine, b, 3, 1, 1], [c, mine, 2, 2, 8], [mine, d, 0, 1, 15], [b, c, 1, 0, 15]];
  const duels = fixtures.map(([home, away, hs, as, day], i) => put('duels', {
    competition_id: competition.id, phase_id: phase.id, group_id: group.id, round: i < 3 ? i + 1 : 3, home_team_id: home, away_team_id: away,
    starts_at: `${year}-03-${String(day).padStart(2, '0')}`, venue: 'Estádio Municipal', status: 'realizada', home_score: hs, away_score: as, result_at: `${year}-03-${String(day).padStart(2, '0')}T18:00:00.000Z`,
  }));
  const event = (duel: Row, kind: string, minute: number, more: Record<string, unknown> = {}): Row => put('duelevents', {
    duel_id: duel.id, competition_id: competition.id, team_id: mine, kind, minute, period: minute > 45 ? 2 : 1, person_id: profile, author_id: recorder,
    at: `${String(duel.starts_at)}T17:${String(minute % 60).padStart(2, '0')}:00.000Z`, ...more,
  });
  // Match 1: two goals and a yellow. Match 2: a penalty goal, and a goal the referee voided.
  event(duels[0]!, 'goal', 12);
  event(duels[0]!, 'yellow', 30);
  event(duels[0]!, 'goal', 77);
  event(duels[1]!, 'penalty_goal', 40);
  const voided = event(duels[1]!, 'goal', 60);
  event(duels[1]!, 'void', 61, { person_id: null, team_id: null, ref_id: voided.id });
  // Match 3: a direct red, and the suspension it earned.
  event(duels[2]!, 'red', 55);
  put('punishments', {
    kind: 'suspensao_partidas', competition_id: competition.id, team_id: mine, profile_id: profile, duel_id: duels[2]!.id, matches: 1,
    basis: 'Cartão vermelho', decided_by: 'Automático (súmula)', decided_at: `${year}-03-15`, status: 'definitiva',
  });

  await lockTenantVersion(tx, tenant.id);
  await writeRecords(tx, tenant.id, out.map(({ collection, row }) => toRecordWrite({ collection, id: row.id, row })), now);
  return out.length;
}
