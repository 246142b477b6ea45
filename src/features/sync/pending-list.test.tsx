// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openTenantDb, type OutboxEntry } from '../../data/tenant-db';
import { i18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/provider';
import { entryState } from './entry-state';
import { PendingList } from './pending-list';
import { userPendingEntries } from '../../data/outbox-reads';

const db = openTenantDb(`pending-list-${process.pid}`);
afterEach(cleanup);
afterAll(() => db.delete());

const ana = '0190f0a0-0000-7000-8000-0000000000aa';
const bia = '0190f0a0-0000-7000-8000-0000000000bb';
const entry = (seq: number, name: string, args: Record<string, unknown>, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  clientId: 'c1', seq, name, args, at: '2026-11-24T14:05:00.000Z', userId: ana, status: 'pending', ...over,
});

describe('the pending writes of the sync panel', () => {
  it("lists the user's own pending writes, oldest first, up to the limit", async () => {
    await db.outbox.bulkAdd([
      entry(1, 'cities.put', { id: '0190f0a0-0000-7000-8000-000000000001', name: 'Campinas' }),
      entry(2, 'countries.delete', { id: '0190f0a0-0000-7000-8000-000000000002' }),
      entry(3, 'cities.put', { id: '0190f0a0-0000-7000-8000-000000000003', name: 'Outra' }, { userId: bia }),
      entry(4, 'cities.put', { id: '0190f0a0-0000-7000-8000-000000000004', name: 'Recusada' }, { status: 'rejected', message: 'CNPJ já cadastrado.' }),
      entry(5, 'cities.put', { id: '0190f0a0-0000-7000-8000-000000000005', name: 'Sorocaba' }),
    ]);
    expect((await userPendingEntries(db, ana, 10)).map((e) => e.seq)).toEqual([1, 2, 5]);
    expect((await userPendingEntries(db, ana, 2)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('names what, which record and when, with the state of each', () => {
    const entries = [
      { entry: { ...entry(1, 'cities.put', { id: 'x1', name: 'Campinas' }), id: 1 }, exists: false, names: {} },
      { entry: { ...entry(2, 'countries.put', { id: 'x2', name: 'Chile' }), id: 2 }, exists: true, names: {} },
    ];
    const view = (phase: 'idle' | 'pushing') => (
      <I18nProvider i18n={i18n}><UiProvider><PendingList entries={entries} total={5} sync={{ phase }} /></UiProvider></I18nProvider>
    );
    const { rerender } = render(view('idle'));
    const items = screen.getAllByTestId('sync-pending-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Criação de cidade “Campinas”')).toBeTruthy();
    expect(within(items[1]!).getByText('Edição de país “Chile”')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Feita em \d\d\/\d\d\/\d{2,4},? \d\d:\d\d$/)).toBeTruthy();
    expect(within(items[0]!).getByText('Pendente')).toBeTruthy();
    expect(screen.getByText('e mais 3 na fila.')).toBeTruthy();
    rerender(view('pushing'));
    expect(within(screen.getAllByTestId('sync-pending-item')[0]!).getByText('Enviando')).toBeTruthy();
  });

  it('gives a refused write its reason', () => {
    expect(entryState({ status: 'rejected', message: 'CPF já cadastrado.' }, { phase: 'pushing' })).toMatchObject({ kind: 'rejected', label: 'Recusada', reason: 'CPF já cadastrado.' });
    expect(entryState({ status: 'pending' }, { phase: 'pulling' })).toMatchObject({ kind: 'pending', label: 'Pendente' });
  });
});
