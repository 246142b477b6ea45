// What the scale (/referees/referees/all) warns about when a referee is appointed to a match:
// the same referee in two matches at overlapping times, a referee linked to either team's
// association, and a referee whose category is below what the competition asks. Warnings, not
// refusals: a federation short of referees may still appoint, knowingly. Pure: the screen passes
// what it read from the replica, before saving (the choice in the form) and after (the list).
//
// Choices (README, referees section):
// - A match occupies its start plus a slot of minutes: the regulation's `match_minutes` when set,
//   else a default per sport (sports.code) covering play, interval, stoppages and the officials'
//   arrival margin: futebol 120, futsal 90, vôlei 150 (best of five), vôlei de praia 90, basquete
//   120, handebol 90, anything else 120. Two slots of one referee overlap → clash.
// - A match with a date but no time yet occupies the whole day (a clash with any other match of that
//   day: "horário a definir").
// - Category: the competition's optional `referee_min_level` (refereecategories.level, 1 = highest):
//   a referee without a category, or with a category without level, or with a level above the
//   minimum, is flagged. On the competition rather than the regulation: one regulation (CBF points)
//   serves a first division and an amateur cup, which ask different referees.

export const DEFAULT_MATCH_MINUTES = 120;
const MINUTES_BY_SPORT: Readonly<Record<string, number>> = { FUT: 120, FTS: 90, VOL: 150, VPR: 90, BAS: 120, HAN: 90 };

/** Minutes a match occupies: the regulation's when set, else the sport's default. */
export function matchMinutes(sportCode: unknown, regulationMinutes: unknown): number {
  if (typeof regulationMinutes === 'number' && regulationMinutes > 0) return regulationMinutes;
  return MINUTES_BY_SPORT[String(sportCode ?? '').toUpperCase()] ?? DEFAULT_MATCH_MINUTES;
}

export interface ScaleDuel {
  id: string;
  /** `AAAA-MM-DD` or `AAAA-MM-DDTHH:MM[...]` (duels.starts_at), or nothing. */
  starts_at?: string | null;
  /** Minutes it occupies (matchMinutes). */
  minutes: number;
  /** Shown in the clash message ("Tigres × Leões, 24/11 16:00"). */
  label: string;
}

export interface ScaleReferee {
  name: string;
  association_id?: string | null;
  /** Level of the referee's category (1 = highest); null without category or level. */
  level?: number | null;
}

export interface ScaleMatch {
  duel: ScaleDuel;
  /** Associations of the home and away teams (teams.association_id), with their names. */
  home?: { association_id?: string | null; name: string } | null;
  away?: { association_id?: string | null; name: string } | null;
  /** The competition's `referee_min_level`, if any. */
  minLevel?: number | null;
}

export type ScaleWarning =
  | { kind: 'clash'; otherDuelId: string; message: string }
  | { kind: 'linked'; side: 'home' | 'away'; message: string }
  | { kind: 'category'; message: string };

/** A slot in minutes since the epoch of the local wall clock (both ends), or a whole day without a time. */
function slot(duel: ScaleDuel): { from: number; to: number; day: string; timed: boolean } | null {
  const s = duel.starts_at;
  if (!s || !/^\d{4}-\d{2}-\d{2}/.test(s)) return null;
  const day = s.slice(0, 10);
  const midnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 60_000;
  const time = /^T(\d{2}):(\d{2})/.exec(s.slice(10));
  if (!time) return { from: midnight, to: midnight + 24 * 60, day, timed: false };
  // The wall-clock time as written (the venue's): two matches of one federation share a time zone.
  const from = midnight + Number(time[1]) * 60 + Number(time[2]);
  return { from, to: from + duel.minutes, day, timed: true };
}

/** Two matches overlap: their slots intersect (a match ending exactly when the other starts does not). */
export function overlaps(a: ScaleDuel, b: ScaleDuel): boolean {
  const x = slot(a);
  const y = slot(b);
  if (!x || !y) return false;
  return x.from < y.to && y.from < x.to;
}

/**
 * The warnings of appointing `referee` to `match`, given the referee's other (not declined)
 * appointments' matches. Order: clashes, links, category.
 */
export function scaleWarnings(referee: ScaleReferee, match: ScaleMatch, otherDuels: readonly ScaleDuel[]): ScaleWarning[] {
  const out: ScaleWarning[] = [];
  const own = slot(match.duel);
  for (const other of otherDuels) {
    if (other.id === match.duel.id || !overlaps(match.duel, other)) continue;
    const untimed = own?.timed === false || slot(other)?.timed === false;
    out.push({
      kind: 'clash',
      otherDuelId: other.id,
      message: untimed
        ? `Conflito de horário: ${referee.name} também está escalado(a) em ${other.label} no mesmo dia (horário a definir).`
        : `Conflito de horário: ${referee.name} também está escalado(a) em ${other.label}, e cada jogo ocupa ${match.duel.minutes} min a partir do início.`,
    });
  }
  const association = referee.association_id;
  if (association) {
    for (const side of ['home', 'away'] as const) {
      const team = match[side];
      if (team?.association_id === association) {
        out.push({ kind: 'linked', side, message: `Vínculo: ${referee.name} é ligado(a) à entidade de ${team.name} (${side === 'home' ? 'mandante' : 'visitante'}).` });
      }
    }
  }
  const min = match.minLevel;
  if (typeof min === 'number' && (referee.level == null || referee.level > min)) {
    out.push({
      kind: 'category',
      message: referee.level == null
        ? `Categoria: ${referee.name} não tem categoria com nível; a competição pede nível ${min} ou mais alto (1 = mais alta).`
        : `Categoria: ${referee.name} é de nível ${referee.level}; a competição pede nível ${min} ou mais alto (1 = mais alta).`,
    });
  }
  return out;
}
