import { describe, expect, it } from 'vitest';
import { ageOn, guardianProblems, hasYes, isMinor, PARQ_ANSWER_KEYS, PARQ_QUESTIONS, parqExpiry } from './parq';

const allNo = Object.fromEntries(PARQ_ANSWER_KEYS.map((k) => [k, false]));

describe('PAR-Q rules', () => {
  it('has the seven questions of the PAR-Q, one answer field each', () => {
    expect(PARQ_QUESTIONS).toHaveLength(7);
    expect(PARQ_ANSWER_KEYS).toHaveLength(7);
    expect(PARQ_QUESTIONS.every((q) => q.endsWith('?'))).toBe(true);
  });

  it('needs a clearance when any answer is "sim"', () => {
    expect(hasYes(allNo)).toBe(false);
    for (const key of PARQ_ANSWER_KEYS) expect(hasYes({ ...allNo, [key]: true })).toBe(true);
  });

  it('counts age in whole years, a birthday on the day included', () => {
    expect(ageOn('2008-11-20', '2026-11-19')).toBe(17);
    expect(ageOn('2008-11-20', '2026-11-20')).toBe(18);
    expect(isMinor('2008-11-20', '2026-11-19')).toBe(true);
    expect(isMinor('2008-11-20', '2026-11-20')).toBe(false);
    expect(isMinor(null, '2026-11-20')).toBe(false);
  });

  it('asks a minor for the guardian as respondent, with name and CPF', () => {
    const minor = '2012-05-01';
    expect(guardianProblems({ respondent: 'proprio' }, minor, '2026-11-20')).toEqual({
      respondent: 'Menor de 18 anos: o PAR-Q deve ser respondido pelo responsável legal.',
      guardian_name: 'Menor de 18 anos: informe o nome do responsável.',
      guardian_cpf: 'Menor de 18 anos: informe o CPF do responsável.',
    });
    expect(guardianProblems({ respondent: 'responsavel', guardian_name: 'Ana', guardian_cpf: '52998224725' }, minor, '2026-11-20')).toEqual({});
    expect(guardianProblems({ respondent: 'proprio' }, '1990-05-01', '2026-11-20')).toEqual({});
  });

  it('lasts 12 months from its approval', () => {
    expect(parqExpiry('2026-11-20')).toBe('2027-11-19');
  });
});
