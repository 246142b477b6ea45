// N valid athlete profiles (default 100k) for the benches: deterministic content for a given seed
// (names, CPFs, birthdates, genders, phones, association picks), fresh uuid v7 ids. CPF bases start at
// 100000000 so they never meet the demo seed's (900000000 on) or the demo accounts'.
import { athletes, type AthleteOptions, type ProfileRecord } from '../server/seed/athletes';

export type { ProfileRecord };

export const DEFAULT_ATHLETES = 100_000;

/** Lazily yields `count` profiles; every one passes profiles.schema. */
export function generateAthletes(count: number = DEFAULT_ATHLETES, options: AthleteOptions = {}): Generator<ProfileRecord> {
  return athletes(count, { seed: 20261122, cpfBase: 100_000_000, ...options });
}
