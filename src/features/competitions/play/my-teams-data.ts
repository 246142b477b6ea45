// What /my/teams shows, from the local replica. competitionmembers (who plays for whom) replicates
// only to holders of `competitions`, so an athlete cannot see a roster; what every signed-in person
// of the tenant does have is teams, competitions, entries and duels (scope tenant). So "my teams" are:
// the teams of the person's own entity (their profile's association_id: an athlete's club, a
// manager's association) plus, where the rosters are on this device, the teams whose roster names
// their profile.
import type { TenantDb } from '../../../data/tenant-db';
import { str, type Row } from '../../../domain/competitions/row-helpers';
import { MAX_KEY, MIN_KEY } from '../../../data/replica';

export interface MyTeam {
  team: Row;
  /** Entries of the team in competitions, with the competition row. */
  entries: { entry: Row; competition: Row | null }[];
}

export async function readMyTeams(db: TenantDb, userId: string): Promise<MyTeam[]> {
  const profile = (await db.rows('profiles').where('user_id').equals(userId).first()) as Row | undefined;
  if (!profile) return [];
  const ids = new Set<string>();
  const association = str(profile.association_id);
  if (association) {
    const own = await db.rows('teams').where('[association_id+name_search]').between([association, MIN_KEY], [association, MAX_KEY], true, true).toArray();
    for (const t of own) ids.add(t.id);
  }
  const rosters = (await db.rows('competitionmembers').filter((m) => m.profile_id === profile.id).toArray()) as Row[];
  const entryIds = rosters.map((m) => str(m.competitionteam_id)).filter((id): id is string => id !== null);
  for (const e of await db.rows('competitionteams').bulkGet(entryIds)) if (e && str(e.team_id)) ids.add(String(e.team_id));
  const teams = (await db.rows('teams').bulkGet([...ids])).filter((t): t is NonNullable<typeof t> => t != null) as Row[];
  return Promise.all(teams.sort((a, b) => String(a.name).localeCompare(String(b.name), 'pt-BR')).map(async (team) => {
    const entries = (await db.rows('competitionteams').where('team_id').equals(team.id).toArray()) as Row[];
    const competitions = await db.rows('competitions').bulkGet(entries.map((e) => String(e.competition_id)));
    return { team, entries: entries.map((entry, i) => ({ entry, competition: (competitions[i] as Row | undefined) ?? null })) };
  }));
}
