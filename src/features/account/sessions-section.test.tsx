// @vitest-environment jsdom
// The devices list on /my/password: the live sessions in a table with headings,
// "Este aparelho" on the current one, "Sair de todos os outros aparelhos" only after a confirmation,
// and the loading, error and offline states in pt-BR.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../data/app-state';
import { networkStore } from '../../app/network';
import type { TenantDb } from '../../data/tenant-db';
import type { SessionSummary } from '../../domain/api';
import { accountRoutes } from '../../routes/account';
import { freshDb, installDomStubs, renderRoute, SLOW } from '../../../tests/support/ui-harness';

const dbs: TenantDb[] = [];
beforeAll(() => {
  installDomStubs();
  appStore.set({ ...appStore.get(), backend: 'http://localhost:8787' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  networkStore.set({ connected: true, connectionType: null });
});
afterAll(async () => {
  for (const d of dbs) await d.delete();
});

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const session = (over: Partial<SessionSummary>): SessionSummary => ({
  id: '1', created_at: '2026-11-20T10:00:00.000Z', last_seen_at: '2026-11-27T08:00:00.000Z', user_agent: null, current: false, ...over,
});
const THIS = session({ id: '7', current: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' });
const PHONE = session({ id: '3', user_agent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' });

function open() {
  const db = freshDb();
  dbs.push(db);
  renderRoute(db, '/my/password', undefined, accountRoutes);
}

describe('devices list on /my/password', () => {
  it('lists the sessions and signs out the others only after the confirmation', async () => {
    let live = [THIS, PHONE];
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/sessions')) return json({ status: 1, result: live, claims: [{ kind: 'cpf', created_at: '2026-11-26T13:00:00.000Z' }] });
      if (url.endsWith('/auth/sessions/revoke_others')) {
        live = [THIS];
        return json({ status: 1, message: 'Os outros aparelhos conectados à sua conta foram desconectados; este continua conectado.', signed_out: 1 });
      }
      throw new Error(`inesperado: ${url} ${init?.method}`);
    });
    vi.stubGlobal('fetch', fetch);
    open();

    const table = await screen.findByRole('table', { name: 'Aparelhos conectados à sua conta' }, SLOW);
    // A sign-up that typed this person's CPF is told here.
    const notice = screen.getByTestId('claims-notice');
    expect(notice.textContent).toContain('Cadastros com os seus dados');
    expect(notice.textContent).toMatch(/Em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}, um cadastro novo informou o seu CPF\./);
    expect(screen.getByRole('heading', { name: 'Aparelhos conectados' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aparelho', 'Entrou em', 'Último acesso', 'Ação']);
    const rows = within(table).getAllByTestId('session-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Chrome no Linux'), expect.stringContaining('Chrome no Android')]);
    expect(within(rows[0]!).getByText('Este aparelho')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull(); // this session is ended by "Sair", not here
    expect(within(rows[1]!).getByRole('button', { name: /^Desconectar Chrome no Android/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os outros aparelhos' }));
    const dialog = await screen.findByRole('alertdialog', {}, SLOW);
    expect(within(dialog).getByText('Desconectar os outros aparelhos?')).toBeTruthy();
    expect(within(dialog).getByText(/^1 outro aparelho será desconectado/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/revoke_others'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));

    expect(await screen.findByTestId('sessions-only-this', {}, SLOW)).toHaveProperty('textContent', 'Nenhum outro aparelho está conectado à sua conta.');
    const revoke = fetch.mock.calls.find(([url]) => String(url).endsWith('/revoke_others'))!;
    expect(revoke[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(screen.getAllByTestId('session-row')).toHaveLength(1);
  });

  it('shows the server\'s message when the list fails, and loads again on "Tentar de novo"', async () => {
    let fail = true;
    vi.stubGlobal('fetch', vi.fn(() => (fail ? json({ status: 0, message: 'Erro interno no servidor. Tente novamente em instantes.' }, 500) : json({ status: 1, result: [THIS] }))));
    open();
    const error = await screen.findByTestId('sessions-error', {}, SLOW);
    expect(error.textContent).toContain('Erro interno no servidor. Tente novamente em instantes.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('claims-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sair de todos os outros aparelhos' })).toBeNull();
  });

  it('says it is loading while the server answers, and offline that the list needs the connection', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    open();
    expect(await screen.findByText('Carregando aparelhos conectados…', {}, SLOW)).toBeTruthy();
    cleanup();

    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    networkStore.set({ connected: false, connectionType: null });
    open();
    expect((await screen.findByTestId('sessions-offline', {}, SLOW)).textContent).toContain('Sem conexão: a lista de aparelhos precisa de internet.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
