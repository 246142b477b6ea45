// How a duel reads in lists: "Flamengo 2 × 1 Palmeiras", its date in Brasília time, a team known
// only by where it comes from ("Vencedor do jogo 3"). Pure, shared by lists, brackets and public pages.
import { hasResult, num, str, type Row } from './row-helpers';
import { brDateAt, brDateTimeAt, isoDayToBr } from '../dates';

/** "12/05/2026" for a date, "12/05/2026 16:00" for an instant; '' when unset. */
export function formatWhen(value: unknown): string {
  const s = str(value);
  if (!s) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isoDayToBr(s);
  const d = new Date(s);
  // Intl writes "20/11/2026, 12:00"; Brazilian lists write the date and the time side by side.
  return Number.isNaN(d.getTime()) ? s : (s.length > 10 ? brDateTimeAt : brDateAt)(d).replace(', ', ' ');
}

/** A side's name, or where its team will come from. */
export function sideName(duel: Row, side: 'home' | 'away', names: ReadonlyMap<string, string>): string {
  const team = str(duel[`${side}_team_id`]);
  if (team) return names.get(team) ?? 'Equipe removida';
  const from = str(duel[`${side}_from`]);
  if (!from) return 'A definir';
  const [kind] = from.split(':');
  return kind === 'winner' ? 'Vencedor de jogo anterior' : kind === 'loser' ? 'Perdedor de jogo anterior' : 'A definir';
}

/** "2 × 1", with penalties "1 (4) × (3) 1", a W.O. marked; '' when not played. */
export function scoreText(duel: Row): string {
  if (!hasResult(duel)) return '';
  const pens = duel.decided_by === 'penalties' && num(duel.home_penalties) !== null ? [` (${num(duel.home_penalties)})`, `(${num(duel.away_penalties)}) `] : ['', ''];
  const wo = duel.no_show ? ' (W.O.)' : '';
  return `${num(duel.home_score)}${pens[0]} × ${pens[1]}${num(duel.away_score)}${wo}`;
}

/** Chronological by round, then date, then id: the order every list shows duels in. */
export const byRoundThenDate = (a: Row, b: Row): number =>
  (num(a.round) ?? 0) - (num(b.round) ?? 0) || String(a.starts_at ?? '').localeCompare(String(b.starts_at ?? '')) || a.id.localeCompare(b.id);
