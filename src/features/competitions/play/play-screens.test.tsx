// @vitest-environment jsdom
// The competition depth screens inside the real providers over a fake-indexeddb replica: the standings
// table (headers, order, zone, the "why" line) re-rendering live on a new result, and "Gerar tabela"
// writing a double round robin through the outbox with its seed stored on the phase.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../data/session';
import { TenantDbProvider } from '../../../data/db-context';
import { mutate } from '../../../data/mutate';
import { i18n } from '../../../i18n/i18n';
import { competitionPlayRoutes } from '../../../routes/competition-play';
import { UiProvider } from '../../../ui/provider';
import { freshDb, installDomStubs, seed, SLOW, TEST_USER } from '../../../../tests/support/ui-harness';
import type { CompetitionRows } from '../../../domain/competitions/row-helpers';
import { played, smallCompetition, tid } from './test-competition';

const db = freshDb();
beforeAll(() => installDomStubs());
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

function renderPath(path: string) {
  sessionStore.set({ token: 'test-token', user: TEST_USER });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = competitionPlayRoutes.map((def) => createRoute({ getParentRoute: () => rootRoute, path: def.path, component: def.page }));
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <TenantDbProvider db={db} userId={TEST_USER.id}>
          <RouterProvider router={router} />
        </TenantDbProvider>
      </UiProvider>
    </I18nProvider>,
  );
}

async function seedCompetition(rows: CompetitionRows) {
  await seed(db, 'sports', [{ id: tid('sport'), name: 'Futebol', code: 'FUT' }]);
  await seed(db, 'regulations', rows.regulations);
  await seed(db, 'competitions', [rows.competition]);
  await seed(db, 'phases', rows.phases);
  await seed(db, 'groups', rows.groups);
  await seed(db, 'teams', rows.teams);
  await seed(db, 'competitionteams', rows.competitionteams);
  await seed(db, 'classificationzones', rows.classificationzones);
  await seed(db, 'classificationzonepositions', rows.classificationzonepositions);
  if (rows.duels.length) await seed(db, 'duels', rows.duels);
}

const base = `/competitions/competitions/${tid('competition')}`;
const rowNames = () => screen.getAllByTestId('standings-row').map((r) => r.getAttribute('data-team'));

describe('classifications', () => {
  it('draws the table with the football headers, in order, with the zone, and re-renders on a new result', async () => {
    const rows = smallCompetition();
    rows.duels = [played(rows, 'Bahia', 'Ceará', 2, 0), played(rows, 'Sport', 'Fortaleza', 0, 3), { ...played(rows, 'Goiás', 'Atlético', 0, 0), home_score: null, away_score: null, status: 'agendada' }];
    await seedCompetition(rows);
    renderPath(`${base}/classifications`);
    const table = await screen.findByTestId('standings-table', {}, SLOW);
    expect(within(table).getAllByRole('columnheader').slice(0, 10).map((h) => h.textContent)).toEqual(['Pos', 'Time', 'P', 'J', 'V', 'E', 'D', 'GP', 'GC', 'SG']);
    expect(within(table).getByTitle('Pontos').textContent).toBe('P');
    expect(rowNames().slice(0, 2)).toEqual(['Fortaleza', 'Bahia']);
    expect(screen.getAllByText('(Classificação)')).toHaveLength(2);
    expect(screen.getByText('Classificação: 1º a 2º')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Por que Fortaleza está à frente de Bahia?' }));
    expect((await screen.findByTestId('standings-why')).textContent).toContain('Fortaleza à frente de Bahia');

    // A result recorded on this device (the outbox path) moves Goiás up at once.
    await mutate(db, { userId: TEST_USER.id, viewer: TEST_USER }, 'duels.result', {
      id: tid('duel', 'Goiás', 'Atlético', '1'), home_score: 5, away_score: 0, home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0,
    });
    await waitFor(() => expect(rowNames()[0]).toBe('Goiás'));
  });
});

describe('rounds of a phase', () => {
  it('"Gerar tabela" writes 30 duels of a double round robin and stores the seed on the phase; a phase with results is not redrawn', async () => {
    const rows = smallCompetition(2);
    await db.rows('duels').clear();
    await seedCompetition(rows);
    renderPath(`${base}/rounds/${tid('phase')}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar tabela' }, SLOW));
    expect(await screen.findByText(/Tabela gerada: 30 jogos em 10 rodadas/, {}, SLOW)).toBeTruthy();
    expect(await db.rows('duels').where('phase_id').equals(tid('phase')).count()).toBe(30);
    const phase = await db.rows('phases').get(tid('phase'));
    expect(typeof phase?.seed).toBe('string');
    expect((await screen.findByTestId('phase-seed')).textContent).toBe(phase?.seed);
    expect(await db.outbox.where('status').equals('pending').count()).toBeGreaterThanOrEqual(31);
    expect(screen.getAllByRole('heading', { level: 3, name: /^Rodada \d+$/ })).toHaveLength(10);

    const first = (await db.rows('duels').where('phase_id').equals(tid('phase')).first())!;
    await mutate(db, { userId: TEST_USER.id, viewer: TEST_USER }, 'duels.result', {
      id: first.id, home_score: 1, away_score: 0, home_yellow: 0, away_yellow: 0, home_red: 0, away_red: 0,
    });
    expect(await screen.findByTestId('generation-blocker')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refazer tabela' })).toBeNull();
  });
});

describe('a match', () => {
  it('"Registrar resultado" refuses an empty or broken score in pt-BR without writing, then records it through the outbox', async () => {
    const rows = smallCompetition();
    const duel = { ...played(rows, 'Sport', 'Goiás', 0, 0, 7), home_score: null, away_score: null, status: 'agendada' };
    rows.duels = [duel];
    await seedCompetition(rows);
    renderPath(`${base}/duels/show/${duel.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar resultado' }, SLOW));
    const home = within(screen.getByRole('group', { name: 'Mandante: Sport' }));
    const away = within(screen.getByRole('group', { name: 'Visitante: Goiás' }));
    fireEvent.change(away.getByRole('textbox', { name: /Gols/ }), { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar resultado' }));
    expect(await screen.findByText('Informe o placar do mandante.')).toBeTruthy();
    expect(screen.getByText('Informe o placar do visitante como número inteiro, sem sinais ou vírgulas.')).toBeTruthy();
    expect((await db.rows('duels').get(duel.id))?.home_score ?? null).toBeNull();

    fireEvent.change(home.getByRole('textbox', { name: /Gols/ }), { target: { value: '2' } });
    fireEvent.change(away.getByRole('textbox', { name: /Gols/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar resultado' }));
    await waitFor(() => expect(screen.getByTestId('duel-scoreline').textContent).toBe('Sport 2 × 1 Goiás'));
    const stored = await db.rows('duels').get(duel.id);
    expect([stored?.home_score, stored?.away_score, stored?.status]).toEqual([2, 1, 'realizada']);
    expect((await db.outbox.toArray()).some((e) => e.name === 'duels.result' && (e.args as { id: string }).id === duel.id)).toBe(true);
  });
});
