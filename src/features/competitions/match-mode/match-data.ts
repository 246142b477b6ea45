// What the match mode reads, from the local replica only (so it works offline and on a referee's
// partial replica): the duel, its competition, regulation and sport, both teams with their
// registered members, each member's profile (name, photo) and suspension, the appointed officials'
// access. Nothing here needs rows a referee's device does not hold: the duels, competitions,
// competitionteams, teams, regulations and punishments are tenant-wide; members and profiles come
// by the relation scope. Events and lineups change during the match and have their own live queries
// (a tap re-reads only those).
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import type { TenantDb } from '../../../data/tenant-db';
import { suspensionFor, type Suspension } from '../../../domain/competitions/sumula/eligibility';
import type { SumulaEvent, SumulaSport } from '../../../domain/competitions/sumula/events';
import { sumulaSport } from '../../../domain/competitions/sumula/score';
import { rowsOfCompetition } from '../../../data/competition-read';

export type Row = Record<string, unknown> & { id: string };

export interface MatchPerson {
  member: Row;
  profile: Row | null;
  /** Social name first, as on the ID card; "Atleta nº 7" when the profile is not on this device. */
  name: string;
  shirt: number | null;
  official: boolean;
  suspension: Suspension | null;
}

export interface MatchSide {
  side: 'home' | 'away';
  team: Row | null;
  teamId: string;
  name: string;
  people: MatchPerson[];
}

export interface MatchData {
  duel: Row;
  competition: Row | null;
  sport: SumulaSport;
  home: MatchSide;
  away: MatchSide;
}

const nameOf = (profile: Row | null, member: Row): string => {
  const social = typeof profile?.social_name === 'string' ? profile.social_name.trim() : '';
  if (social) return social;
  if (typeof profile?.name === 'string' && profile.name) return profile.name;
  return typeof member.shirt_number === 'number' ? `Atleta nº ${member.shirt_number}` : 'Integrante';
};

async function sideOf(db: TenantDb, duel: Row, side: 'home' | 'away', punishments: Row[], duels: Row[]): Promise<MatchSide> {
  const teamId = String(duel[`${side}_team_id`] ?? '');
  const team = ((await db.rows('teams').get(teamId)) ?? null) as Row | null;
  const entries = (await db.rows('competitionteams').where('[competition_id+team_id]').equals([String(duel.competition_id), teamId]).toArray()) as Row[];
  const members = (await Promise.all(entries.map((e) => db.rows('competitionmembers').where('competitionteam_id').equals(e.id).toArray()))).flat() as Row[];
  const profiles = (await db.rows('profiles').bulkGet(members.map((m) => String(m.profile_id)))) as (Row | undefined)[];
  const people = members.map((member, i) => {
    const profile = profiles[i] ?? null;
    return {
      member, profile, name: nameOf(profile, member), shirt: typeof member.shirt_number === 'number' ? member.shirt_number : null,
      official: member.role !== 'atleta', suspension: suspensionFor(String(member.profile_id), teamId, duel, punishments, duels),
    };
  }).sort((a, b) => Number(a.official) - Number(b.official) || (a.shirt ?? 999) - (b.shirt ?? 999) || a.name.localeCompare(b.name, 'pt-BR'));
  return { side, team, teamId, name: typeof team?.name === 'string' ? team.name : side === 'home' ? 'Mandante' : 'Visitante', people };
}

export async function readMatchData(db: TenantDb, duelId: string): Promise<MatchData | null> {
  const duel = (await db.rows('duels').get(duelId)) as Row | undefined;
  if (!duel || !duel.home_team_id || !duel.away_team_id) return null;
  const competitionId = String(duel.competition_id);
  const [competition, punishments, duels] = await Promise.all([
    db.rows('competitions').get(competitionId) as Promise<Row | undefined>,
    rowsOfCompetition(db, 'punishments', competitionId),
    rowsOfCompetition(db, 'duels', competitionId),
  ]);
  const regulation = competition?.regulation_id ? ((await db.rows('regulations').get(String(competition.regulation_id))) as Row | undefined) : undefined;
  const sportRow = competition?.sport_id ? ((await db.rows('sports').get(String(competition.sport_id))) as Row | undefined) : undefined;
  const [home, away] = await Promise.all([sideOf(db, duel, 'home', punishments, duels), sideOf(db, duel, 'away', punishments, duels)]);
  return { duel, competition: competition ?? null, sport: sumulaSport(regulation?.sport, sportRow?.code), home, away };
}

/** The match's data, live; undefined while reading, null when the duel is not on this device. */
export function useMatchData(duelId: string): MatchData | null | undefined {
  const { db } = useTenantData();
  return useReplica(() => readMatchData(db, duelId), [db, duelId]);
}

/** The duel's rows of a per-duel collection (events, lineups), live. */
export function useDuelRows(collection: 'duelevents' | 'duellineups', duelId: string): Row[] | undefined {
  const { db } = useTenantData();
  return useReplica(() => db.rows(collection).where('duel_id').equals(duelId).toArray() as Promise<Row[]>, [db, collection, duelId]);
}

export const asEvents = (rows: readonly Row[]): SumulaEvent[] => rows as unknown as SumulaEvent[];
