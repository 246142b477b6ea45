// Every refusal a user can see is pt-BR. Walks every resource's schema and every
// mutator's args with bad input of each type (missing, wrong type, empty, too long, malformed, nested
// lists and objects) and checks that no message is valibot's English default ("Invalid type:
// Expected string but received 42"): each schema says its own pt-BR message, and valibot-pt.ts is
// the safety net for any that does not.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findMutator, isMutationError, mutatorNames, parseArgs } from './mutators/index';
import { RESOURCES, type AnyResource } from './resources/index';
import { pushRequestSchema } from './protocol';

const BAD: readonly unknown[] = [
  undefined, null, 42, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, true, false, '', '   ', 'x', 'x'.repeat(5000),
  'not-a-uuid', '2026-13-45', '99:99', 'javascript:alert(1)', [], [42], [null], ['x'], {}, { a: 1 },
];

const ENGLISH = /\b(invalid|expected|received|must|should|length|type|required|value|input|string|number|object|array)\b/i;

/** Inputs that break one field at a time (the rest missing), plus whole inputs of the wrong type. */
function badInputs(entries: readonly string[]): unknown[] {
  const out: unknown[] = [...BAD];
  for (const key of entries) for (const bad of BAD) out.push({ [key]: bad });
  return out;
}

const messagesOf = (schema: v.GenericSchema, input: unknown): string[] => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

function expectPortuguese(where: string, messages: readonly string[]): void {
  for (const message of messages) {
    expect(message, where).not.toMatch(ENGLISH);
    expect(message.length, where).toBeGreaterThan(0);
  }
}

describe('pt-BR refusals', () => {
  it.each((RESOURCES as readonly AnyResource[]).map((r) => [r.key, r] as const))('resource %s: its schema never answers in English', (_key, resource) => {
    const keys = Object.keys(resource.schema.entries);
    let seen = 0;
    for (const input of badInputs(keys)) {
      const messages = messagesOf(resource.schema, input);
      seen += messages.length;
      expectPortuguese(`${resource.key} ← ${JSON.stringify(input)?.slice(0, 80)}`, messages);
    }
    expect(seen).toBeGreaterThan(keys.length * BAD.length); // every input was refused somewhere
  });

  it.each(mutatorNames().map((name) => [name]))('mutator %s: its refusal and field messages never are in English', (name) => {
    const mutator = findMutator(name)!;
    const entries = (mutator.args as unknown as { entries?: Record<string, unknown> }).entries ?? {};
    for (const input of badInputs(Object.keys(entries))) {
      let error: unknown;
      try {
        parseArgs(mutator, input);
      } catch (e) {
        error = e;
      }
      if (!isMutationError(error)) continue; // an input that happens to be valid
      expectPortuguese(`${name} ← ${JSON.stringify(input)?.slice(0, 80)}`, [error.message, ...Object.values(error.fields ?? {})]);
    }
  });

  it('the push envelope without its own messages falls back to pt-BR too', () => {
    for (const input of badInputs(['clientId', 'schemaVersion', 'mutations'])) {
      expectPortuguese(`push ← ${JSON.stringify(input)?.slice(0, 80)}`, messagesOf(pushRequestSchema, input));
    }
    expectPortuguese('push mutation', messagesOf(pushRequestSchema, { clientId: 'x', schemaVersion: 'x', mutations: [{ seq: 'x', name: 4, args: 1, at: 2 }] }));
  });
});
