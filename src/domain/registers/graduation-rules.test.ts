import { describe, expect, it } from 'vitest';
import { PRESET_GRADES } from './graduation-presets';
import { addMonths, ageInYear, eligibility, mayPromote, monthsText, promotionReasons, reasonText, type Grade } from './graduation-rules';

const grades = (preset: 'ibjjf' | 'cbj'): Grade[] => PRESET_GRADES[preset].map((g) => ({ ...g, id: `${preset}-${g.rank}` }));
const IBJJF = grades('ibjjf');
const CBJ = grades('cbj');
const g = (list: Grade[], rank: number) => list.find((x) => x.rank === rank)!;

describe('age reached in the year (IBJJF)', () => {
  it('born 2010-12-31 is 16 for the whole of 2026 and 15 for the whole of 2025', () => {
    expect(ageInYear('2010-12-31', '2026-01-01')).toBe(16);
    expect(ageInYear('2010-12-31', '2026-12-31')).toBe(16);
    expect(ageInYear('2010-12-31', '2025-12-31')).toBe(15);
  });
  it('a white belt born 2010-12-31 may take the blue on 02/01/2026 but not on 31/12/2025', () => {
    const person = { graduationId: 'ibjjf-1', graduatedOn: '2024-03-01', birthdate: '2010-12-31' };
    expect(eligibility('ibjjf', IBJJF, person, '2026-01-02')).toMatchObject({ apto: true, next: { name: 'Faixa azul' } });
    const before = eligibility('ibjjf', IBJJF, person, '2025-12-31');
    expect(before.apto).toBe(false);
    expect(before.reasons.map(reasonText)).toEqual(['idade mínima de 16 anos para faixa azul: apto em 01/01/2026']);
  });
});

describe('minimum time in grade', () => {
  const purple = { graduationId: 'ibjjf-3', graduatedOn: '2026-01-10', birthdate: '1990-05-05' };
  it('not met: "mínimo 1,5 ano na faixa roxa: apto em 10/07/2027"', () => {
    const e = eligibility('ibjjf', IBJJF, purple, '2026-11-27');
    expect(e.apto).toBe(false);
    expect(e.reasons.map(reasonText)).toEqual(['mínimo 1,5 ano na faixa roxa: apto em 10/07/2027']);
    expect(e.aptoOn).toBe('2027-07-10');
  });
  it('met on the day it lifts', () => {
    expect(eligibility('ibjjf', IBJJF, purple, '2027-07-10')).toMatchObject({ apto: true, next: { name: 'Faixa marrom' }, reasons: [] });
    expect(eligibility('ibjjf', IBJJF, purple, '2027-07-09').apto).toBe(false);
  });
  it('CBJ carência applies at 15 (no exemption)', () => {
    const e = eligibility('cbj', CBJ, { graduationId: 'cbj-1', graduatedOn: '2026-09-01', birthdate: '2011-02-02' }, '2026-11-27');
    expect(e.reasons.map(reasonText)).toEqual(['mínimo 6 meses na faixa branca: apto em 01/03/2027']);
  });
  it('months in words', () => {
    expect([6, 1, 12, 18, 24, 30, 14].map(monthsText)).toEqual(['6 meses', '1 mês', '1 ano', '1,5 ano', '2 anos', '2,5 anos', '1 ano e 2 meses']);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('CBJ: over 16 the basic belts skip carência and sequence', () => {
  const white17 = { graduationId: 'cbj-1', graduatedOn: '2026-11-01', birthdate: '2009-03-03' };
  it('a 17-year-old white belt goes straight to the yellow, a month after the white', () => {
    expect(promotionReasons('cbj', CBJ, white17, g(CBJ, 4), '2026-11-27')).toEqual([]);
  });
  it('a 16-year-old may not (sequence and carência apply)', () => {
    const white16 = { ...white17, birthdate: '2010-03-03' };
    expect(promotionReasons('cbj', CBJ, white16, g(CBJ, 4), '2026-11-27').map(reasonText)).toEqual([
      'faixa amarela exige antes faixa cinza',
      'mínimo 6 meses na faixa branca: apto em 01/05/2027',
    ]);
  });
  it('the exemption does not reach the higher belts', () => {
    expect(promotionReasons('cbj', CBJ, white17, g(CBJ, 6), '2026-11-27').map((r) => r.text)).toContain('faixa verde exige antes faixa cinza');
  });
});

describe('who may promote', () => {
  it('a purple belt promotes white → blue, not purple → brown; a black belt does both', () => {
    expect(mayPromote('ibjjf', g(IBJJF, 3), g(IBJJF, 2))).toBe(true);
    expect(mayPromote('ibjjf', g(IBJJF, 3), g(IBJJF, 4))).toBe(false);
    expect(mayPromote('ibjjf', g(IBJJF, 2), g(IBJJF, 2))).toBe(false);
    expect(mayPromote('ibjjf', null, g(IBJJF, 2))).toBe(false);
    expect(mayPromote('ibjjf', g(IBJJF, 5), g(IBJJF, 4))).toBe(true);
  });
  it('livre checks only the order', () => {
    expect(mayPromote('livre', null, g(IBJJF, 4))).toBe(true);
    expect(eligibility('livre', IBJJF, { graduationId: 'ibjjf-3', graduatedOn: '2026-11-01', birthdate: '2015-01-01' }, '2026-11-27'))
      .toMatchObject({ apto: true, next: { name: 'Faixa marrom' } });
    expect(promotionReasons('livre', IBJJF, { graduationId: 'ibjjf-1', graduatedOn: null, birthdate: null }, g(IBJJF, 3), '2026-11-27').map((r) => r.text))
      .toEqual(['faixa roxa exige antes faixa azul']);
  });
  it('the top grade has no next', () => {
    expect(eligibility('ibjjf', IBJJF, { graduationId: 'ibjjf-5', graduatedOn: '2020-01-01', birthdate: '1980-01-01' }, '2026-11-27'))
      .toMatchObject({ apto: false, next: null });
  });
});
