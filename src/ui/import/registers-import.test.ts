// The registers import (specs.ts REGISTERS_IMPORT) on the one import engine: the person found by
// CPF (typed with or without its mask) brings their login id; the role and graduation are looked up
// among the type's own, where names repeat across types; a person once per type, in the file and
// against the replica; every refusal in pt-BR, the row left out whole.
import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../../domain/cpf';
import { proposeMapping } from './mapping';
import { previewRows, type DataRow, type ReplicaSnapshot } from './preview';
import { REGISTERS_IMPORT } from './specs';

let n = 0;
const newId = () => `0190f0a0-0000-7000-8000-${(++n).toString(16).padStart(12, '0')}`;
const id = (s: string) => `0190f0a0-0000-7000-8000-${s.padStart(12, '0')}`;
const JUDO = id('a1');
const BJJ = id('a2');
const ANA = { id: id('b1'), user_id: id('c1'), cpf: cpfFromBase('123456780') };
const BIA = { id: id('b2'), user_id: id('c2'), cpf: cpfFromBase('123456781') };

const snapshot: ReplicaSnapshot = {
  // Bia is already registered in jiu-jitsu.
  keys: [`${BJJ}\u0000${BIA.id}`],
  references: {
    profiles: [ANA, BIA],
    registertypes: [{ id: JUDO, name: 'Judô — CBJ' }, { id: BJJ, name: 'Jiu-jitsu — IBJJF' }],
    registerroles: [{ id: id('d1'), registertype_id: JUDO, name: 'Atleta' }, { id: id('d2'), registertype_id: BJJ, name: 'Atleta' }],
    registergraduations: [
      { id: id('e1'), registertype_id: JUDO, name: 'Faixa azul', color: 'azul' },
      { id: id('e2'), registertype_id: BJJ, name: 'Faixa azul', color: 'azul' },
    ],
    associations: [],
  },
};
const HEADERS = ['CPF', 'Tipo', 'Número', 'Função', 'Graduação', 'Entidade', 'Início'];
const rows = (...cells: string[][]): DataRow[] => cells.map((c, i) => ({ line: i + 2, cells: c }));
const preview = (...cells: string[][]) => previewRows(REGISTERS_IMPORT, proposeMapping(REGISTERS_IMPORT, HEADERS), rows(...cells), snapshot, { newId });

describe('registers import', () => {
  it('finds the person by CPF with their login, and the role and belt of the row\'s own type', () => {
    const result = preview([formatCpf(ANA.cpf), 'judô — cbj', '2001', 'Atleta', 'azul', '', '10/03/2024']);
    expect(result.refused).toEqual([]);
    expect(result.accepted[0]!.record).toMatchObject({
      profile_id: ANA.id, user_id: ANA.user_id, registertype_id: JUDO, number: '2001', role_id: id('d1'), graduation_id: id('e1'), starts_on: '2024-03-10', status: 'ativo',
    });
  });

  it('refuses, in pt-BR, an unknown CPF or type, a person already registered in the type and one repeated in the file', () => {
    const result = preview(
      [cpfFromBase('999999990'), 'Judô — CBJ', '', '', '', '', ''],
      [ANA.cpf, 'Karatê', '', '', '', '', ''],
      [BIA.cpf, 'Jiu-jitsu — IBJJF', '', '', '', '', ''],
      [BIA.cpf, 'Judô — CBJ', '', '', 'Faixa azul', '', ''],
      [BIA.cpf, 'Judô — CBJ', '', '', '', '', ''],
    );
    expect(result.accepted.map((a) => a.line)).toEqual([5]);
    expect(result.refused.map((r) => [r.line, r.reasons])).toEqual([
      [2, [`CPF: "${cpfFromBase('999999990')}" não consta do cadastro.`, 'Selecione a pessoa.']],
      [3, ['Tipo: "Karatê" não consta do cadastro.']],
      [4, ['Esta pessoa já tem um registro neste tipo de registro.']],
      [6, ['Pessoa repetida no arquivo para este tipo de registro (linha 5).']],
    ]);
  });
});
