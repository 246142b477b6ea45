// Round robin (pontos corridos) by Berger tables (FIDE Handbook C.05 Annex 1): the circle method with
// the last number fixed, and the rounds ordered so that every team alternates home and away as much as
// possible. The seed draws which entrant gets which table number; the table itself is fixed, so
// anyone can check the draw against the published tables.
import { seededRandom } from '../seeded-random';
import { assertDistinct, fixtureId, type Fixture } from './fixture';

export interface RoundRobinInput {
  entrants: string[];
  legs: 1 | 2;
  seed: string;
  /** Default true: the second turn is the first with home and away swapped, in the same round order (Brasileirão). */
  mirror?: boolean;
  /** Default true: draw the table numbers from the seed; false keeps the entrants' order (entrant i is number i + 1). */
  shuffle?: boolean;
  /** Mixed into the fixture ids (e.g. the group id), so two groups drawn with one seed do not share ids. */
  scope?: string;
}

export interface RoundRobinResult {
  fixtures: Fixture[];
  /** With an odd count, who rests in each round (one per round, each entrant once per turn). */
  byes: { round: number; entrant: string }[];
  seed: string;
}

/**
 * The Berger table for an even count `n` of numbers 1..n: round r pairs the fixed number n with s, and
 * s + k with s − k (mod n − 1, first named at home), where s advances by n/2 each round. For n = 6 this
 * is exactly the published table (R1: 1-6 2-5 3-4, R2: 6-4 5-3 1-2, …). Every number then alternates
 * home and away except for at most one repeat (a "break") per turn.
 */
export function bergerTable(n: number): [number, number][][] {
  const m = n - 1;
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const rounds: [number, number][][] = [];
  for (let r = 1; r <= m; r++) {
    const s = 1 + (((r - 1) * (n / 2)) % m);
    const round: [number, number][] = [r % 2 === 1 ? [s, n] : [n, s]];
    for (let k = 1; k < n / 2; k++) round.push([wrap(s + k), wrap(s - k)]);
    rounds.push(round);
  }
  return rounds;
}

export function roundRobin(input: RoundRobinInput): RoundRobinResult {
  const { entrants, legs, seed, scope } = input;
  assertDistinct(entrants);
  if (entrants.length < 2) throw new Error('Um turno precisa de pelo menos dois participantes.');
  const random = seededRandom(seed);
  const numbered = input.shuffle === false ? [...entrants] : random.shuffle(entrants);
  // With an odd count the highest number is the bye (FIDE): whoever meets it rests that round.
  const n = numbered.length % 2 === 0 ? numbered.length : numbered.length + 1;
  const table = bergerTable(n);
  // Berger's advice for a double round robin: switch the last two rounds of the first turn, so that
  // across the turn boundary (round n−1, then its mirror) nobody plays three home or three away games in
  // a row. With four teams no order achieves it (it would need every team to alternate perfectly, and
  // then the two that start at home could never meet), so three in a row remain there.
  if (legs === 2 && table.length >= 3) {
    const last = table.length - 1;
    [table[last - 1], table[last]] = [table[last]!, table[last - 1]!];
  }
  const turns: [number, number][][][] = [table];
  if (legs === 2) {
    const swapped = table.map((round) => round.map(([h, a]) => [a, h] as [number, number]));
    turns.push(input.mirror === false ? reorderSecondTurn(swapped, random) : swapped);
  }

  const fixtures: Fixture[] = [];
  const byes: { round: number; entrant: string }[] = [];
  const who = (number: number): string | null => numbered[number - 1] ?? null;
  turns.forEach((turn, turnIndex) => {
    turn.forEach((pairs, roundIndex) => {
      const round = turnIndex * table.length + roundIndex + 1;
      let slot = 0;
      for (const [h, a] of pairs) {
        const home = who(h);
        const away = who(a);
        if (home === null || away === null) {
          byes.push({ round, entrant: (home ?? away)! });
          continue;
        }
        fixtures.push({ id: fixtureId(scope, seed, 'round_robin', round, slot), round, leg: (turnIndex + 1) as 1 | 2, home, away, slot });
        slot++;
      }
    });
  });
  return { fixtures, byes, seed };
}

/**
 * Without the mirror, the second turn keeps the swapped pairings but plays its rounds in an order drawn
 * from the seed, never opening with the pairings that closed the first turn (a rematch next round).
 * The home/away run bound is only promised for the mirrored turn.
 */
function reorderSecondTurn(swapped: [number, number][][], random: ReturnType<typeof seededRandom>): [number, number][][] {
  const order = random.shuffle(swapped.map((_, i) => i));
  if (order.length > 1 && order[0] === swapped.length - 1) [order[0], order[1]] = [order[1]!, order[0]!];
  return order.map((i) => swapped[i]!);
}
