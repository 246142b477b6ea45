// The mutator registry (a registry barrel): the generic put/delete of every resource, plus the
// named flows as they arrive (`meals.checkin`, `duels.result`, …: add them to NAMED).
import * as v from 'valibot';
import '../valibot-pt';
import { RESOURCES } from '../resources/index';
import type { Viewer } from '../resources/scope';
import { deleteMutator, putMutator } from './generic';
import { DOCUMENT_MUTATORS } from './document-review';
import { DUEL_MUTATORS } from './duels';
import { MEAL_MUTATORS } from './meals';
import { addendumMutator } from './sumula-addendum';
import { confirmMutator, resolveMutator } from './sumula-confirm';
import { eventMutator } from './sumula-event';
import { lineupMutator } from './sumula-lineup';
import { MutationError, type MutationContext, type MutationTx, type Mutator } from './types';

const NAMED: readonly Mutator<never>[] = [
  ...MEAL_MUTATORS, ...DUEL_MUTATORS, eventMutator, confirmMutator, resolveMutator, addendumMutator, lineupMutator, ...DOCUMENT_MUTATORS,
] as unknown as readonly Mutator<never>[];

const registry = new Map<string, Mutator<never>>();
for (const resource of RESOURCES) {
  if ((resource.writes ?? 'generic') !== 'generic') continue;
  registry.set(`${resource.key}.put`, putMutator(resource) as Mutator<never>);
  registry.set(`${resource.key}.delete`, deleteMutator(resource) as Mutator<never>);
}
for (const m of NAMED) registry.set(m.name, m);

export const findMutator = (name: string): Mutator<unknown> | undefined => registry.get(name) as Mutator<unknown> | undefined;
export const mutatorNames = (): string[] => [...registry.keys()];

/** Field path → first message, from valibot issues (what forms show under each field). */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

/**
 * A required key absent from the args (JSON drops undefined) is reported by valibot with the whole
 * object's message ("Dados do registro inválidos."); the field's own schema says what is missing
 * ("Informe o placar do visitante."), so ask it.
 */
function withFieldMessage(schema: unknown, issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  const key = issue.path?.length === 1 ? issue.path[0]!.key : undefined;
  const entry = typeof key === 'string' ? (schema as { entries?: Record<string, v.GenericSchema> }).entries?.[key] : undefined;
  if (!entry || issue.kind !== 'schema' || issue.type !== 'object' || issue.input !== undefined) return issue;
  const own = v.safeParse(entry, undefined, { abortPipeEarly: true });
  return own.success ? issue : { ...issue, message: own.issues[0].message };
}

/** Validates `args` against the mutator's schema; the output is what gets stored and sent. */
export function parseArgs(mutator: Mutator<unknown>, args: unknown): Record<string, unknown> {
  const parsed = v.safeParse(mutator.args, args, { abortPipeEarly: true });
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => withFieldMessage(mutator.args, issue));
    throw new MutationError('invalid', issues[0]!.message, fieldMessages(issues));
  }
  return parsed.output as Record<string, unknown>;
}

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
export type { IndexValue, MutationContext, MutationTx, Mutator, StoredRow } from './types';
export { createOverlay, matchesIndex, type Write } from './overlay';
