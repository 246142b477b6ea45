import { describe, expect, it } from 'vitest';
import { lowerFirst } from './resource-meta';

describe('lowerFirst', () => {
  it('lowers a word for the middle of a sentence but keeps an acronym', () => {
    expect(lowerFirst('Cidade')).toBe('cidade');
    expect(lowerFirst('Tipo de documento')).toBe('tipo de documento');
    expect(lowerFirst('PAR-Q')).toBe('PAR-Q');
    expect(lowerFirst('CPF do responsável')).toBe('CPF do responsável');
  });
});
