// Reads the rows of the signed-in person's sports history from the local replica (offline too) and
// folds them (history.ts). The person's own registrations and súmula events replicate to them by
// relation (relations.ts ownMemberships/ownEvents/ownEventVoids); competitions, entries, teams,
// duels and punishments are tenant-wide.
import { useReplica } from '../../data/replica';
import type { StoredRow } from '../../domain/mutators/types';
import { useTenantData } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import { rowsOfCompetition } from '../../data/competition-read';
import { sportsHistory, type SportsHistory } from './history';

const present = (rows: readonly (StoredRow | undefined)[]): StoredRow[] => rows.filter((r): r is StoredRow => r !== undefined);
const ids = (rows: readonly StoredRow[], field: string): string[] => [...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string'))];

export interface OwnHistory {
  profile: StoredRow | null;
  history: SportsHistory | null;
}

export async function readOwnHistory(db: TenantDb, userId: string): Promise<OwnHistory> {
  const profile = (await db.rows('profiles').where('user_id').equals(userId).first()) ?? null;
  if (!profile) return { profile: null, history: null };
  // An admin's replica holds every member: only the rows naming this profile count (history.ts filters too).
  const members = await db.rows('competitionmembers').filter((m) => m.profile_id === profile.id).toArray();
  const competitionIds = ids(members, 'competition_id');
  const [entries, competitions, duels, punishments] = await Promise.all([
    db.rows('competitionteams').bulkGet(ids(members, 'competitionteam_id')).then(present),
    db.rows('competitions').bulkGet(competitionIds).then(present),
    Promise.all(competitionIds.map((c) => rowsOfCompetition(db, 'duels', c))).then((lists) => lists.flat()),
    db.rows('punishments').filter((p) => p.profile_id === profile.id).toArray(),
  ]);
  const duelIds = new Set(duels.map((d) => d.id));
  const events = await db.rows('duelevents').filter((e) => duelIds.has(String(e.duel_id))).toArray();
  const teamIds = [...new Set([...duels.flatMap((d) => [d.home_team_id, d.away_team_id]), ...entries.map((e) => e.team_id)])].filter((v): v is string => typeof v === 'string');
  const teams = present(await db.rows('teams').bulkGet(teamIds));
  return {
    profile,
    history: sportsHistory({ profileId: profile.id, members, entries, competitions, teams, duels, events, punishments }),
  };
}

/** undefined while loading. */
export function useOwnHistory(): OwnHistory | undefined {
  const { db, userId } = useTenantData();
  return useReplica(() => (userId ? readOwnHistory(db, userId) : Promise.resolve({ profile: null, history: null })), [db, userId]);
}
