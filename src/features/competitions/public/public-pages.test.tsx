// @vitest-environment jsdom
// Lie-fi on the public page: with a copy stored on the device and a server that accepts and never
// answers, the standings show at once from the copy (with "atualizado em" and "atualizando…"),
// instead of waiting on the network.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../data/app-state';
import { i18n } from '../../../i18n/i18n';
import { publicRoutes } from '../../../routes/public';
import { UiProvider } from '../../../ui/provider';
import { installDomStubs, SLOW } from '../../../../tests/support/ui-harness';
import { played, smallCompetition } from '../play/test-competition';
import { competitionKey } from './public-fetch';
import { publicStore } from '../../../data/public-store';

const code = `public-test-${process.pid}`;
const store = publicStore(code);
beforeAll(() => {
  installDomStubs();
  appStore.set({ clientCode: code, backend: 'http://federa.test' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await store.delete();
});

function renderPath(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = publicRoutes.map((def) => createRoute({ getParentRoute: () => rootRoute, path: def.path, component: def.page }));
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(<I18nProvider i18n={i18n}><UiProvider><RouterProvider router={router} /></UiProvider></I18nProvider>);
}

describe('public competition page', () => {
  it('draws the stored copy at once while the server never answers', async () => {
    const rows = smallCompetition();
    rows.duels = [played(rows, 'Bahia', 'Ceará', 2, 0)];
    await store.snapshots.put({ key: competitionKey(rows.competition.id), data: { ...rows, sports: [] }, fetched_at: '2026-11-20T15:00:00.000Z' });
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);

    renderPath(`/public/open/competitions/show/${rows.competition.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Copa Teste' }, SLOW)).toBeTruthy();
    const table = screen.getByTestId('standings-table');
    expect(within(table).getAllByTestId('standings-row')[0]!.getAttribute('data-team')).toBe('Bahia');
    const updated = screen.getByTestId('public-updated');
    expect(updated.textContent).toContain('Atualizado em 20/11/2026 12:00');
    expect(updated.textContent).toContain('atualizando…');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Public pages never link into the back office.
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/competitions/'))).toEqual([]);
  });

  it('says so, in pt-BR, when the page was never seen here and there is no connection', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    renderPath('/public/open/competitions/show/0b8f5a7e-3d1c-4c2b-9a55-1f2e3d4c5b6a');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Sem conexão com o servidor.');
    expect(screen.getByText('Esta página ainda não foi aberta neste aparelho: conecte-se à internet para vê-la.')).toBeTruthy();
  });
});
