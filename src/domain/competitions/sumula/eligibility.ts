// Who may be put in a match's lineup (the "before" phase; COMPETITIONS.md §5.2, §6.1): a person
// serving a suspension is blocked, with the reason. Pure, so the referee's device (offline, over the
// punishments and duels it replicates: both are tenant-wide) and the server give the same answer.
//
// "Matches remaining" of a suspension by matches (`suspensao_partidas`, `matches` = N): N minus the
// matches the person's team has played since, where a match counts when it is of the same
// competition, involves that team, has an official result (súmula confirmed, or a result recorded:
// status `realizada`), was played after the punishment (after the match it was given in when it
// names one — `duel_id` —, else after the day it was decided) and before the match being lined up.
// W.O.s, cancelled and unplayed matches do not count (nothing was served). A suspension by days
// (`suspensao_dias`) blocks matches from `starts_on` (else `decided_at`) to that + days. Neither
// reaches back to a match dated before the card's match or the decision. Only punishments
// in force count: provisional or final (a suspended or revoked decision, or one an appeal
// superseded, does not), of this competition or of none (a decision that applies everywhere).
type Row = Record<string, unknown> & { id: string };

export interface Suspension {
  punishment_id: string;
  /** The punishment's legal basis, as the disciplinary body wrote it. */
  basis: string;
  /** Matches still to serve (suspension by matches); null for a suspension by days. */
  remaining: number | null;
  /** Last day of a suspension by days (AAAA-MM-DD). */
  until: string | null;
}

const IN_FORCE = ['provisoria', 'definitiva'];
const day = (value: unknown): string => String(value ?? '').slice(0, 10);
const when = (value: unknown): string => String(value ?? '');

/** A match with an official result: what serves a suspension. */
export const servesSuspension = (d: Row): boolean => d.sumula_status === 'confirmada' || d.status === 'realizada';

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The suspension that keeps `personId` (of team `teamId`) out of `duel`, if any: the one with most
 * matches left. `duels` are the competition's duels (any order), `punishments` any rows.
 */
export function suspensionFor(personId: string, teamId: string, duel: Row, punishments: readonly Row[], duels: readonly Row[]): Suspension | null {
  const superseded = new Set(punishments.map((p) => p.supersedes_id).filter((id): id is string => typeof id === 'string'));
  const byId = new Map(duels.map((d) => [d.id, d]));
  let found: Suspension | null = null;
  for (const p of punishments) {
    if (p.profile_id !== personId || !IN_FORCE.includes(String(p.status)) || superseded.has(p.id)) continue;
    if (p.competition_id && p.competition_id !== duel.competition_id) continue;
    if (p.duel_id === duel.id) continue; // given in this very match: it starts with the next one
    const basis = String(p.basis ?? '');
    if (p.kind === 'suspensao_dias' && typeof p.days === 'number') {
      const from = day(p.starts_on ?? p.decided_at);
      const until = addDays(from, p.days - 1);
      if (until && day(duel.starts_at) >= from && day(duel.starts_at) <= until) return { punishment_id: p.id, basis, remaining: null, until };
      continue;
    }
    if (p.kind !== 'suspensao_partidas' || typeof p.matches !== 'number') continue;
    const given = typeof p.duel_id === 'string' ? byId.get(p.duel_id) : undefined;
    const after = (d: Row) => (given ? when(d.starts_at) > when(given.starts_at) : day(d.starts_at) > day(p.decided_at));
    // A suspension never reaches back: not a match before the card's (a report filed late), nor one
    // before the day of the decision (that day itself counts: a morning decision, an evening match).
    if (given ? !after(duel) : day(duel.starts_at) < day(p.decided_at)) continue;
    const served = duels.filter((d) => d.id !== duel.id && d.id !== p.duel_id && d.competition_id === duel.competition_id
      && (d.home_team_id === teamId || d.away_team_id === teamId) && servesSuspension(d)
      && after(d) && when(d.starts_at) < when(duel.starts_at)).length;
    const remaining = p.matches - served;
    if (remaining > 0 && (!found || (found.remaining ?? 0) < remaining)) found = { punishment_id: p.id, basis, remaining, until: null };
  }
  return found;
}

/** The refusal shown beside the person and sent back by `duels.lineup`, in pt-BR. */
export function suspensionMessage(s: Suspension): string {
  const left = s.remaining === null ? `até ${s.until!.split('-').reverse().join('/')}` : s.remaining === 1 ? 'resta 1 jogo a cumprir' : `restam ${s.remaining} jogos a cumprir`;
  return `Suspenso: ${s.basis || 'punição em vigor'} (${left}).`;
}

export const LINEUP_ROLES = { titular: 'Titular', reserva: 'Reserva', oficial: 'Comissão técnica' } as const;
export type LineupRole = keyof typeof LINEUP_ROLES;
export const CHECK_METHODS = { qr: 'Carteirinha (QR)', foto: 'Conferido pela foto' } as const;
export type CheckMethod = keyof typeof CHECK_METHODS;

/** Starters per sport (CBF: 11; futsal: 5; volleyball: 6). */
export const STARTERS: Readonly<Record<string, number>> = { football: 11, futsal: 5, volleyball: 6 };
