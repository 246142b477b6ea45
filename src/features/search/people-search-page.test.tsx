// @vitest-environment jsdom
// The people search screen: a bad query is refused on the device with the server's pt-BR text, and
// without network the screen says the search needs it (it never pretends "nobody found").
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../data/app-state';
import type { TenantDb } from '../../data/tenant-db';
import { SEARCH_MSG } from '../../domain/search/people-query';
import { searchRoutes } from '../../routes/searches';
import { freshDb, installDomStubs, renderRoute, SLOW } from '../../../tests/support/ui-harness';

const dbs: TenantDb[] = [];
beforeAll(() => {
  installDomStubs();
  appStore.set({ ...appStore.get(), backend: 'http://localhost:8787' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

async function open() {
  const db = freshDb();
  dbs.push(db);
  renderRoute(db, '/public/users', undefined, searchRoutes);
  return screen.findByRole('searchbox', { name: 'Nome ou CPF' }, SLOW);
}

describe('people search screen', () => {
  it('refuses a partial CPF on the device, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const box = await open();
    fireEvent.change(box, { target: { value: '123.456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByTestId('search-error')).toHaveProperty('textContent', SEARCH_MSG.partialCpf);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the search needs the network when the call cannot reach the server', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const box = await open();
    fireEvent.change(box, { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findByTestId('search-offline', {}, SLOW)).textContent).toContain(SEARCH_MSG.offline);
  });

  it('lists the people the server answers, CPF as sent (masked)', async () => {
    const people = [{ id: '0190a0a0-0000-7000-8000-000000000001', name: 'Maria Souza', cpf: '***.456.789-**', entity: 'SEP', city: 'Campinas', verified: true }];
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 1, people, more: false }), { headers: { 'Content-Type': 'application/json' } }))));
    const box = await open();
    fireEvent.change(box, { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const row = await screen.findByTestId('person-hit', {}, SLOW);
    expect(row.textContent).toContain('Maria Souza');
    expect(row.textContent).toContain('***.456.789-**');
    expect(screen.getByTestId('search-count').textContent).toBe('1 pessoa encontrada.');
  });
});
