// Automatic suspensions from confirmed súmulas (COMPETITIONS.md §6.1; CBF RGC art. 47), as pure
// functions of the regulation's data and the competition's confirmed matches in order:
// - a direct red: `red_card_matches` matches (default 1);
// - a red by a second yellow (indirect): 1 match; its two yellows count towards the series only when
//   `second_yellow_counts_towards_series` (default false, art. 47 §1 III);
// - a yellow followed by a direct red still counts (RDI 05/04); when it completes the series the
//   person gets both (§1 II: 2 matches, two rows);
// - every `yellow_threshold` yellows (default 3) counted since the last series: 1 match; the count
//   then restarts (the series is served before the next yellow can be shown).
// The server writes the result as `punishments` rows when a súmula is confirmed (competitions/sumula/sumula-*).
import type { PersonCards } from './sumula/events';

export interface DisciplineRules {
  redCardMatches: number;
  yellowThreshold: number;
  secondYellowCountsTowardsSeries: boolean;
}

/** The regulation's optional fields, with the CBF defaults. */
export function disciplineRules(regulation: Record<string, unknown> | undefined): DisciplineRules {
  const int = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);
  return {
    redCardMatches: int(regulation?.red_card_matches, 1),
    yellowThreshold: int(regulation?.yellow_threshold, 3),
    secondYellowCountsTowardsSeries: regulation?.second_yellow_counts_towards_series === true,
  };
}

/** One confirmed match of the competition: each person's cards in it (sumula/events.ts cardsByPerson). */
export interface MatchCards {
  duel_id: string;
  cards: readonly PersonCards[];
}

export type SuspensionBasis = 'red' | 'second_yellow' | 'series';

export interface AutoSuspension {
  person_id: string;
  team_id: string | null;
  duel_id: string;
  basis: SuspensionBasis;
  matches: number;
}

export const SUSPENSION_BASIS_LABELS: Readonly<Record<SuspensionBasis, string>> = {
  red: 'Cartão vermelho',
  second_yellow: 'Cartão vermelho (segundo amarelo)',
  series: '3º cartão amarelo',
};

/** Yellows of one match that count towards the series. */
function countedYellows(p: PersonCards, rules: DisciplineRules): number {
  if (p.indirectRed) return rules.secondYellowCountsTowardsSeries ? 2 : 0;
  return p.yellows;
}

/**
 * The suspensions that match `duelId` gives, from the competition's confirmed matches in order
 * (`history` must include it; matches after it are ignored).
 */
export function suspensionsFrom(history: readonly MatchCards[], duelId: string, rules: DisciplineRules): AutoSuspension[] {
  const at = history.findIndex((m) => m.duel_id === duelId);
  if (at < 0) return [];
  const series = new Map<string, number>();
  for (const match of history.slice(0, at)) {
    for (const p of match.cards) series.set(p.person_id, ((series.get(p.person_id) ?? 0) + countedYellows(p, rules)) % rules.yellowThreshold);
  }
  const out: AutoSuspension[] = [];
  for (const p of history[at]!.cards) {
    const base = { person_id: p.person_id, team_id: p.team_id, duel_id: duelId };
    if (p.directRed) out.push({ ...base, basis: 'red', matches: rules.redCardMatches });
    else if (p.indirectRed) out.push({ ...base, basis: 'second_yellow', matches: 1 });
    const count = (series.get(p.person_id) ?? 0) + countedYellows(p, rules);
    if (count >= rules.yellowThreshold) out.push({ ...base, basis: 'series', matches: 1 });
  }
  return out;
}
