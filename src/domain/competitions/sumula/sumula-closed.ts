// When a súmula is closed, and what may still change it. The súmula is a legal
// document (COMPETITIONS.md §5.3: CBJD art. 266; after delivery only the referee's adendos correct
// it), so the FIRST confirmation closes it, whatever its outcome:
// - `confirmada` (the confirmed score equals the events'), or `divergencia` (it differs: the
//   referee signed something the events do not say; the federation settles it);
// - once closed: events and lineups are refused, a confirmation with another score is refused
//   (the same one again is a replay, a no-op), corrections go as `duels.addendum` (the referee's own
//   word, with author and time, shown as such), the result is not retyped through `duels.result`,
//   and the duel's teams, phase, date, venue and status are sealed against `duels.put` and
//   `duels.delete` (the registry's `sealed` key on duels, mutators/sealed.ts);
// - a divergence is settled by `duels.resolve`, by the federation (holders of `competitions`) and
//   never by someone whose confirmation is in the súmula (who caused it).
// So a confirmed súmula's public digest (server/public/sumula-verify.ts) never changes; only the
// count of addenda beside it grows.
// The same checks run on the device (the mutators run there first), so the referee's screen refuses
// at once, offline too. Events recorded offline BEFORE the confirmation still reach the server: the
// outbox pushes them with lower seqs, and a push applies a batch in seq order (server/sync/push.ts),
// so they are stored before the confirmation closes the súmula.
import { MutationError, type StoredRow } from '../../mutators/types';

/** True once the súmula has been confirmed (confirmada or in divergence). */
export const sumulaClosed = (duel: Readonly<Record<string, unknown>> | null | undefined): boolean =>
  duel?.sumula_status === 'confirmada' || duel?.sumula_status === 'divergencia';

export const reconfirmMessage = (home: unknown, away: unknown): string =>
  `Súmula já confirmada com ${String(home)} × ${String(away)}: não pode ser confirmada de novo com outro placar. Correções só por adendo do árbitro.`;
export const RESOLVE_FORBIDDEN_MESSAGE = 'Somente a federação (permissão de competições) pode resolver a divergência da súmula.';
export const RESOLVE_OWN_MESSAGE = 'Quem confirmou a súmula não pode resolver a própria divergência: a resolução cabe a outra pessoa da federação. Correções só por adendo do árbitro.';
export const RESULT_SUMULA_MESSAGE = 'Este jogo tem súmula confirmada: o resultado vem da súmula e não pode ser digitado. Correções só por adendo do árbitro.';

/** The people whose confirmation is in the súmula: they do not settle its divergence. */
export function sumulaClaimants(duel: Readonly<Record<string, unknown>>): Set<string> {
  const people = new Set<string>();
  if (typeof duel.sumula_by === 'string') people.add(duel.sumula_by);
  if (Array.isArray(duel.sumula_claims)) {
    for (const c of duel.sumula_claims as { by?: unknown }[]) if (typeof c?.by === 'string') people.add(c.by);
  }
  return people;
}

/** Throws unless `userId` may settle the divergence of `duel` (not one of its confirmers). */
export function assertNotClaimant(duel: StoredRow, userId: string): void {
  if (sumulaClaimants(duel).has(userId)) throw new MutationError('forbidden', RESOLVE_OWN_MESSAGE);
}
