import { describe, expect, it } from 'vitest';
import { entityMatcher, maskCnpj } from './entity-search';

const sepe = { name: 'Sociedade Esportiva Palmeirense', short_name: 'SEP', cnpj: '12345678000190', city_id: 'c1', sport_ids: ['vol', 'fut'] };
const ec = { name: 'Esporte Clube União', short_name: null, cnpj: '98765432000110', city_id: 'c2', sport_ids: ['bas'] };
const find = (q: string, city = '', sport = '') => [sepe, ec].filter(entityMatcher({ q, city, sport })).map((e) => e.name);

describe('entity search on the device', () => {
  it('finds by the start of any word of the name or short name, without accents or case', () => {
    expect(find('palm')).toEqual([sepe.name]);
    expect(find('uniao')).toEqual([ec.name]);
    expect(find('sep')).toEqual([sepe.name]);
    expect(find('meirense')).toEqual([]);
  });
  it('finds by the start of the CNPJ, with or without its mask', () => {
    expect(find('12.345.678')).toEqual([sepe.name]);
    expect(find('98765')).toEqual([ec.name]);
  });
  it('filters by city and sport', () => {
    expect(find('', 'c2')).toEqual([ec.name]);
    expect(find('', '', 'vol')).toEqual([sepe.name]);
    expect(find('esport', 'c1', 'bas')).toEqual([]);
  });
  it('masks the CNPJ', () => {
    expect(maskCnpj('12345678000190')).toBe('**.345.678/0001-**');
    expect(maskCnpj('x')).toBe('**.***.***/****-**');
  });
});
