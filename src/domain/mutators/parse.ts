// Validating a mutator's args (what forms show under each field). Apart from the registry so the
// flows that run another resource's put (approvals applying a request) can validate without it.
import * as v from 'valibot';
import { MutationError, type Mutator } from './types';

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
