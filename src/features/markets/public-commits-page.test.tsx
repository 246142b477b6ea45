// @vitest-environment jsdom
// The public record without login: it asks the server with no token, lists what it answers, says so
// when a market has no effective transfer, gives the server's pt-BR 404, and, when the server cannot
// be reached, says the page needs the network instead of showing an empty record.
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../data/app-state';
import type { TenantDb } from '../../data/tenant-db';
import { marketRoutes } from '../../routes/markets';
import { freshDb, installDomStubs, renderRoute, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const MARKET = '0190a0a0-0000-7000-8000-00000000aaaa';
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

const answer = (status: number, body: object) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

function open() {
  const db = freshDb();
  dbs.push(db);
  renderRoute(db, `/public/open/markets/${MARKET}/commits`, TEST_USER, marketRoutes);
}

const market = { id: MARKET, name: 'Transferências 2027', season: '2027' };

describe('the public record of transfers', () => {
  it('lists the server\'s commits, asked without the session\'s token', async () => {
    const commit = { id: 'c1', kind: 'transferencia', athlete_name: 'Bia Remadora', effective_at: '2027-01-21T01:30:00.000Z', corrects_id: null, note: null, from: { id: 'a', name: 'Clube Origem' }, to: { id: 'b', name: 'Clube Destino' } };
    const fetch = answer(200, { status: 1, market, commits: [commit] });
    vi.stubGlobal('fetch', fetch);
    open();
    const row = await screen.findByTestId('public-commit', {}, SLOW);
    // 01:30 UTC on the 21st is the evening of the 20th in Brasília.
    expect(row.textContent).toContain('20/01/2027');
    expect(row.textContent).toContain('Bia Remadora');
    expect(row.textContent).toContain('Clube Destino');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registro de transferências — Transferências 2027');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://localhost:8787/api/v1/public/markets/${MARKET}/commits`);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('says when the market has no effective transfer', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 1, market, commits: [] }));
    open();
    expect(await screen.findByText('Nenhuma transferência efetivada neste mercado.', {}, SLOW)).toBeTruthy();
  });

  it('gives the server\'s message for a market it does not know, and a pt-BR reason offline', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 0, message: 'Mercado não encontrado.' }));
    open();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Mercado não encontrado.');
    cleanup();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    open();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('sem conexão com o servidor');
    expect(screen.queryByText('Nenhuma transferência efetivada neste mercado.')).toBeNull();
  });
});
