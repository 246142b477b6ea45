import { describe, expect, it } from 'vitest';
import { readStatement } from './reconcile';

describe('bank statement', () => {
  it('finds date, amount and a known txid in each line, whatever the column order', () => {
    const known = new Set(['ABC123DEF456', 'ZZZ999']);
    const lines = readStatement([
      'Data;Descrição;Valor',
      '05/03/2026;PIX RECEBIDO abc123def456 FULANO;150,00',
      '2026-03-06;1.234,56;Pix zzz999',
      '07/03/2026;TARIFA;12,00',
    ].join('\n'), known);
    expect(lines[1]).toMatchObject({ date: '2026-03-05', cents: 15000, txid: 'ABC123DEF456' });
    expect(lines[2]).toMatchObject({ date: '2026-03-06', cents: 123456, txid: 'ZZZ999' });
    expect(lines[3]).toMatchObject({ date: '2026-03-07', cents: 1200, txid: null });
    expect(lines[0]!.txid).toBeNull();
  });
});
