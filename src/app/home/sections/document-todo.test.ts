import { describe, expect, it } from 'vitest';
import type { StoredRow } from '../../../domain/mutators/index';
import { documentTodos } from './document-todo';

const type = (id: string, name: string): StoredRow => ({ id, name }) as unknown as StoredRow;
const doc = (id: string, typeId: string, fields: Record<string, unknown>) => ({
  row: { id, document_type_id: typeId, ...fields } as unknown as StoredRow,
  type: type(typeId, typeId === 't1' ? 'RG' : 'Atestado médico'),
});

describe('documentTodos (home: documents to send or renew)', () => {
  const today = '2026-11-24';

  it('lists a required type never sent, then the newest documents first: an expiring one, a refused one with its reason', () => {
    const todos = documentTodos(
      [doc('a', 't1', { status: 'recusado', review_reason: 'Foto ilegível' }), doc('b', 't2', { status: 'aprovado', expires_on: '2026-12-04' })],
      [type('t3', 'Comprovante de matrícula')],
      today,
    );
    expect(todos).toEqual([
      { typeName: 'Comprovante de matrícula', reason: 'enviar', detail: 'Obrigatório para inscrição em competições' },
      { typeName: 'Atestado médico', reason: 'vence_em', detail: 'Vence em 10 dias' },
      { typeName: 'RG', reason: 'recusado', detail: 'Foto ilegível' },
    ]);
  });

  it('ignores an old document superseded by a newer one of the same type, and valid or pending ones', () => {
    const todos = documentTodos(
      [
        doc('old', 't2', { status: 'aprovado', issued_on: '2024-01-01', expires_on: '2025-01-01' }),
        doc('new', 't2', { status: 'pendente', issued_on: '2026-11-20' }),
        doc('ok', 't1', { status: 'aprovado', expires_on: '2027-11-24' }),
      ],
      [],
      today,
    );
    expect(todos).toEqual([]);
  });

  it('flags an expired document', () => {
    expect(documentTodos([doc('x', 't1', { status: 'aprovado', expires_on: '2026-11-01' })], [], today))
      .toEqual([{ typeName: 'RG', reason: 'vencido', detail: 'Vencido em 01/11/2026' }]);
  });
});
