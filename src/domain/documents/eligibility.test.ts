import { describe, expect, it } from 'vitest';
import { expiredMessage, expiredRequirements, type HeldDocument } from './eligibility';

const atestado = { id: 't1', name: 'Atestado médico', holder: 'atletas', required_for_competitions: true };
const rg = { id: 't2', name: 'RG', holder: 'pessoas', required_for_competitions: false };
const cref = { id: 't3', name: 'Registro CREF', holder: 'comissao_tecnica', required_for_competitions: true };
const doc = (type: HeldDocument['type'], expires_on: string | null, status = 'aprovado'): HeldDocument => ({ type, status, expires_on });
const today = '2026-11-20';

describe('competition eligibility by documents', () => {
  it('blocks an athlete whose approved mandatory documents have all expired', () => {
    expect(expiredRequirements([doc(atestado, '2026-11-19')], 'atleta', today)).toEqual([{ type: 'Atestado médico', expiredOn: '2026-11-19' }]);
    expect(expiredRequirements([doc(atestado, '2025-01-01'), doc(atestado, '2026-11-19')], 'atleta', today)).toEqual([{ type: 'Atestado médico', expiredOn: '2026-11-19' }]);
  });

  it('clears with one valid approved document, on its last day too', () => {
    expect(expiredRequirements([doc(atestado, '2026-01-01'), doc(atestado, '2026-11-20')], 'atleta', today)).toEqual([]);
  });

  it('ignores types not required, not for the role, and documents not approved', () => {
    expect(expiredRequirements([doc(rg, '2020-01-01')], 'atleta', today)).toEqual([]);
    expect(expiredRequirements([doc(cref, '2020-01-01')], 'atleta', today)).toEqual([]);
    expect(expiredRequirements([doc(atestado, '2020-01-01')], 'tecnico', today)).toEqual([]);
    expect(expiredRequirements([doc(cref, '2020-01-01')], 'tecnico', today)).toHaveLength(1);
    expect(expiredRequirements([doc(atestado, '2020-01-01', 'pendente')], 'atleta', today)).toEqual([]);
    expect(expiredRequirements([doc(atestado, null)], 'atleta', today)).toEqual([]);
  });

  it('says which and when, in pt-BR', () => {
    expect(expiredMessage([{ type: 'Atestado médico', expiredOn: '2026-11-19' }]))
      .toBe('Documentação vencida: Atestado médico (venceu em 19/11/2026). Atualize o documento antes de inscrever a pessoa.');
  });
});
