// A knockout phase as a bracket: rounds (named "Final", "Semifinal", … from the end), each with its
// ties; a two-legged tie shows the aggregate and how it was decided (tieOutcome). Pure: the
// component (bracket.tsx) only renders it.
import { tieOutcome, type TieDecider, type TieLeg } from '../../../domain/competitions/generators';
import { hasResult, num, str, type Row } from '../../../domain/competitions/row-helpers';
import { byRoundThenDate } from '../../../domain/competitions/duel-format';

export interface BracketTie {
  key: string;
  legs: Row[];
  home: string | null;
  away: string | null;
  /** Goals per team over the legs (null until every leg has a result). */
  aggregate: Record<string, number> | null;
  winner: string | null;
  decidedBy: TieDecider | null;
  /** The third-place match (bracket 'third_place'). */
  thirdPlace: boolean;
}

export interface BracketRound {
  key: string;
  title: string;
  ties: BracketTie[];
}

export const DECIDER_LABELS: Record<TieDecider, string> = {
  aggregate: 'no placar agregado', away_goals: 'pelo gol fora de casa', advantage: 'pela vantagem do empate', extra_time: 'na prorrogação', penalties: 'nos pênaltis',
};

/** "Final", "Semifinal", "Quartas de final", "Oitavas de final", else "Rodada N". */
export function roundTitle(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  return ['Final', 'Semifinal', 'Quartas de final', 'Oitavas de final', 'Dezesseis-avos de final'][fromEnd] ?? `Rodada ${round}`;
}

const BRACKET_TITLES: Record<string, string> = { winners: 'Chave dos vencedores', losers: 'Chave dos perdedores', final: 'Grande final', final_reset: 'Final extra (se necessária)', third_place: 'Disputa de terceiro lugar' };

function outcome(legs: Row[], awayGoals: boolean): Pick<BracketTie, 'aggregate' | 'winner' | 'decidedBy'> {
  const played = legs.every((l) => hasResult(l) && l.home_team_id && l.away_team_id);
  if (!played) return { aggregate: null, winner: null, decidedBy: null };
  const tieLegs: TieLeg[] = legs.map((l) => ({ home: String(l.home_team_id), away: String(l.away_team_id), home_score: num(l.home_score)!, away_score: num(l.away_score)! }));
  const last = legs[legs.length - 1]!;
  const penalties = last.decided_by === 'penalties' && num(last.home_penalties) !== null ? { home: num(last.home_penalties)!, away: num(last.away_penalties)! } : null;
  try {
    return tieOutcome({ legs: tieLegs, awayGoals, penalties });
  } catch {
    return { aggregate: null, winner: null, decidedBy: null };
  }
}

export function bracketRounds(phase: Row, duels: readonly Row[]): BracketRound[] {
  const mine = duels.filter((d) => d.phase_id === phase.id).sort(byRoundThenDate);
  const awayGoals = phase.away_goals === true;
  const parts = new Map<string, Row[]>();
  for (const d of mine) {
    const key = `${str(d.bracket) ?? ''}|${num(d.round) ?? 0}`;
    parts.set(key, [...(parts.get(key) ?? []), d]);
  }
  // A knockout's rounds count to its final (the third-place match plays alongside it).
  const rounds = Math.max(0, ...mine.filter((d) => d.bracket !== 'third_place').map((d) => num(d.round) ?? 0));
  const double = phase.kind === 'double_elimination';
  return [...parts].map(([key, list]) => {
    const [bracket, round] = [key.split('|')[0]!, Number(key.split('|')[1])];
    const ties = new Map<string, Row[]>();
    for (const d of list) {
      const tie = str(d.tie) ?? d.id;
      ties.set(tie, [...(ties.get(tie) ?? []), d].sort((a, b) => (num(a.leg) ?? 1) - (num(b.leg) ?? 1)));
    }
    const title = bracket === 'third_place' || bracket === 'final_reset' || (double && bracket === 'final') ? BRACKET_TITLES[bracket]!
      : double ? `${BRACKET_TITLES[bracket] ?? ''} — rodada ${round}` : roundTitle(round, rounds);
    return {
      key, title,
      ties: [...ties].map(([tieKey, legs]) => {
        const first = legs[0]!;
        const thirdPlace = first.bracket === 'third_place';
        return { key: tieKey, legs, home: str(first.home_team_id), away: str(first.away_team_id), thirdPlace, ...outcome(legs, awayGoals) };
      }),
    };
  });
}
