// Heats and lanes for time-based events (World Aquatics SW 3.1; athletics uses the same shape).
// Entries are ordered by entry time, fastest first; equal times and entries without a time (last) are
// ordered by a draw from the seed. The fastest swim in the last heat. One heat is seeded like a final;
// with two or three heats the entries are dealt round the heats (circle seeding: fastest to the last
// heat, next to the one before, …); with more, the last three are circle-seeded and the earlier ones
// filled by time. The first heat keeps at least three entries where the lanes allow. In a heat the
// fastest get the centre lanes, then outwards: c, c+1, c−1, c+2, … with c = ⌈lanes/2⌉ (8 lanes:
// 4 5 3 6 2 7 1 8), unless the venue gives its own lane priority.
import { seededRandom } from '../seeded-random';
import { assertDistinct } from './fixture';

export interface HeatEntry {
  id: string;
  time_ms?: number | null;
}

export interface SeedHeatsInput {
  entries: HeatEntry[];
  lanes: number;
  seed: string;
  /** 'circle' (SW 3.1, default): the last three heats circle-seeded; 'serpentine': every heat dealt in a snake. */
  method?: 'circle' | 'serpentine';
  /** Lane priority of the venue, best lane first (default: centre-out). */
  laneOrder?: number[];
}

export interface Heat {
  number: number;
  lanes: { lane: number; entry: string }[];
}

export interface SeedHeatsResult {
  heats: Heat[];
  seed: string;
}

/** Lanes in the order the fastest get them: centre first, then alternately right and left. */
export function centreOutLanes(lanes: number): number[] {
  const centre = Math.ceil(lanes / 2);
  const order = [centre];
  for (let k = 1; order.length < lanes; k++) {
    if (centre + k <= lanes) order.push(centre + k);
    if (centre - k >= 1) order.push(centre - k);
  }
  return order;
}

/** Heat sizes, heat 1 (slowest) first: full heats, the remainder in heat 1, topped up to three from the next heats. */
function heatSizes(entries: number, lanes: number): number[] {
  const count = Math.ceil(entries / lanes);
  const sizes = Array.from({ length: count }, () => lanes);
  sizes[0] = entries - (count - 1) * lanes;
  for (let donor = 1; donor < count && sizes[0]! < 3; donor++) {
    while (sizes[0]! < 3 && sizes[donor]! > 3) {
      sizes[donor]!--;
      sizes[0]!++;
    }
  }
  return sizes;
}

export function seedHeats(input: SeedHeatsInput): SeedHeatsResult {
  const { entries, lanes, seed } = input;
  assertDistinct(entries.map((e) => e.id), 'inscrições');
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error('O número de raias precisa ser pelo menos 1.');
  const laneOrder = input.laneOrder ?? centreOutLanes(lanes);
  const valid = laneOrder.length === lanes && new Set(laneOrder).size === lanes && laneOrder.every((l) => Number.isInteger(l) && l >= 1 && l <= lanes);
  if (!valid) throw new Error(`A prioridade de raias precisa listar cada raia de 1 a ${lanes} uma vez.`);
  if (entries.length === 0) return { heats: [], seed };

  // The draw first, then a stable sort by time: ties and no-times keep their drawn order.
  const timeOf = (e: HeatEntry) => (typeof e.time_ms === 'number' && Number.isFinite(e.time_ms) ? e.time_ms : Infinity);
  const ranked = seededRandom(seed).shuffle(entries).sort((a, b) => timeOf(a) - timeOf(b));

  const sizes = heatSizes(ranked.length, lanes);
  const count = sizes.length;
  const members: HeatEntry[][] = sizes.map(() => []);
  const deal = (queue: HeatEntry[], order: number[]) => {
    let k = 0;
    for (const entry of queue) {
      while (members[order[k % order.length]!]!.length >= sizes[order[k % order.length]!]!) k++;
      members[order[k % order.length]!]!.push(entry);
      k++;
    }
  };
  const lastFirst = Array.from({ length: count }, (_, i) => count - 1 - i);
  if (input.method === 'serpentine') {
    // Heats count−1 … 0, then 0 … count−1, and again.
    deal(ranked, [...lastFirst, ...[...lastFirst].reverse()]);
  } else {
    const circled = lastFirst.slice(0, 3);
    const circledCount = circled.reduce((sum, h) => sum + sizes[h]!, 0);
    deal(ranked.slice(0, circledCount), circled);
    let next = circledCount;
    for (const h of lastFirst.slice(3)) {
      members[h]!.push(...ranked.slice(next, next + sizes[h]!));
      next += sizes[h]!;
    }
  }

  const heats = members.map((heat, i): Heat => ({
    number: i + 1,
    // `heat` is in seeding order (fastest first): the fastest takes the best lane.
    lanes: heat.map((entry, k) => ({ lane: laneOrder[k]!, entry: entry.id })).sort((a, b) => a.lane - b.lane),
  }));
  return { heats, seed };
}
