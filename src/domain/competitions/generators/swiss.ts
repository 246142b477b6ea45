// One round of a Swiss system (FIDE C.04.1 essentials, for team sports "colour" is mando de campo):
// players ordered by score, then by pairing number (their order in `entrants`); nobody meets the same
// opponent twice; colour difference within ±2 and never the same colour three times in a row, relaxed
// only when no pairing exists otherwise; at most one pairing-allocated bye per player, to the lowest
// ranked who has not had one. Pairing is greedy down the ranking (same score group first, top half
// against bottom half, opposite colour wishes), each choice checked by a perfect-matching oracle
// (matching.ts), so the greedy never dead-ends when a rematch-free pairing exists.
import { seededRandom } from '../seeded-random';
import { assertDistinct, fixtureId, type Fixture } from './fixture';
import { BlossomMatching } from './matching';

export interface SwissGame {
  home: string | null;
  away: string | null;
  home_score?: number;
  away_score?: number;
}

export interface SwissRoundInput {
  /** Who plays this round, in pairing-number order (initial ranking). */
  entrants: string[];
  /** Earlier rounds, oldest first; a bye is a game with one side null. */
  rounds: SwissGame[][];
  /** Scores to pair by (e.g. 3/1/0); default: 1 a win or a bye, ½ a draw. */
  points?: Record<string, number>;
  seed: string;
  /** Mixed into the fixture ids (e.g. the phase id). */
  scope?: string;
}

export interface SwissRoundResult {
  pairings: Fixture[];
  bye: string | null;
  /** The colour rules had to be relaxed to pair everyone (told to the organiser, as FIDE allows in the last round). */
  relaxed: 'none' | 'three_in_a_row' | 'colour_difference';
}

interface Player {
  id: string;
  index: number;
  score: number;
  /** Home games minus away games. */
  difference: number;
  colours: ('H' | 'A')[];
  opponents: Set<string>;
  hadBye: boolean;
}

type Level = SwissRoundResult['relaxed'];
const LEVELS: Level[] = ['none', 'three_in_a_row', 'colour_difference'];

function canTake(p: Player, colour: 'H' | 'A', level: Level): boolean {
  if (level === 'colour_difference') return true;
  const difference = p.difference + (colour === 'H' ? 1 : -1);
  if (Math.abs(difference) > 2) return false;
  if (level === 'three_in_a_row') return true;
  const [a, b] = p.colours.slice(-2);
  return !(p.colours.length >= 2 && a === colour && b === colour);
}

/** 1 if the player should be at home next, −1 away, 0 no wish (fewer home games first, then alternation). */
function wish(p: Player): number {
  if (p.difference !== 0) return p.difference < 0 ? 1 : -1;
  const last = p.colours[p.colours.length - 1];
  return last === 'H' ? -1 : last === 'A' ? 1 : 0;
}

function players(input: SwissRoundInput): Player[] {
  const byId = new Map<string, Player>();
  input.entrants.forEach((id, index) => byId.set(id, { id, index, score: 0, difference: 0, colours: [], opponents: new Set(), hadBye: false }));
  for (const round of input.rounds) {
    for (const game of round) {
      const home = game.home === null ? undefined : byId.get(game.home);
      const away = game.away === null ? undefined : byId.get(game.away);
      if (game.home === null || game.away === null) {
        const resting = home ?? away;
        if (resting) {
          resting.hadBye = true;
          resting.score += 1;
        }
        continue;
      }
      if (home) {
        home.opponents.add(game.away);
        home.colours.push('H');
        home.difference++;
      }
      if (away) {
        away.opponents.add(game.home);
        away.colours.push('A');
        away.difference--;
      }
      if (game.home_score !== undefined && game.away_score !== undefined) {
        const [h, a] = game.home_score > game.away_score ? [1, 0] : game.home_score < game.away_score ? [0, 1] : [0.5, 0.5];
        if (home) home.score += h;
        if (away) away.score += a;
      }
    }
  }
  const list = [...byId.values()];
  if (input.points) for (const p of list) p.score = input.points[p.id] ?? 0;
  return list.sort((a, b) => b.score - a.score || a.index - b.index);
}

export function swissRound(input: SwissRoundInput): SwissRoundResult {
  assertDistinct(input.entrants);
  if (input.entrants.length < 2) throw new Error('Uma rodada suíça precisa de pelo menos dois participantes.');
  const ranked = players(input);
  const round = input.rounds.length + 1;
  for (const level of LEVELS) {
    const plan = pair(ranked, level);
    if (!plan) continue;
    // Drawn once per round: whether the first board's higher-ranked side is at home (when nothing else decides).
    const lot = seededRandom(`${input.seed}\u0000${round}`).int(2) === 0;
    const pairings = plan.pairs.map(([p, q], board): Fixture => {
      const homeFirst = colourFor(p, q, level, board, lot);
      const [home, away] = homeFirst ? [p, q] : [q, p];
      return { id: fixtureId(input.scope, input.seed, 'swiss', round, board), round, home: home.id, away: away.id, slot: board };
    });
    return { pairings, bye: plan.bye?.id ?? null, relaxed: level };
  }
  throw new Error('Não há emparelhamento possível para esta rodada sem repetir um confronto ou sem dar uma segunda folga a alguém.');
}

function pair(ranked: Player[], level: Level): { pairs: [Player, Player][]; bye: Player | null } | null {
  const n = ranked.length;
  const compatible = (p: Player, q: Player) =>
    !p.opponents.has(q.id) && ((canTake(p, 'H', level) && canTake(q, 'A', level)) || (canTake(p, 'A', level) && canTake(q, 'H', level)));
  const edges = ranked.map((p) => ranked.map((q) => p !== q && compatible(p, q)));
  const matching = new BlossomMatching(n, (a, b) => edges[a]![b]!);

  // The bye: the lowest ranked without one whose absence still lets everyone else be paired.
  let bye: Player | null = null;
  if (n % 2 === 1) {
    for (let i = n - 1; i >= 0 && !bye; i--) {
      if (ranked[i]!.hadBye) continue;
      matching.mate.fill(-1);
      matching.removed.fill(0);
      matching.removed[i] = 1;
      if (matching.maximise()) bye = ranked[i]!;
    }
    if (!bye) return null;
  } else if (!matching.maximise()) {
    return null;
  }

  // Score groups (positions within each), for the top-half-against-bottom-half preference.
  const groupOf = new Map<number, number[]>();
  ranked.forEach((p, i) => {
    if (p === bye) return;
    const group = groupOf.get(p.score) ?? [];
    group.push(i);
    groupOf.set(p.score, group);
  });
  const ideal = (i: number, j: number) => {
    const group = groupOf.get(ranked[i]!.score)!;
    const target = group.indexOf(i) + Math.floor(group.length / 2);
    const at = group.indexOf(j);
    return at === -1 ? group.length : Math.abs(at - target);
  };

  const pairs: [Player, Player][] = [];
  for (let i = 0; i < n; i++) {
    if (matching.removed[i]) continue;
    const p = ranked[i]!;
    const candidates: number[] = [];
    for (let j = i + 1; j < n; j++) if (!matching.removed[j] && edges[i]![j]) candidates.push(j);
    const key = (j: number) => {
      const q = ranked[j]!;
      const colours = wish(p) !== 0 && wish(p) === wish(q) ? 1 : 0;
      return [Math.abs(p.score - q.score), colours, ideal(i, j), j];
    };
    const keyed = candidates.map((j) => ({ j, k: key(j) }));
    keyed.sort((a, b) => a.k[0]! - b.k[0]! || a.k[1]! - b.k[1]! || a.k[2]! - b.k[2]! || a.k[3]! - b.k[3]!);
    const chosen = keyed.find(({ j }) => commit(matching, i, j));
    // The matching guaranteed a partner exists; reaching here would be a bug in the oracle.
    if (!chosen) throw new Error('Falha interna no emparelhamento suíço.');
    pairs.push([p, ranked[chosen.j]!]);
  }
  return { pairs, bye };
}

/** Takes p and q out as a pair if the others can still all be paired; otherwise leaves everything as it was. */
function commit(matching: BlossomMatching, p: number, q: number): boolean {
  const { mate, removed } = matching;
  if (mate[p] === q) {
    removed[p] = removed[q] = 1;
    return true;
  }
  const snapshot = mate.slice();
  const mp = mate[p]!;
  const mq = mate[q]!;
  mate[p] = mate[q] = mate[mp] = mate[mq] = -1;
  removed[p] = removed[q] = 1;
  if (matching.augment(mp)) return true;
  mate.set(snapshot);
  removed[p] = removed[q] = 0;
  return false;
}

/** True if p (the higher ranked) is at home. */
function colourFor(p: Player, q: Player, level: Level, board: number, lot: boolean): boolean {
  const pHome = canTake(p, 'H', level) && canTake(q, 'A', level);
  const qHome = canTake(q, 'H', level) && canTake(p, 'A', level);
  if (pHome !== qHome) return pHome;
  if (p.difference !== q.difference) return p.difference < q.difference;
  const [wp, wq] = [wish(p), wish(q)];
  if (wp !== wq) return wp > wq;
  if (wp !== 0) return wp > 0; // both wish the same: the higher ranked gets it
  // No history to go by (round 1): the first board's colour is drawn, then boards alternate (chess practice).
  return lot !== (board % 2 === 1);
}
