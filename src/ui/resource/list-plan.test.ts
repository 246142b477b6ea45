import { describe, expect, it } from 'vitest';
import { cities, cityregions } from '../../domain/resources/index';
import { planList } from './list-plan';

const none = { term: '', filter: null };

describe('planList', () => {
  it('reads one compound range for a filter with a search or the default order, where declared', () => {
    const filter = { key: 'state_id', value: 's1' };
    expect(planList(cities, 'name_search', { term: 'san', filter, sortIndex: cities.storage.sort }).query)
      .toEqual({ index: '[state_id+name_search]', equals: ['s1'], prefix: 'san' });
    expect(planList(cities, 'name_search', { term: '', filter, sortIndex: cities.storage.sort }))
      .toMatchObject({ query: { index: '[state_id+name_search]', equals: ['s1'] }, orderBy: 'name_search', creationOrder: false });
  });

  it('checks the filter row by row where no compound index serves the mix', () => {
    const filter = { key: 'city_id', value: 'c1' };
    expect(planList(cityregions, 'name_search', { term: 'cen', filter, sortIndex: cityregions.storage.sort }).query)
      .toEqual({ index: 'name_search', prefix: 'cen', where: { city_id: 'c1' } });
    // Cities by state, sorted by IBGE code (a column the user picked): that order, filtered.
    expect(planList(cities, 'name_search', { term: '', filter: { key: 'state_id', value: 's1' }, sortIndex: 'ibge' }).query)
      .toEqual({ index: 'ibge', where: { state_id: 's1' } });
  });

  it('falls back to the filter index, in creation order and said so, when the order is the default', () => {
    const plan = planList(cityregions, 'name_search', { term: '', filter: { key: 'city_id', value: 'c1' }, sortIndex: cityregions.storage.sort });
    expect(plan).toMatchObject({ query: { index: 'city_id', equals: 'c1' }, creationOrder: true, sortable: true });
  });

  it('lets a search decide the order and keeps the column sort otherwise', () => {
    expect(planList(cities, 'name_search', { term: 'sa', filter: null, sortIndex: 'ibge' })).toMatchObject({ query: { index: 'name_search', prefix: 'sa' }, sortable: false });
    expect(planList(cities, 'name_search', { ...none, sortIndex: 'ibge' })).toMatchObject({ query: { index: 'ibge' }, orderBy: 'ibge', sortable: true });
  });

  it('reverses a column order, never a search or the creation order', () => {
    expect(planList(cities, 'name_search', { ...none, sortIndex: 'ibge', descending: true })).toMatchObject({ query: { index: 'ibge', descending: true }, descending: true });
    expect(planList(cities, 'name_search', { term: 'sa', filter: null, sortIndex: 'ibge', descending: true })).toMatchObject({ descending: false });
    expect(planList(cityregions, 'name_search', { term: '', filter: { key: 'city_id', value: 'c1' }, sortIndex: cityregions.storage.sort, descending: true }).query.descending).toBeUndefined();
  });
});
