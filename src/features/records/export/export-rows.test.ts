import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../../domain/cpf';
import { readCsv } from '../../../ui/import/read-table';
import { proposeMapping } from '../../../ui/import/mapping';
import { previewRows } from '../../../ui/import/preview';
import { PEOPLE_IMPORT } from '../../../ui/import/specs';
import { csvBytes } from '../../../lib/sheet-files';
import { exportHeaders, exportRows } from './export-rows';

const CLUB = '0190f0a0-0000-7000-8000-aaaaaaaaaaaa';
let n = 0;
const newId = () => `0190f0a0-0000-7000-8000-${(++n).toString(16).padStart(12, '0')}`;

describe('export', () => {
  it('writes pt-BR headers, masked CPF, dd/mm/aaaa dates and names, and reads back through the import', () => {
    const cpf = cpfFromBase('300000001');
    const person = { id: newId(), user_id: newId(), name: 'Júlia Prado', cpf, birthdate: '2004-02-29', gender: 'feminino', association_id: CLUB, phone: '11988887777' };
    const names = new Map([['associations', new Map([[CLUB, 'Clube Atlético Paulista']])]]);
    const rows = exportRows(PEOPLE_IMPORT, [person], names);
    expect(rows[0]!.slice(0, 6)).toEqual(['Júlia Prado', null, cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'), new Date(Date.UTC(2004, 1, 29)), 'Feminino', 'Clube Atlético Paulista']);
    const csv = csvBytes(exportHeaders(PEOPLE_IMPORT), rows);
    expect(new TextDecoder().decode(csv)).toContain('Nome;Nome social;CPF;Data de nascimento;Gênero;Entidade;E-mail;Telefone;Nº de registro');
    expect(new TextDecoder().decode(csv)).toContain(';29/02/2004;Feminino;');
    // Round trip: the exported file is a valid import (the CPF is then already registered).
    const table = readCsv(csv);
    const back = previewRows(PEOPLE_IMPORT, proposeMapping(PEOPLE_IMPORT, table.headers), table.rows,
      { keys: [], references: { associations: [{ id: CLUB, name: 'Clube Atlético Paulista' }] } }, { newId });
    expect(back.refused).toEqual([]);
    expect(back.accepted[0]!.record).toMatchObject({ name: 'Júlia Prado', cpf, birthdate: '2004-02-29', gender: 'feminino', association_id: CLUB, phone: '11988887777' });
  });
});
