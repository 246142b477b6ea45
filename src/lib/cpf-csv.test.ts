import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../domain/cpf';
import { chunk, cpfOf, parseCpfList } from './cpf-csv';
import { splitCells } from './csv';

const A = cpfFromBase('529982247'); // 52998224725
const B = cpfFromBase('111444777'); // 11144477735
const Z = cpfFromBase('012345678'); // starts with 0
const mask = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

describe('cpfOf', () => {
  it('accepts 11 digits with or without the mask, refuses wrong check digits and text', () => {
    expect(cpfOf(A)).toBe(A);
    expect(cpfOf(mask(A))).toBe(A);
    expect(cpfOf(` ${mask(A)} `)).toBe(A);
    expect(cpfOf('52998224724')).toBeNull();
    expect(cpfOf('11111111111')).toBeNull();
    expect(cpfOf('cpf: 52998224725')).toBeNull();
    expect(cpfOf('')).toBeNull();
  });

  it('restores leading zeros a spreadsheet dropped (bare digits only)', () => {
    expect(cpfOf(Z.replace(/^0/, ''))).toBe(Z);
    expect(cpfOf(Z)).toBe(Z);
  });
});

describe('splitCells', () => {
  it('honours quotes', () => {
    expect(splitCells('"Silva; Ana";"529.982.247-25";x', ';')).toEqual(['Silva; Ana', '529.982.247-25', 'x']);
    expect(splitCells('"a ""b"""', ',')).toEqual(['a "b"']);
    expect(splitCells(' "123" ', null)).toEqual(['123']);
  });
});

describe('parseCpfList', () => {
  it('reads one CPF per line, masked or not, with a BOM, CRLF and blank lines', () => {
    const parsed = parseCpfList(`\uFEFF${mask(A)}\r\n\r\n${B}\r\n`);
    expect(parsed).toEqual({
      header: false,
      entries: [
        { line: 1, raw: mask(A), cpf: A, problem: null },
        { line: 3, raw: B, cpf: B, problem: null },
      ],
    });
  });

  it('reads the "cpf" column of a table separated by ; , or tabs, whatever its position and case', () => {
    for (const sep of [';', ',', '\t']) {
      const text = [`Nome${sep}CPF${sep}Time`, `Ana${sep}${mask(A)}${sep}Sub-15`, `"Bia${sep} Lima"${sep}${B}${sep}`].join('\n');
      const parsed = parseCpfList(text);
      expect(parsed.header).toBe(true);
      expect(parsed.entries.map((e) => [e.line, e.cpf])).toEqual([[2, A], [3, B]]);
    }
  });

  it('finds the CPF cell of a table without header, and skips a header with no digits', () => {
    expect(parseCpfList(`Ana;${A}\nBia;${mask(B)}`).entries.map((e) => e.cpf)).toEqual([A, B]);
    const parsed = parseCpfList(`nome;documento\nAna;${A}`);
    expect(parsed.header).toBe(true);
    expect(parsed.entries).toEqual([{ line: 2, raw: A, cpf: A, problem: null }]);
  });

  it('marks invalid CPFs and repeats (the first occurrence stays valid), keeping file lines for the report', () => {
    const parsed = parseCpfList(['cpf', A, '123.456.789-00', mask(A), 'abc', B].join('\n'));
    expect(parsed.entries).toEqual([
      { line: 2, raw: A, cpf: A, problem: null },
      { line: 3, raw: '123.456.789-00', cpf: null, problem: 'invalid' },
      { line: 4, raw: mask(A), cpf: A, problem: 'duplicate' },
      { line: 5, raw: 'abc', cpf: null, problem: 'invalid' },
      { line: 6, raw: B, cpf: B, problem: null },
    ]);
  });

  it('is empty for empty input', () => {
    expect(parseCpfList('')).toEqual({ entries: [], header: false });
    expect(parseCpfList('\uFEFF\n  \n')).toEqual({ entries: [], header: false });
  });
});

describe('chunk', () => {
  it('cuts lists into mutation-sized pieces', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk(Array.from({ length: 4001 }, (_, i) => i)).map((c) => c.length)).toEqual([2000, 2000, 1]);
    expect(chunk([])).toEqual([]);
  });
});
