import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { describeOperation } from './operation-label';

const id = '0190f0a0-0000-7000-8000-0000000000aa';

describe('describeOperation', () => {
  it('names a put of a record the replica does not hold as a creation', () => {
    expect(describeOperation('cities.put', { id, name: 'Campinas', ibge: '3509502' }, false)).toMatchObject({
      kind: 'create', label: 'Criação de cidade', title: 'Campinas', recordId: id, href: null,
    });
  });

  it('names a put of an existing record as an edition and links to its edit screen', () => {
    expect(describeOperation('countries.put', { id, name: 'Chile' }, true)).toMatchObject({
      kind: 'update', label: 'Edição de país', title: 'Chile', href: `/locations/countries/edit/${id}`,
    });
  });

  it('names a delete as an exclusion (args carry only the id)', () => {
    expect(describeOperation('states.delete', { id }, true)).toMatchObject({ kind: 'delete', label: 'Exclusão de estado', title: null });
    expect(describeOperation('states.delete', { id }, false).href).toBeNull();
  });

  it('falls back to the raw name for flows the registry does not know', () => {
    expect(describeOperation('fluxo.desconhecido', { athlete: 'x' }, false)).toMatchObject({ kind: 'other', label: 'Operação “fluxo.desconhecido”', resource: null });
    // A named flow over a known collection keeps the resource's label.
    expect(describeOperation('cities.merge', { id }, true)).toMatchObject({ kind: 'other', label: 'Cidade: merge' });
  });
});
