// Who goes through a tie of one or two legs: aggregate goals, then (only if the regulation says so)
// away goals, then the better-placed club's advantage (vantagem do empate, amateur regulations), then
// extra time at the end of the last leg, then penalties. UEFA dropped away goals in 2021/22; CBF's 2003
// head-to-head used them (COMPETITIONS.md §3.2). Shoot-out goals never count in the aggregate.

export interface TieLeg {
  home: string;
  away: string;
  home_score: number;
  away_score: number;
}

export interface TieOutcomeInput {
  legs: TieLeg[];
  awayGoals?: boolean;
  /** The team that goes through on a level aggregate, before extra time (vantagem do empate). */
  advantage?: string | null;
  /** Goals in extra time of the last leg, by that leg's home and away side. */
  extraTime?: { home: number; away: number } | null;
  /** The shoot-out of the last leg, by that leg's home and away side. */
  penalties?: { home: number; away: number } | null;
}

export type TieDecider = 'aggregate' | 'away_goals' | 'advantage' | 'extra_time' | 'penalties';

export interface TieOutcome {
  /** null while the tie is undecided (level, and the next decider not recorded yet). */
  winner: string | null;
  decidedBy: TieDecider | null;
  /** Goals per team over the legs, extra time included, penalties not. */
  aggregate: Record<string, number>;
}

export function tieOutcome(input: TieOutcomeInput): TieOutcome {
  const { legs } = input;
  if (legs.length === 0) throw new Error('Um confronto precisa de pelo menos um jogo.');
  const last = legs[legs.length - 1]!;
  const [a, b] = [last.home, last.away];
  if (a === b) throw new Error('Um time não pode enfrentar a si mesmo.');
  for (const leg of legs) {
    const same = (leg.home === a && leg.away === b) || (leg.home === b && leg.away === a);
    if (!same) throw new Error('Os jogos de um confronto precisam ser entre os mesmos dois times.');
  }
  const aggregate: Record<string, number> = { [a]: 0, [b]: 0 };
  const away: Record<string, number> = { [a]: 0, [b]: 0 };
  for (const leg of legs) {
    aggregate[leg.home]! += leg.home_score;
    aggregate[leg.away]! += leg.away_score;
    away[leg.away]! += leg.away_score;
  }
  const leader = (score: Record<string, number>) => (score[a]! > score[b]! ? a : score[b]! > score[a]! ? b : null);
  const decided = (winner: string, decidedBy: TieDecider): TieOutcome => ({ winner, decidedBy, aggregate });
  // Away goals only mean something when each side hosted once.
  const awayGoals = Boolean(input.awayGoals) && legs.length >= 2;

  const onAggregate = leader(aggregate);
  if (onAggregate) return decided(onAggregate, 'aggregate');
  const onAway = awayGoals ? leader(away) : null;
  if (onAway) return decided(onAway, 'away_goals');
  if (input.advantage === a || input.advantage === b) return decided(input.advantage, 'advantage');
  if (input.extraTime) {
    aggregate[last.home]! += input.extraTime.home;
    aggregate[last.away]! += input.extraTime.away;
    const afterExtra = leader(aggregate);
    if (afterExtra) return decided(afterExtra, 'extra_time');
    // The old UEFA rule: away goals scored in extra time still count double.
    away[last.away]! += input.extraTime.away;
    const onAwayAfterExtra = awayGoals ? leader(away) : null;
    if (onAwayAfterExtra) return decided(onAwayAfterExtra, 'away_goals');
  }
  if (input.penalties) {
    const shootout = { [last.home]: input.penalties.home, [last.away]: input.penalties.away };
    const onPenalties = leader(shootout);
    if (onPenalties) return decided(onPenalties, 'penalties');
  }
  return { winner: null, decidedBy: null, aggregate };
}
