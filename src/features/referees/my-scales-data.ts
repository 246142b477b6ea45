// The signed-in referee's appointments (/my/referees/scales), from the replica: their own rows
// (refereeappointments.user_id, the owner field) with each match's date, teams, venue, competition
// and role. Upcoming first (soonest first), then the recent ones (the last RECENT_DAYS, latest first).
import type { TenantDb } from '../../data/tenant-db';
import type { Row } from '../../domain/competitions/competition-rows';
import { formatWhen, sideName } from '../../domain/competitions/duel-format';
import { transact } from '../../data/transact';

export const RECENT_DAYS = 30;

export interface MyAppointment {
  row: Row;
  duel: Row | undefined;
  title: string;
  when: string;
  venue: string;
  competition: string;
  role: string;
  /** The súmula (match page) of the duel. */
  duelPath: string | null;
}

export interface MyScales {
  upcoming: MyAppointment[];
  recent: MyAppointment[];
}

const rowsById = async (db: TenantDb, collection: string, ids: readonly unknown[]): Promise<Map<string, Row>> => {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  const rows = (await db.rows(collection).bulkGet(wanted)).filter((r): r is NonNullable<typeof r> => r != null) as Row[];
  return new Map(rows.map((r) => [r.id, r]));
};

/** `today` is `AAAA-MM-DD` (the venue's day): a match of today is upcoming all day long. */
export async function readMyScales(db: TenantDb, userId: string, today: string): Promise<MyScales> {
  return transact(db, 'r', ['refereeappointments', 'duels', 'teams', 'competitions', 'refereeroles'].map((c) => db.rows(c)), async (db) => {
    const mine = (await db.rows('refereeappointments').where('user_id').equals(userId).toArray()) as Row[];
    const duels = await rowsById(db, 'duels', mine.map((a) => a.duel_id));
    const [teams, competitions, roles] = await Promise.all([
      rowsById(db, 'teams', [...duels.values()].flatMap((d) => [d.home_team_id, d.away_team_id])),
      rowsById(db, 'competitions', mine.map((a) => a.competition_id)),
      rowsById(db, 'refereeroles', mine.map((a) => a.role_id)),
    ]);
    const names = new Map([...teams.values()].map((t) => [t.id, String(t.name ?? '')]));
    const views = mine.map((row): MyAppointment & { day: string; at: string } => {
      const duel = duels.get(String(row.duel_id));
      const at = typeof duel?.starts_at === 'string' ? duel.starts_at : '';
      return {
        row, duel, at, day: at.slice(0, 10),
        title: duel ? `${sideName(duel, 'home', names)} × ${sideName(duel, 'away', names)}` : 'Jogo ainda não baixado',
        when: formatWhen(at),
        venue: typeof duel?.venue === 'string' ? duel.venue : '',
        competition: String(competitions.get(String(row.competition_id))?.name ?? ''),
        role: String(roles.get(String(row.role_id))?.name ?? ''),
        duelPath: duel ? `/competitions/competitions/${String(row.competition_id)}/duels/show/${duel.id}` : null,
      };
    });
    const since = shiftDay(today, -RECENT_DAYS);
    const upcoming = views.filter((v) => !v.day || v.day >= today).sort((a, b) => (a.at ? 0 : 1) - (b.at ? 0 : 1) || a.at.localeCompare(b.at));
    const recent = views.filter((v) => v.day && v.day < today && v.day >= since).sort((a, b) => b.at.localeCompare(a.at));
    const strip = ({ day: _day, at: _at, ...v }: MyAppointment & { day: string; at: string }): MyAppointment => v;
    return { upcoming: upcoming.map(strip), recent: recent.map(strip) };
  });
}

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
