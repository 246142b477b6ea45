// What the manager's team and entry screens read from the local replica: the
// competitions open for entry with the entity's teams that fit each, and a team's entries with their
// rosters. Teams, competitions and entries replicate to the whole tenant; the rosters of the entity's
// teams and its people reach the manager by relation (relations.ts managedMembers, managedProfiles).
import type { TenantDb } from '../../data/tenant-db';
import { normalizeSearch } from '../../domain/resources/search';

export type Row = Record<string, unknown>;

const str = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));
const byName = (a: Row, b: Row): number => String(a.name ?? '').localeCompare(String(b.name ?? ''), 'pt-BR');

/**
 * Whether `team` may enter `competition`: the same sport, and the naipe and category when the
 * competition states them (a team's category is free text, "Sub-17"; the competition's names a
 * category row: compared by name, without case or accents). Choice: a competition that states no
 * naipe or category takes any.
 */
export function teamFits(team: Row, competition: Row, categoryName: string | null): boolean {
  if (str(team.sport_id) !== str(competition.sport_id)) return false;
  if (str(competition.gender) && str(team.gender) !== str(competition.gender)) return false;
  if (str(competition.category_id)) {
    if (!categoryName) return false; // the category row has not reached this device: do not guess
    return normalizeSearch(String(team.category ?? '')) === normalizeSearch(categoryName);
  }
  return true;
}

export interface EntryOption {
  team: Row;
  /** The team's entry in this competition, when it has one (any status). */
  entry: Row | null;
}

export interface OpenCompetition {
  competition: Row;
  /** The entity's teams that fit the competition, and those already entered (whatever fits now). */
  teams: EntryOption[];
}

/** Competitions taking entries (status `inscricoes`), each with the entity's teams that may enter. */
export async function readOpenCompetitions(db: TenantDb, associationId: string): Promise<OpenCompetition[]> {
  const competitions = ((await db.rows('competitions').where('status').equals('inscricoes').toArray()) as Row[]).sort(byName);
  const teams = ((await db.rows('teams').where('association_id').equals(associationId).toArray()) as Row[]).sort(byName);
  const categoryIds = [...new Set(competitions.map((c) => str(c.category_id)).filter((id): id is string => id !== null))];
  const categories = await db.rows('competitionscategories').bulkGet(categoryIds);
  const categoryName = new Map(categoryIds.map((id, i) => [id, str(categories[i]?.name)]));
  return Promise.all(competitions.map(async (competition) => {
    const options: EntryOption[] = [];
    for (const team of teams) {
      const entry = ((await db.rows('competitionteams').where('[competition_id+team_id]').equals([String(competition.id), String(team.id)]).first()) as Row | undefined) ?? null;
      const category = str(competition.category_id);
      if (entry || teamFits(team, competition, category ? (categoryName.get(category) ?? null) : null)) options.push({ team, entry });
    }
    return { competition, teams: options };
  }));
}

export interface TeamEntry {
  entry: Row;
  competition: Row | null;
  /** Its roster (competitionmembers), athletes first, then by shirt number. */
  members: Row[];
}

const ROLE_ORDER = ['atleta', 'tecnico', 'auxiliar', 'preparador', 'medico', 'dirigente'];
const memberOrder = (a: Row, b: Row): number =>
  ROLE_ORDER.indexOf(String(a.role)) - ROLE_ORDER.indexOf(String(b.role)) || Number(a.shirt_number ?? 1e6) - Number(b.shirt_number ?? 1e6);

/** The team's entries in competitions (by the competition's name), with their rosters. */
export async function readTeamEntries(db: TenantDb, teamId: string): Promise<TeamEntry[]> {
  const entries = (await db.rows('competitionteams').where('team_id').equals(teamId).toArray()) as Row[];
  const competitions = await db.rows('competitions').bulkGet(entries.map((e) => String(e.competition_id)));
  const out = await Promise.all(entries.map(async (entry, i) => ({
    entry,
    competition: (competitions[i] as Row | undefined) ?? null,
    members: ((await db.rows('competitionmembers').where('competitionteam_id').equals(String(entry.id)).toArray()) as Row[]).sort(memberOrder),
  })));
  return out.sort((a, b) => byName(a.competition ?? {}, b.competition ?? {}));
}

/** The entity's people, by name: whom the manager may put on a roster. */
export async function readEntityPeople(db: TenantDb, associationId: string): Promise<Row[]> {
  return ((await db.rows('profiles').where('association_id').equals(associationId).toArray()) as Row[]).sort(byName);
}
