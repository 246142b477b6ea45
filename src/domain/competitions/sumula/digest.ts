// The confirmed súmula's digest (COMPETITIONS.md §5.6: "the referee's confirmation is the
// signature: a hash of the ordered event list"): SHA-256 of a canonical JSON of what the súmula
// says — the duel and its teams, the score that stands, the events that count in match order, the
// report (observations, incidents, captains), who confirmed and a resolution's reason. The clock is
// left out, so the device and the server, running the same mutator over the same events, agree.
// The printed súmula carries it in its QR; the public verification endpoint answers it, so a paper
// copy can be checked against the server's.
import { sha256, toHex } from '../../sha256';
import { liveEvents, type SumulaEvent } from './events';

export interface DigestInput {
  id: string;
  competition_id: unknown;
  home_team_id: unknown;
  away_team_id: unknown;
  home_score: number;
  away_score: number;
  confirmed_by: unknown;
  observations?: unknown;
  incidents?: unknown;
  captains?: unknown;
  resolution?: unknown;
}

/**
 * JSON with every object's keys sorted: the stored row's key order is not the mutator's
 * (PostgreSQL's jsonb reorders keys), and the digest must not depend on it.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The canonical text hashed: fixed order, sorted keys, events reduced to what the súmula prints. */
export function digestText(input: DigestInput, events: readonly SumulaEvent[]): string {
  const live = liveEvents(events).map((e) => [e.id, e.kind, e.team_id ?? null, e.person_id ?? null, e.in_person_id ?? null, e.period ?? null, e.minute ?? null]);
  return canonical([
    'federa-sumula-1', input.id, input.competition_id ?? null, input.home_team_id ?? null, input.away_team_id ?? null,
    input.home_score, input.away_score, live, input.observations ?? null, input.incidents ?? null, input.captains ?? null,
    input.confirmed_by ?? null, input.resolution ?? null,
  ]);
}

/**
 * Hex SHA-256 of digestText. Synchronous on purpose: the mutator computes it inside the device's
 * IndexedDB transaction, which an awaited WebCrypto call would let commit early.
 */
export function sumulaDigest(input: DigestInput, events: readonly SumulaEvent[]): string {
  return toHex(sha256(new TextEncoder().encode(digestText(input, events))));
}

/** The part of the digest a QR carries and a person can compare by eye. */
export const DIGEST_SHORT = 16;
export const shortDigest = (digest: string): string => digest.slice(0, DIGEST_SHORT);
