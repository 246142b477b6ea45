// What the public competition pages may show (spec §2.5), read straight from the
// tenant's records: public competitions only (`visibility` absent or 'public'), and from them only
// what a published table and fixture list show. Every row goes out through an explicit list of
// fields (PUBLIC_FIELDS): no profiles, members, crews, security plans or documents, nobody's id
// beyond teams and associations, and of the punishments only those that move the table (points
// deductions, awarded and annulled matches), without their free-text description.
import { isConfirmedEntry } from '../../src/domain/resources/competitionteams';
import { isPublicCompetition } from '../../src/domain/resources/competitions';
import type { CompetitionRows, Row } from '../../src/domain/competitions/competition-rows';
import type { Db } from '../db/db';


/** Fields each collection shows on public pages; anything else stays private. */
export const PUBLIC_FIELDS = {
  competitions: ['id', 'name', 'sport_id', 'season', 'regulation_id', 'series_id', 'category_id', 'stage_id', 'gender', 'starts_on', 'ends_on', 'status', 'description'],
  regulations: ['id', 'name', 'sport_id', 'win_points', 'draw_points', 'loss_points', 'criteria', 'preset', 'shootout_win_points', 'shootout_loss_points',
    'close_win_points', 'close_loss_points', 'no_show_points', 'head_to_head_criteria', 'away_goals', 'sport'],
  sports: ['id', 'name', 'code'],
  phases: ['id', 'competition_id', 'name', 'kind', 'order', 'legs', 'third_place', 'grand_final_reset', 'away_goals', 'seed', 'generated_at', 'rounds', 'regulation_id', 'lanes'],
  groups: ['id', 'phase_id', 'competition_id', 'name', 'order'],
  competitionteams: ['id', 'competition_id', 'team_id', 'group_id', 'seed', 'pot_id'],
  teams: ['id', 'name', 'association_id', 'category', 'gender'],
  associations: ['id', 'name', 'short_name'],
  duels: ['id', 'competition_id', 'phase_id', 'group_id', 'round', 'home_team_id', 'away_team_id', 'starts_at', 'home_from', 'away_from', 'venue', 'leg', 'tie',
    'bracket', 'slot', 'conditional', 'status', 'home_score', 'away_score', 'home_yellow', 'away_yellow', 'home_red', 'away_red', 'home_second_yellow', 'away_second_yellow',
    'home_points_scored', 'away_points_scored', 'decided_by', 'home_penalties', 'away_penalties', 'no_show', 'result_at'],
  classificationzones: ['id', 'name', 'color'],
  classificationzonepositions: ['id', 'classificationzone_id', 'competition_id', 'phase_id', 'from_position', 'to_position'],
  punishments: ['id', 'kind', 'competition_id', 'team_id', 'duel_id', 'points', 'awarded_home_score', 'awarded_away_score', 'basis', 'decided_by', 'decided_at',
    'status', 'supersedes_id'],
} as const satisfies Record<string, readonly string[]>;

/** Punishments that change a table, and name a team or a match, never a person. */
export const PUBLIC_PUNISHMENT_KINDS: readonly string[] = ['perda_pontos', 'wo', 'anulacao'];

const pick = (collection: keyof typeof PUBLIC_FIELDS, row: Row): Row => {
  const out: Row = { id: row.id };
  const fields: readonly string[] = PUBLIC_FIELDS[collection];
  for (const field of fields) if (row[field] !== undefined && row[field] !== null) out[field] = row[field];
  return out;
};

async function rowsWhere(db: Db, tenantId: string, collection: string, where: string, params: readonly string[] | readonly string[][]): Promise<Row[]> {
  const rows = await db.query<{ data: Row }>(
    `SELECT data FROM records WHERE tenant_id = $1 AND collection = $2 AND NOT deleted AND ${where} ORDER BY id`,
    [tenantId, collection, ...params],
  );
  return rows.map((r) => r.data);
}

const byIds = (db: Db, tenantId: string, collection: string, ids: readonly unknown[]): Promise<Row[]> => {
  const list = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  return list.length === 0 ? Promise.resolve([]) : rowsWhere(db, tenantId, collection, 'id = ANY($3::uuid[])', [list]);
};

const ofCompetition = (db: Db, tenantId: string, collection: string, competitionId: string): Promise<Row[]> =>
  rowsWhere(db, tenantId, collection, `data->>'competition_id' = $3`, [competitionId]);

export interface PublicCompetitionItem {
  id: string;
  name: string;
  season: string | number;
  sport_id: string;
  sport_name: string | null;
  status: string | null;
  starts_on: string | null;
  ends_on: string | null;
}

/** The tenant's public competitions, most recent season first, then by name. */
export async function listPublicCompetitions(db: Db, tenantId: string): Promise<PublicCompetitionItem[]> {
  const all = (await rowsWhere(db, tenantId, 'competitions', `coalesce(data->>'visibility', 'public') <> 'private'`, [])).filter(isPublicCompetition);
  const sports = new Map((await byIds(db, tenantId, 'sports', all.map((c) => c.sport_id))).map((s) => [s.id, s]));
  return all
    .map((c) => ({
      id: c.id, name: String(c.name), season: c.season as string | number, sport_id: String(c.sport_id),
      sport_name: (sports.get(String(c.sport_id))?.name as string | undefined) ?? null,
      status: (c.status as string | undefined) ?? null, starts_on: (c.starts_on as string | undefined) ?? null, ends_on: (c.ends_on as string | undefined) ?? null,
    }))
    .sort((a, b) => String(b.season).localeCompare(String(a.season)) || a.name.localeCompare(b.name, 'pt-BR'));
}

/** What the public pages draw (the screens' CompetitionRows) plus the sports the list names. */
export type CompetitionSnapshot = CompetitionRows & { sports: Row[] };

/** A public competition with everything its public pages draw; null when unknown or private. */
export async function competitionSnapshot(db: Db, tenantId: string, competitionId: string): Promise<CompetitionSnapshot | null> {
  const [competition] = await byIds(db, tenantId, 'competitions', [competitionId]);
  if (!competition || !isPublicCompetition(competition)) return null;
  const [phases, entries, duels, positions, punishments] = await Promise.all(
    ['phases', 'competitionteams', 'duels', 'classificationzonepositions', 'punishments'].map((c) => ofCompetition(db, tenantId, c, competition.id)),
  );
  const confirmed = entries!.filter(isConfirmedEntry);
  const [groups, regulations, sports, teams, zones] = await Promise.all([
    phases!.length ? rowsWhere(db, tenantId, 'groups', `data->>'phase_id' = ANY($3::text[])`, [phases!.map((p) => p.id)]) : Promise.resolve([]),
    byIds(db, tenantId, 'regulations', [competition.regulation_id, ...phases!.map((p) => p.regulation_id)]),
    byIds(db, tenantId, 'sports', [competition.sport_id]),
    byIds(db, tenantId, 'teams', [...confirmed.map((e) => e.team_id), ...duels!.flatMap((d) => [d.home_team_id, d.away_team_id])]),
    byIds(db, tenantId, 'classificationzones', positions!.map((p) => p.classificationzone_id)),
  ]);
  const associations = await byIds(db, tenantId, 'associations', teams.map((t) => t.association_id));
  return {
    competition: pick('competitions', competition),
    regulations: regulations.map((r) => pick('regulations', r)),
    sports: sports.map((r) => pick('sports', r)),
    phases: phases!.map((r) => pick('phases', r)),
    groups: groups.map((r) => pick('groups', r)),
    competitionteams: confirmed.map((r) => pick('competitionteams', r)),
    teams: teams.map((r) => pick('teams', r)),
    associations: associations.map((r) => pick('associations', r)),
    duels: duels!.map((r) => pick('duels', r)),
    classificationzones: zones.map((r) => pick('classificationzones', r)),
    classificationzonepositions: positions!.map((r) => pick('classificationzonepositions', r)),
    punishments: punishments!.filter((p) => PUBLIC_PUNISHMENT_KINDS.includes(String(p.kind))).map((r) => pick('punishments', r)),
  };
}
