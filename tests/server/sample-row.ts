// A minimal schema-valid row of any registered resource, derived from its valibot wire schema (the
// registry is the only source: a new resource gets a sample with no code here). Required fields only,
// each given the first candidate value its own schema accepts (a fresh uuid for an id or a reference,
// a valid CPF/CNPJ that no other fixture holds, a past date, the picklist's first option, …);
// optional fields stay absent unless `overrides` sets them. Used by the isolation matrix
// (isolation-matrix.test.ts), which builds relation chains straight into the database.
import * as v from 'valibot';
import { cnpjFromBase } from '../../src/domain/cnpj';
import { getResource } from '../../src/domain/resources/index';
import { uuidv7 } from '../../src/domain/uuid';
import { AT, freshCpf } from './sync-helpers';

type Schema = v.GenericSchema & { type: string; pipe?: readonly { type: string; kind?: string }[] } & Record<string, unknown>;

let cnpjSeq = 0;
const HEX = '0123456789abcdef';
const CODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const fileLike = () => `files/${Array.from({ length: 64 }, () => HEX[Math.floor(Math.random() * 16)]).join('')}`;

/** Text candidates, most specific last-resort order: the first one the field's schema accepts wins. */
const TEXT_CANDIDATES: readonly (() => string)[] = [
  () => 'Amostra',
  () => '2020-01-15',
  () => AT,
  () => '10:30',
  () => freshCpf(),
  () => cnpjFromBase(`77${String(++cnpjSeq).padStart(10, '0')}`),
  () => `amostra${uuidv7().slice(-8)}@example.com`,
  () => '11987654321',
  () => '01310100',
  () => 'SP',
  () => '3550308',
  () => 'https://example.com/x',
  () => fileLike(),
  () => Array.from({ length: 8 }, () => CODE[Math.floor(Math.random() * CODE.length)]).join(''),
];
const NUMBER_CANDIDATES = [1, 0, 7, 10, 100, 2026, 60_000];

const accepts = (schema: Schema, value: unknown): boolean => v.safeParse(schema, value).success;

/** A value the field's schema accepts, or undefined when it may be absent (or no candidate fits). */
function sampleValue(schema: Schema, full: boolean): unknown {
  switch (schema.type) {
    case 'optional':
    case 'nullish':
    case 'nullable':
    case 'undefinedable':
      if (full) return sampleValue(schema.wrapped as Schema, full);
      return schema.type === 'nullable' ? null : undefined;
    case 'string': {
      if (schema.pipe?.some((a) => a.type === 'uuid')) return uuidv7();
      for (const make of TEXT_CANDIDATES) {
        const value = make();
        if (accepts(schema, value)) return value;
      }
      return undefined;
    }
    case 'number':
      return NUMBER_CANDIDATES.find((n) => accepts(schema, n));
    case 'boolean':
      return accepts(schema, false) ? false : true;
    case 'record':
      return accepts(schema, {}) ? {} : { amostra: 'Amostra' };
    case 'picklist':
      return (schema.options as readonly unknown[])[0];
    case 'literal':
      return schema.literal;
    case 'array': {
      if (accepts(schema, [])) return [];
      const item = sampleValue(schema.item as Schema, full);
      return [item];
    }
    case 'object':
      return sampleObject(schema, full);
    case 'union':
    case 'variant':
      for (const option of schema.options as Schema[]) {
        const value = sampleValue(option, full);
        if (value !== undefined && accepts(schema, value)) return value;
      }
      return undefined;
    default:
      return undefined;
  }
}

function sampleObject(schema: Schema, full: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries as Record<string, Schema>)) {
    const value = sampleValue(entry, full);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The picklist options of a field (looking through optional/nullish wrappers), or none. */
export function picklistOf(resource: string, field: string): readonly string[] {
  let schema = (getResource(resource).schema.entries as Record<string, Schema>)[field];
  while (schema && ['optional', 'nullish', 'nullable'].includes(schema.type)) schema = schema.wrapped as Schema;
  return schema?.type === 'picklist' ? (schema.options as string[]) : [];
}

/** Why `row` is not a valid wire row of `resource` (empty when it is). */
export function schemaIssues(resource: string, row: Record<string, unknown>): string[] {
  const parsed = v.safeParse(getResource(resource).schema, row);
  return parsed.success ? [] : parsed.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.') ?? ''}: ${i.message}`);
}

/**
 * A minimal row of `resource` with `overrides` applied (a fresh id unless given). `full`: every
 * field filled, optional ones too (a row whose projection must visibly drop something).
 */
export function sampleRow(resource: string, overrides: Record<string, unknown> = {}, full = false): Record<string, unknown> & { id: string } {
  const declared = getResource(resource);
  const row: Record<string, unknown> = { ...sampleObject(declared.schema as unknown as Schema, full), id: uuidv7(), ...overrides };
  // A unique text field (a bill's txid) would hold the same candidate in every sample: made distinct
  // when its schema takes a suffix, so two chains of one resource do not collide on its index.
  for (const field of declared.integrity.unique ?? []) {
    if (field in overrides || typeof row[field] !== 'string') continue;
    const fresh = `${String(row[field])}${uuidv7().replace(/-/g, '').slice(-8)}`;
    if (accepts((declared.schema.entries as Record<string, Schema>)[field]!, fresh)) row[field] = fresh;
  }
  return row as Record<string, unknown> & { id: string };
}

/**
 * The same row with one field changed to another value its schema accepts, for a write whose only
 * difference is content: a plain field (text, number, date, code…) first, else a reference. `skip`
 * names fields to leave alone (the relation's match fields, the owner). Undefined when no field can
 * be changed.
 */
export function changedRow(resource: string, row: Record<string, unknown>, skip: readonly string[]): Record<string, unknown> | undefined {
  const entries = Object.entries(getResource(resource).schema.entries as Record<string, Schema>).filter(([key]) => key !== 'id' && !skip.includes(key));
  const isId = (entry: Schema) => {
    let inner = entry;
    while (['optional', 'nullish', 'nullable'].includes(inner.type)) inner = inner.wrapped as Schema;
    return inner.pipe?.some((a) => a.type === 'uuid') === true;
  };
  for (const [key, entry] of [...entries.filter(([, e]) => !isId(e)), ...entries.filter(([, e]) => isId(e))]) {
    for (const value of ['Alterado', ...[1, 2, 3].map(() => sampleValue(entry, true))]) {
      if (value === undefined || JSON.stringify(value) === JSON.stringify(row[key]) || !accepts(entry, value)) continue;
      const changed = { ...row, [key]: value };
      if (schemaIssues(resource, changed).length === 0) return changed;
    }
  }
  return undefined;
}
