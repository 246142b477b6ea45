// Result-type normalisation, in one place for both drivers: pg hands int8 back as a string and
// PGlite as a number; pg turns `date` into a Date at *local* midnight, PGlite at UTC midnight.
// Callers always get numbers for int8 (counts, counters) and 'YYYY-MM-DD' strings for dates.

export const OID = { INT8: 20, DATE: 1082 } as const;

export function parseInt8(text: string): number {
  const value = Number(text);
  // A silently rounded id or counter would be a data bug; no table gets near 2^53 today.
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 fora do intervalo seguro: ${text}`);
  return value;
}

/** Dates travel as calendar strings: no time zone can shift a birthdate by a day. */
export const parseDate = (text: string): string => text;

export const parsers: Readonly<Record<number, (text: string) => unknown>> = {
  [OID.INT8]: parseInt8,
  [OID.DATE]: parseDate,
};
