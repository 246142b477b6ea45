import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../domain/cpf';
import { cnpjFromBase } from '../../domain/cnpj';
import { convertCell, isoDateOf } from './cells';
import { proposeMapping, repeatedColumns, unmappedRequired } from './mapping';
import { previewRows, type DataRow, type ReplicaSnapshot } from './preview';
import { readCsv, readXlsx } from './read-table';
import { ENTITIES_IMPORT, PEOPLE_IMPORT } from './specs';

let n = 0;
const newId = () => `0190f0a0-0000-7000-8000-${(++n).toString(16).padStart(12, '0')}`;
const CLUB = '0190f0a0-0000-7000-8000-aaaaaaaaaaaa';
const TWIN_A = '0190f0a0-0000-7000-8000-bbbbbbbbbbb1';
const TWIN_B = '0190f0a0-0000-7000-8000-bbbbbbbbbbb2';
const CLUB_CNPJ = cnpjFromBase('112223330001');
const snapshot: ReplicaSnapshot = {
  keys: [cpfFromBase('900000005')],
  references: {
    associations: [
      { id: CLUB, name: 'Clube Atlético Paulista', short_name: 'CAP', cnpj: CLUB_CNPJ },
      { id: TWIN_A, name: 'Esporte Clube União', cnpj: cnpjFromBase('223334440001') },
      { id: TWIN_B, name: 'Esporte Clube União', cnpj: cnpjFromBase('334445550001') },
    ],
  },
};
const HEADERS = ['Nome', 'CPF', 'Data de nascimento', 'Entidade', 'E-mail', 'Telefone'];
const mapping = proposeMapping(PEOPLE_IMPORT, HEADERS);
const rows = (...cells: string[][]): DataRow[] => cells.map((c, i) => ({ line: i + 2, cells: c }));
const preview = (...cells: string[][]) => previewRows(PEOPLE_IMPORT, mapping, rows(...cells), snapshot, { newId });

describe('column mapping', () => {
  it('maps pt-BR headers and their variants whatever the accents, case or punctuation', () => {
    const m = proposeMapping(PEOPLE_IMPORT, ['NOME COMPLETO', 'cpf', 'Data Nasc.', 'Clube', 'email', 'Celular', 'Matrícula']);
    expect(m).toMatchObject({ name: 0, cpf: 1, birthdate: 2, association_id: 3, email: 4, phone: 5, registration: 6, social_name: null });
  });

  it('names the required columns left out and a column used twice', () => {
    const m = proposeMapping(PEOPLE_IMPORT, ['Nome', 'Telefone']);
    expect(unmappedRequired(PEOPLE_IMPORT, m)).toEqual(['CPF', 'Data de nascimento']);
    expect(repeatedColumns(PEOPLE_IMPORT, { ...m, cpf: 0 })).toEqual(['Nome e CPF']);
  });
});

describe('cells', () => {
  it('reads dd/mm/aaaa and ISO dates, and nothing else', () => {
    expect(isoDateOf('5/3/2001')).toBe('2001-03-05');
    expect(isoDateOf('2001-03-05T00:00:00.000Z')).toBe('2001-03-05');
    expect(isoDateOf('março de 2001')).toBeNull();
  });

  it('gives back the leading zeros a numeric column dropped from a CPF', () => {
    const cpf = cpfFromBase('012345678');
    expect(convertCell(PEOPLE_IMPORT.columns[2]!, String(Number(cpf)))).toEqual({ value: cpf });
  });
});

describe('import preview', () => {
  it('accepts valid rows as the records to write, with the entity found by CNPJ, name or short name', () => {
    const cpf1 = cpfFromBase('100000001');
    const cpf2 = cpfFromBase('100000002');
    const cpf3 = cpfFromBase('100000003');
    const result = preview(
      ['Ana Souza', cpf1, '15/06/2001', CLUB_CNPJ.replace(/^(\d{2})(\d{3})/, '$1.$2.'), 'ANA@EXEMPLO.COM', '+55 (11) 98888-7777'],
      ['Bruno Lima', cpf2, '2002-01-31', 'clube atletico paulista', '', ''],
      ['Caio Dias', cpf3, '01/01/1990', 'CAP', '', ''],
    );
    expect(result.refused).toEqual([]);
    expect(result.accepted.map((a) => a.record.association_id)).toEqual([CLUB, CLUB, CLUB]);
    expect(result.accepted[0]).toMatchObject({ line: 2, record: { name: 'Ana Souza', cpf: cpf1, birthdate: '2001-06-15', email: 'ana@exemplo.com', phone: '11988887777', gender: 'nao_informado' } });
    expect(result.accepted[0]!.record.user_id).toMatch(/^0190f0a0-/);
  });

  it('refuses each kind of bad row with its pt-BR reason', () => {
    const good = cpfFromBase('200000001');
    const result = preview(
      ['Dígito Errado', good.slice(0, 10) + String((Number(good[10]) + 1) % 10), '01/01/2000', '', '', ''],
      ['Primeira', good, '01/01/2000', '', '', ''],
      ['Repetida', good, '01/01/2000', '', '', ''],
      ['Já Cadastrada', cpfFromBase('900000005'), '01/01/2000', '', '', ''],
      ['Sem Clube', cpfFromBase('200000002'), '01/01/2000', 'Clube Inexistente', '', ''],
      ['Clube Ambíguo', cpfFromBase('200000003'), '01/01/2000', 'Esporte Clube União', '', ''],
      ['Data Ruim', cpfFromBase('200000004'), '31/02/2000', '', '', ''],
      ['Data Texto', cpfFromBase('200000005'), 'ontem', '', '', ''],
      ['Futuro', cpfFromBase('200000006'), '01/01/2999', '', '', ''],
      ['', cpfFromBase('200000007'), '01/01/2000', '', 'não é e-mail', '123'],
    );
    expect(result.accepted.map((a) => a.line)).toEqual([3]);
    const reasons = Object.fromEntries(result.refused.map((r) => [r.line, r.reasons]));
    expect(reasons).toEqual({
      2: ['CPF inválido.'],
      4: ['CPF repetido no arquivo (linha 3).'],
      5: ['CPF já cadastrado.'],
      6: ['Entidade: "Clube Inexistente" não consta do cadastro.'],
      7: ['Entidade: "Esporte Clube União" corresponde a mais de um registro (informe o CNPJ).'],
      8: ['Data de nascimento inválida.'],
      9: ['Data de nascimento: "ontem" não é uma data (use dd/mm/aaaa).'],
      10: ['Data de nascimento não pode estar no futuro.'],
      11: ['Informe o nome.', 'Informe um e-mail válido.', 'Telefone deve ter DDD e número (10 ou 11 dígitos).'],
    });
  });

  it('entities: category, city by IBGE code and sports by code, with the CNPJ check digits', () => {
    const refs = {
      keys: [],
      references: {
        associationstypes: [{ id: TWIN_A, name: 'Clube' }],
        cities: [{ id: TWIN_B, name: 'São Paulo', ibge: '3550308' }],
        sports: [{ id: CLUB, name: 'Futebol', code: 'futebol' }],
      },
    };
    const m = proposeMapping(ENTITIES_IMPORT, ['Razão social', 'CNPJ', 'Categoria', 'Cidade', 'Modalidades', 'Ativa']);
    const result = previewRows(ENTITIES_IMPORT, m, rows(
      ['Liga Nova', cnpjFromBase('445556660001'), 'clube', '3550308', 'Futebol', 'Sim'],
      ['Liga Torta', '11.222.333/0001-00', 'Clube', 'São Paulo', 'xadrez', 'talvez'],
    ), refs, { newId });
    expect(result.accepted[0]!.record).toMatchObject({ associationstype_id: TWIN_A, city_id: TWIN_B, sport_ids: [CLUB], active: true });
    expect(result.refused[0]!.reasons).toEqual(['CNPJ inválido.', 'Modalidades: "xadrez" não consta do cadastro.', 'Ativa: "talvez" não é Sim nem Não.']);
  });
});

describe('reading files', () => {
  it('reads a pt-BR Excel CSV (Windows-1252, semicolons, quoted cells) with line numbers', () => {
    const text = 'Nome;CPF\r\n"Conceição; filha";123\r\n\r\nJoão;456\r\n';
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
    const table = readCsv(bytes);
    expect(table.headers).toEqual(['Nome', 'CPF']);
    expect(table.rows).toEqual([{ line: 2, cells: ['Conceição; filha', '123'] }, { line: 4, cells: ['João', '456'] }]);
  });

  it('reads XLSX dates, numbers and blank cells as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pessoas');
    sheet.addRow(['Nome', 'CPF', 'Data de nascimento']);
    sheet.addRow(['Ana', 12345678909, new Date(Date.UTC(2001, 5, 15))]);
    sheet.addRow(['Bia', null, '15/06/2001']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const table = await readXlsx(bytes, ExcelJS);
    expect(table.rows).toEqual([{ line: 2, cells: ['Ana', '12345678909', '2001-06-15'] }, { line: 3, cells: ['Bia', '', '15/06/2001'] }]);
  });
});
