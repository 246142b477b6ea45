// Standard competition ranking ("1224"): rows already sorted; rows whose ranking key is equal share
// the position of the first of them, and the next distinct row takes its place in the list + 1.

/** Positions for sorted `rows`: `same(a, b)` says the two are level (a name never breaks a tie). */
export function sharedPositions<T>(rows: readonly T[], same: (a: T, b: T) => boolean): { position: number; shared: boolean }[] {
  const out: { position: number; shared: boolean }[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    const position = prev !== undefined && same(prev, row) ? out[i - 1]!.position : i + 1;
    out.push({ position, shared: false });
  });
  // A position is shared when another row holds it too.
  const count = new Map<number, number>();
  for (const o of out) count.set(o.position, (count.get(o.position) ?? 0) + 1);
  for (const o of out) o.shared = (count.get(o.position) ?? 0) > 1;
  return out;
}

/** pt-BR alphabetical order, accents and case ignored. */
export const byName = (a: string, b: string): number => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });
