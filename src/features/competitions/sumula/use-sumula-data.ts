// What the súmula's "after" screens read from the local replica, live (so they draw offline, and
// re-render when the sync brings the server's version): the duel's events and addenda, its crew
// (appointments, roles, referees), both teams' registered members with their names (captains,
// the printed lineups and events), the lineups when the match-mode collection `duellineups`
// exists on this build (optional: read only if the table is there), the viewer's PIN row and
// whether the confirmation is still waiting in the outbox.
import { useReplica } from '../../../data/replica';
import { useTenantData } from '../../../data/db-context';
import type { TenantDb } from '../../../data/tenant-db';
import type { SumulaEvent } from '../../../domain/competitions/sumula/events';
import type { Row } from '../../../domain/competitions/row-helpers';

export interface Member {
  id: string;
  team_id: string;
  profile_id: string | null;
  name: string;
  shirt: number | null;
}

export interface SumulaData {
  /** The duel's `duelevents` rows, as the súmula's derivations read them. */
  events: (SumulaEvent & Row)[];
  addenda: Row[];
  appointments: Row[];
  roles: ReadonlyMap<string, Row>;
  referees: ReadonlyMap<string, Row>;
  members: Member[];
  lineups: Row[];
  pin: Row | null;
  /** The competition's sport code (futsal and volleyball score differently). */
  sportCode: string | null;
  /** duels.confirm / resolve / addendum entries of this duel not yet answered by the server. */
  pending: number;
}

const byIds = async (db: TenantDb, collection: string, ids: readonly unknown[]): Promise<Row[]> => {
  const list = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  return ((await db.rows(collection).bulkGet(list)) as (Row | undefined)[]).filter((r): r is Row => Boolean(r));
};

export async function readSumulaData(db: TenantDb, duel: Row, entries: readonly Row[], userId: string | null): Promise<SumulaData> {
  const ofDuel = (collection: string) => db.rows(collection).where('duel_id').equals(duel.id).toArray() as Promise<Row[]>;
  const [events, addenda, appointments] = await Promise.all([
    db.rows('duelevents').where('duel_id').equals(duel.id).toArray(), ofDuel('dueladendos'), ofDuel('refereeappointments'),
  ]);
  const [roles, referees] = await Promise.all([byIds(db, 'refereeroles', appointments.map((a) => a.role_id)), db.rows('referees').toArray() as Promise<Row[]>]);
  const teamEntries = entries.filter((e) => e.team_id === duel.home_team_id || e.team_id === duel.away_team_id);
  const memberRows = (await Promise.all(teamEntries.map((e) => db.rows('competitionmembers').where('competitionteam_id').equals(e.id).toArray()))).flat() as Row[];
  const profiles = new Map((await byIds(db, 'profiles', memberRows.map((m) => m.profile_id))).map((p) => [p.id, p]));
  const teamOfEntry = new Map(teamEntries.map((e) => [e.id, String(e.team_id)]));
  const members: Member[] = memberRows.map((m) => {
    const p = profiles.get(String(m.profile_id));
    return {
      id: m.id, team_id: teamOfEntry.get(String(m.competitionteam_id)) ?? '', profile_id: typeof m.profile_id === 'string' ? m.profile_id : null,
      name: String(p?.social_name || p?.name || m.name || 'Atleta'), shirt: typeof m.shirt_number === 'number' ? m.shirt_number : null,
    };
  }).sort((a, b) => (a.shirt ?? 999) - (b.shirt ?? 999) || a.name.localeCompare(b.name, 'pt-BR'));
  // The match mode's lineups live in another branch's collection: read them only where it exists.
  const lineups = db.tables.some((t) => t.name === 'duellineups') ? ((await db.rows('duellineups').where('duel_id').equals(duel.id).toArray().catch(() => [])) as Row[]) : [];
  const competition = (await db.rows('competitions').get(String(duel.competition_id))) as Row | undefined;
  const sport = competition?.sport_id ? ((await db.rows('sports').get(String(competition.sport_id))) as Row | undefined) : undefined;
  const pin = userId ? (((await db.rows('refereepins').get(userId)) as Row | undefined) ?? null) : null;
  const pending = await db.outbox.where('status').equals('pending')
    .filter((e) => e.name.startsWith('duels.') && (e.args.id === duel.id || e.args.duel_id === duel.id) && e.name !== 'duels.event').count();
  return {
    events, addenda: addenda.sort((a, b) => String(a.at).localeCompare(String(b.at))), appointments,
    roles: new Map(roles.map((r) => [r.id, r])), referees: new Map(referees.map((r) => [r.id, r])), members, lineups, pin, pending,
    sportCode: typeof sport?.code === 'string' ? sport.code : null,
  };
}

export function useSumulaData(duel: Row | undefined, entries: readonly Row[]): SumulaData | undefined {
  const { db, userId } = useTenantData();
  return useReplica(() => (duel ? readSumulaData(db, duel, entries, userId) : undefined), [db, duel, entries, userId]);
}
