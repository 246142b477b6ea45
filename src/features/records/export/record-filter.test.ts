import { describe, expect, it } from 'vitest';
import { recordMatcher } from './record-filter';

const PEOPLE = { name: 'name', document: 'cpf', verified: 'verified' };
const rows = [
  { id: '1', name: 'Ana Conceição Souza', cpf: '52998224725', association_id: 'a', verified: true },
  { id: '2', name: 'Bruno Lima', cpf: '11144477735', association_id: 'b', verified: false },
  { id: '3', name: 'Conceição Dias', cpf: '52911122233', association_id: 'a' },
];
const ids = (filter: Parameters<typeof recordMatcher>[1]) => rows.filter(recordMatcher(PEOPLE, filter)).map((r) => r.id);

describe('record filter', () => {
  it('finds by the start of any word of the name, without accents', () => {
    expect(ids({ term: 'concei' })).toEqual(['1', '3']);
    expect(ids({ term: 'ana c' })).toEqual(['1']);
  });

  it('finds by the start of the CPF, masked or not', () => {
    expect(ids({ term: '529.' })).toEqual(['1', '3']);
    expect(ids({ term: '529.982.247-25' })).toEqual(['1']);
  });

  it('mixes entity, verification and search', () => {
    expect(ids({ equals: { association_id: 'a' } })).toEqual(['1', '3']);
    expect(ids({ equals: { association_id: 'a' }, verified: false })).toEqual(['3']);
    expect(ids({ verified: true, term: 'bruno' })).toEqual([]);
  });
});
