// The price in force on a day among a style's price periods (registerstyleprices,
// registermembershipstyleprices): the period holding the day; when periods overlap (a new season's
// price typed before the old one was closed), the one that started last wins, as a treasurer
// expects from "the new table replaces the old one from its start".
export interface PricePeriod {
  amount_cents: number;
  valid_from: string;
  valid_until?: string | null;
}

export function priceOn<P extends PricePeriod>(periods: readonly P[], day: string): P | undefined {
  let best: P | undefined;
  for (const p of periods) {
    if (p.valid_from > day || (p.valid_until && p.valid_until < day)) continue;
    if (!best || p.valid_from > best.valid_from) best = p;
  }
  return best;
}
