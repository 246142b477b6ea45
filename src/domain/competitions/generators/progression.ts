// Who goes through from heats: the first `byPlace` of each heat, then the `fastestLosers` fastest of
// the rest by time (World Athletics C2.1 Rule 20's "Q" and "q"). A tie by place at the cut all go
// through (the rule's "if practicable"); a tie by time for the last time places is reported, not
// settled: the organiser decides it by a draw or a swim-off. Entries without a time (DNS, DNF, DQ)
// never qualify.

export interface HeatResult {
  entry: string;
  time_ms: number | null;
  /** The official place in the heat (photo finish); by time when absent. */
  place?: number;
}

export interface ProgressionInput {
  heats: { number: number; results: HeatResult[] }[];
  byPlace: number;
  fastestLosers: number;
}

export interface ProgressionResult {
  qualified: { entry: string; by: 'place' | 'time' }[];
  /** Entries level on time for the last qualifying places by time (at most one group). */
  ties: string[][];
  /** How many places the tie is for. */
  open: number;
}

const hasTime = (r: HeatResult): r is HeatResult & { time_ms: number } => typeof r.time_ms === 'number' && Number.isFinite(r.time_ms);

/** Places in a heat: the given ones, or by time with equal times sharing a place. */
function placed(results: HeatResult[]): { result: HeatResult; place: number }[] {
  const out: { result: HeatResult; place: number }[] = [];
  const byTime = results.filter((r) => r.place === undefined && hasTime(r)).sort((a, b) => a.time_ms! - b.time_ms!);
  byTime.forEach((r, i) => {
    const previous = out[out.length - 1];
    out.push({ result: r, place: i > 0 && previous && previous.result.time_ms === r.time_ms ? previous.place : i + 1 });
  });
  for (const r of results) if (r.place !== undefined && hasTime(r)) out.push({ result: r, place: r.place });
  return out.sort((a, b) => a.place - b.place);
}

export function progression(input: ProgressionInput): ProgressionResult {
  const qualified: ProgressionResult['qualified'] = [];
  const rest: (HeatResult & { time_ms: number })[] = [];
  for (const heat of [...input.heats].sort((a, b) => a.number - b.number)) {
    for (const { result, place } of placed(heat.results)) {
      if (place <= input.byPlace) qualified.push({ entry: result.entry, by: 'place' });
      else if (hasTime(result)) rest.push(result);
    }
  }
  rest.sort((a, b) => a.time_ms - b.time_ms);
  const places = Math.min(input.fastestLosers, rest.length);
  if (places === 0) return { qualified, ties: [], open: 0 };
  const cut = rest[places - 1]!.time_ms;
  const tiedAtCut = rest.filter((r) => r.time_ms === cut);
  const before = rest.filter((r) => r.time_ms < cut);
  if (before.length + tiedAtCut.length <= places) {
    for (const r of rest.slice(0, places)) qualified.push({ entry: r.entry, by: 'time' });
    return { qualified, ties: [], open: 0 };
  }
  for (const r of before) qualified.push({ entry: r.entry, by: 'time' });
  return { qualified, ties: [tiedAtCut.map((r) => r.entry)], open: places - before.length };
}
