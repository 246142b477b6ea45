// The mutator registry (a registry barrel): the generic put/delete of every resource, plus the
// named flows as they arrive (`meals.checkin`, `duels.result`, …: add them to NAMED).
import '../valibot-pt';
import { RESOURCES } from '../resources/index';
import type { Viewer } from '../resources/scope';
import { deleteMutator, putMutator } from './generic';
import { APPROVAL_MUTATORS } from '../approvals/approvals';
import { setConsentMutator } from '../privacy/consents';
import { joinMutator } from '../approvals/association-join';
import { DUEL_MUTATORS } from '../competitions/duels';
import { MEAL_MUTATORS } from '../meals/meals';
import { BILL_MUTATORS } from '../finances/bills';
import { MARKET_MUTATORS } from '../markets/markets';
import { RESERVATION_MUTATORS } from '../reservations/reservations';
import { addendumMutator } from '../competitions/sumula/sumula-addendum';
import { confirmMutator, resolveMutator } from '../competitions/sumula/sumula-confirm';
import { eventMutator } from '../competitions/sumula/sumula-event';
import { lineupMutator } from '../competitions/sumula/sumula-lineup';
import { examConfirmMutator } from '../registers/exam-confirm';
import { markMutator } from '../registers/exam-marks';
import { parseArgs } from './parse';
import { MutationError, type MutationContext, type MutationTx, type Mutator } from './types';

/** The named flows, each keeping its literal name and args type: the type map (mutator-map.ts) reads them. */
export const NAMED_MUTATORS = [
  ...MEAL_MUTATORS, ...DUEL_MUTATORS, eventMutator, confirmMutator, resolveMutator, addendumMutator, lineupMutator,
  ...APPROVAL_MUTATORS, setConsentMutator, joinMutator, markMutator, examConfirmMutator, ...BILL_MUTATORS, ...MARKET_MUTATORS,
  ...RESERVATION_MUTATORS,
] as const;

const registry = new Map<string, Mutator<unknown>>();
for (const resource of RESOURCES) {
  if ((resource.access.writes ?? 'generic') !== 'generic') continue;
  registry.set(`${resource.key}.put`, putMutator(resource));
  registry.set(`${resource.key}.delete`, deleteMutator(resource));
}
for (const m of NAMED_MUTATORS) registry.set(m.name, m);

export const findMutator = (name: string): Mutator<unknown> | undefined => registry.get(name);
export const mutatorNames = (): string[] => [...registry.keys()];

/**
 * Finds, validates and runs a mutation. With a `viewer` (the server) it also authorises; the client
 * passes none: its screens are guarded and the server has the last word.
 * Returns the validated args.
 */
export async function runMutation(
  tx: MutationTx,
  ctx: MutationContext,
  name: string,
  args: unknown,
  viewer?: Viewer,
): Promise<Record<string, unknown>> {
  const mutator = findMutator(name);
  if (!mutator) throw new MutationError('unknown', `Operação desconhecida: ${name}.`);
  const parsed = parseArgs(mutator, args);
  if (viewer) await mutator.authorize(tx, viewer, parsed);
  // The authorising viewer is also the writer the rules in `run` see.
  await mutator.run(tx, viewer && !ctx.viewer ? { ...ctx, viewer } : ctx, parsed);
  return parsed;
}

export { MutationError, isMutationError } from './types';
export { fieldMessages, parseArgs } from './parse';
export type { IndexValue, MutationContext, MutationTx, Mutator, StoredRow } from './types';
export { createOverlay, matchesIndex, type Write } from './overlay';
