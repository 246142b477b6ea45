// What the scale (/referees/referees/all) shows, read from the local replica in one transaction:
// the duels a filter selects (competition, period, only those without a referee), each with its
// appointments and their warnings (domain/referees/scale-warnings.ts), and the referees and roles
// the appointment form offers. Pure builder + one reader (no React), so tests drive either.
import type { TenantDb } from '../../data/tenant-db';
import { matchMinutes, scaleWarnings, type ScaleDuel, type ScaleWarning } from '../../domain/referees/scale-warnings';
import type { Row } from '../../domain/competitions/competition-rows';
import { formatWhen, sideName } from '../../domain/competitions/duel-format';
import { transact } from '../../data/transact';

export interface ScaleFilter {
  competitionId: string;
  /** `AAAA-MM-DD`, inclusive; '' for no bound. */
  from: string;
  to: string;
  /** Only duels without an appointment that counts (not declined). */
  withoutReferee: boolean;
}

export interface ScaleRows {
  competitions: Row[];
  duels: Row[];
  appointments: Row[];
  referees: Row[];
  roles: Row[];
  categories: Row[];
  teams: Row[];
  regulations: Row[];
  sports: Row[];
}

export interface ScaleAppointment {
  row: Row;
  refereeName: string;
  roleName: string;
  warnings: ScaleWarning[];
}

export interface ScaleDuelView {
  duel: Row;
  competition: Row | undefined;
  title: string;
  when: string;
  appointments: ScaleAppointment[];
}

export interface ScaleView {
  duels: ScaleDuelView[];
  /** Every duel passing the filter (before the page cut). */
  total: number;
}

const COLLECTIONS = ['competitions', 'duels', 'refereeappointments', 'referees', 'refereeroles', 'refereecategories', 'teams', 'regulations', 'sports'] as const;

export function readScaleRows(db: TenantDb): Promise<ScaleRows> {
  return transact(db, 'r', COLLECTIONS.map((c) => db.rows(c)), async (db) => {
    const [competitions, duels, appointments, referees, roles, categories, teams, regulations, sports] = (await Promise.all(
      COLLECTIONS.map((c) => db.rows(c).toArray()),
    )) as Row[][];
    return { competitions: competitions!, duels: duels!, appointments: appointments!, referees: referees!, roles: roles!, categories: categories!, teams: teams!, regulations: regulations!, sports: sports! };
  });
}

const byId = (rows: readonly Row[]): Map<string, Row> => new Map(rows.map((r) => [r.id, r]));
export const counts = (a: Row): boolean => a.status !== 'recusada';

/** Lookups the view and the form share. */
export class ScaleIndex {
  readonly competitions: Map<string, Row>;
  readonly duels: Map<string, Row>;
  readonly referees: Map<string, Row>;
  readonly roles: Map<string, Row>;
  readonly teams: Map<string, Row>;
  readonly names: Map<string, string>;
  private readonly categories: Map<string, Row>;
  private readonly regulations: Map<string, Row>;
  private readonly sports: Map<string, Row>;
  /** Appointments per duel and per referee. */
  readonly ofDuel = new Map<string, Row[]>();
  readonly ofReferee = new Map<string, Row[]>();

  constructor(readonly rows: ScaleRows) {
    this.competitions = byId(rows.competitions);
    this.duels = byId(rows.duels);
    this.referees = byId(rows.referees);
    this.roles = byId(rows.roles);
    this.teams = byId(rows.teams);
    this.categories = byId(rows.categories);
    this.regulations = byId(rows.regulations);
    this.sports = byId(rows.sports);
    this.names = new Map(rows.teams.map((t) => [t.id, String(t.name ?? '')]));
    for (const a of rows.appointments) {
      push(this.ofDuel, String(a.duel_id), a);
      push(this.ofReferee, String(a.referee_id), a);
    }
  }

  title(duel: Row): string {
    return `${sideName(duel, 'home', this.names)} × ${sideName(duel, 'away', this.names)}`;
  }

  scaleDuel(duel: Row): ScaleDuel {
    const competition = this.competitions.get(String(duel.competition_id));
    const regulation = this.regulations.get(String(competition?.regulation_id));
    const sport = this.sports.get(String(competition?.sport_id));
    const when = formatWhen(duel.starts_at);
    return { id: duel.id, starts_at: typeof duel.starts_at === 'string' ? duel.starts_at : null, minutes: matchMinutes(sport?.code, regulation?.match_minutes), label: `${this.title(duel)}${when ? `, ${when}` : ''}` };
  }

  /** The warnings of `refereeId` on `duel`, against the referee's other appointments that count (`except`: the one being changed). */
  warnings(refereeId: string, duel: Row, except?: string): ScaleWarning[] {
    const referee = this.referees.get(refereeId);
    if (!referee) return [];
    const category = this.categories.get(String(referee.category_id));
    const competition = this.competitions.get(String(duel.competition_id));
    const side = (id: unknown) => {
      const team = this.teams.get(String(id));
      return team ? { association_id: team.association_id as string | null | undefined, name: String(team.name ?? '') } : null;
    };
    const others = (this.ofReferee.get(refereeId) ?? [])
      .filter((a) => a.id !== except && counts(a) && a.duel_id !== duel.id)
      .map((a) => this.duels.get(String(a.duel_id)))
      .filter((d): d is Row => d !== undefined)
      .map((d) => this.scaleDuel(d));
    return scaleWarnings(
      { name: String(referee.name ?? ''), association_id: referee.association_id as string | null | undefined, level: typeof category?.level === 'number' ? category.level : null },
      { duel: this.scaleDuel(duel), home: side(duel.home_team_id), away: side(duel.away_team_id), minLevel: typeof competition?.referee_min_level === 'number' ? competition.referee_min_level : null },
      others,
    );
  }

  /** Roles for a duel's sport: the sport's own and those for any sport. */
  rolesFor(duel: Row): Row[] {
    const sport = this.competitions.get(String(duel.competition_id))?.sport_id;
    return this.rows.roles.filter((r) => !r.sport_id || r.sport_id === sport).sort(byName);
  }

  activeReferees(): Row[] {
    return this.rows.referees.filter((r) => r.active !== false).sort(byName);
  }
}

function push(map: Map<string, Row[]>, key: string, row: Row): void {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

const byName = (a: Row, b: Row): number => String(a.name ?? '').localeCompare(String(b.name ?? ''), 'pt-BR');

/** The day of a duel's start (`AAAA-MM-DD`), or '' without one. */
const dayOf = (duel: Row): string => (typeof duel.starts_at === 'string' ? duel.starts_at.slice(0, 10) : '');

/** The duels the filter selects, soonest first (undated last), with their appointments and warnings; at most `limit`. */
export function scaleView(index: ScaleIndex, filter: ScaleFilter, limit: number): ScaleView {
  const selected = index.rows.duels.filter((d) => {
    if (filter.competitionId && d.competition_id !== filter.competitionId) return false;
    const day = dayOf(d);
    if (filter.from && (!day || day < filter.from)) return false;
    if (filter.to && (!day || day > filter.to)) return false;
    if (d.status === 'cancelada') return false;
    if (filter.withoutReferee && (index.ofDuel.get(d.id) ?? []).some(counts)) return false;
    return true;
  }).sort((a, b) => (dayOf(a) ? 0 : 1) - (dayOf(b) ? 0 : 1) || String(a.starts_at ?? '').localeCompare(String(b.starts_at ?? '')) || a.id.localeCompare(b.id));
  const duels = selected.slice(0, limit).map((duel): ScaleDuelView => ({
    duel,
    competition: index.competitions.get(String(duel.competition_id)),
    title: index.title(duel),
    when: formatWhen(duel.starts_at),
    appointments: (index.ofDuel.get(duel.id) ?? []).map((row) => ({
      row,
      refereeName: String(index.referees.get(String(row.referee_id))?.name ?? 'Árbitro removido'),
      roleName: String(index.roles.get(String(row.role_id))?.name ?? 'Função removida'),
      warnings: counts(row) ? index.warnings(String(row.referee_id), duel, row.id) : [],
    })).sort((a, b) => a.roleName.localeCompare(b.roleName, 'pt-BR')),
  }));
  return { duels, total: selected.length };
}
