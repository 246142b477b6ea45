import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonBytes, parsePullQuery, PUSH_MAX_MUTATIONS, pushRequestSchema, SCHEMA_VERSION } from './protocol';
import { uuidv7 } from './uuid';

const mutation = (seq: number, over: Record<string, unknown> = {}) => ({ seq, name: 'cities.put', args: { id: 'x' }, at: '2026-11-20T10:00:00.000Z', ...over });
const body = (mutations: unknown[]) => ({ clientId: uuidv7(), schemaVersion: SCHEMA_VERSION, mutations });

describe('push body schema', () => {
  it('accepts a consecutive batch', () => {
    expect(v.safeParse(pushRequestSchema, body([mutation(3), mutation(4)])).success).toBe(true);
  });

  it.each([
    ['empty batch', body([])],
    ['gap inside the batch', body([mutation(1), mutation(3)])],
    ['seq 0', body([mutation(0)])],
    ['fractional seq', body([mutation(1.5)])],
    ['args not an object', body([mutation(1, { args: 'x' })])],
    ['args an array', body([mutation(1, { args: [1] })])],
    ['long name', body([mutation(1, { name: 'x'.repeat(81) })])],
    ['bad timestamp', body([mutation(1, { at: 'ontem' })])],
    ['huge args', body([mutation(1, { args: { s: 'x'.repeat(70_000) } })])],
    ['clientId not a uuid', { ...body([mutation(1)]), clientId: 'abc' }],
  ])('refuses %s', (_label, input) => {
    expect(v.safeParse(pushRequestSchema, input).success).toBe(false);
  });

  it(`caps a push at ${PUSH_MAX_MUTATIONS} mutations`, () => {
    const ok = body(Array.from({ length: PUSH_MAX_MUTATIONS }, (_, i) => mutation(i + 1)));
    const tooMany = body(Array.from({ length: PUSH_MAX_MUTATIONS + 1 }, (_, i) => mutation(i + 1)));
    expect(v.safeParse(pushRequestSchema, ok).success).toBe(true);
    expect(v.safeParse(pushRequestSchema, tooMany).success).toBe(false);
  });
});

describe('jsonBytes', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = [];
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('measures the UTF-8 bytes of the JSON text', () => {
    expect(jsonBytes({ a: 'é' })).toBe(10);
  });

  it('a value nested too deep for JSON.stringify, or cyclic, measures Infinity instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonBytes(nested(100_000))).toBe(Number.POSITIVE_INFINITY);
    expect(jsonBytes(cyclic)).toBe(Number.POSITIVE_INFINITY);
    // …and the push schema refuses such args instead of throwing a RangeError.
    expect(v.safeParse(pushRequestSchema, body([mutation(1, { args: { deep: nested(100_000) } })])).success).toBe(false);
  });
});

describe('parsePullQuery', () => {
  it('reads and clamps the query', () => {
    const clientId = uuidv7();
    expect(parsePullQuery(new URLSearchParams({ clientId, cursor: '12', limit: '99999' }))).toEqual({ clientId, cursor: 12, limit: 5000 });
    expect(parsePullQuery(new URLSearchParams({ clientId }))).toEqual({ clientId, cursor: 0, limit: 1000 });
  });

  it('refuses malformed values', () => {
    expect(parsePullQuery(new URLSearchParams({ clientId: 'x' }))).toBeNull();
    expect(parsePullQuery(new URLSearchParams({ clientId: uuidv7(), cursor: '-1' }))).toBeNull();
  });
});
