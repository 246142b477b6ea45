// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../data/session';
import { TenantDbProvider } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import { cpfFromBase } from '../../domain/cpf';
import { mealUserId } from '../../domain/meals/meals-checkin';
import { uuidv7 } from '../../domain/uuid';
import { i18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/provider';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { MealCheckinPage } from './checkin-page';
import { MealUsersPage } from './eligibility-page';

const db = screenTestDbs();

function renderMealRoute(d: TenantDb, path: string) {
  sessionStore.set({ token: 'test-token', user: TEST_USER });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/meals/$id/users', component: MealUsersPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/meals/$id/checkin', component: MealCheckinPage }),
  ];
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <TenantDbProvider db={d} userId={TEST_USER.id}>
          <RouterProvider router={router} />
        </TenantDbProvider>
      </UiProvider>
    </I18nProvider>,
  );
}

const meal = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(), name: 'Almoço — Jogos Escolares', date: '2026-11-20', starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 100, status: 'open', ...over,
});
const person = (name: string, cpfBase: string) => ({
  id: uuidv7(), user_id: uuidv7(), name, cpf: cpfFromBase(cpfBase), birthdate: '2008-01-01', gender: 'feminino', association_id: null, verified: true,
});
const listed = (mealId: string, p: ReturnType<typeof person>) => ({
  id: mealUserId(mealId, p.user_id), meal_id: mealId, user_id: p.user_id, name: p.name, social_name: null, cpf: p.cpf, photo_url: null,
  association_name: 'Clube Azul', added_at: '2026-11-19T10:00:00.000Z',
});
const masked = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

describe('MealUsersPage: CSV import', () => {
  it('previews accepted and refused rows with reasons, then adds the accepted ones', async () => {
    const d = db();
    const m = meal();
    const ana = person('Ana Souza', '529982247');
    const bia = person('Beatriz Lima', '111444777');
    await seed(d, 'meals', [m]);
    await seed(d, 'profiles', [ana, bia]);
    await seed(d, 'mealusers', [listed(m.id, bia)]);
    renderMealRoute(d, `/meals/${m.id}/users`);
    expect(await screen.findByTestId('meal-name', {}, SLOW)).toBeTruthy();
    expect((await screen.findByTestId('meal-counter')).textContent).toContain('0 de 1');

    fireEvent.click(await screen.findByRole('tab', { name: 'Lista de CPFs (CSV)' }));
    const unknown = cpfFromBase('222333444');
    const csv = ['\uFEFFnome;cpf', `Ana;${masked(ana.cpf)}`, `Bia;${bia.cpf}`, 'X;123.456.789-00', `Ana de novo;${ana.cpf}`, `Z;${unknown}`].join('\r\n');
    fireEvent.change(await screen.findByLabelText('Ou cole os CPFs'), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));

    const preview = await screen.findByTestId('csv-preview');
    await waitFor(() => expect(within(preview).getByText('1 linha aceita · 4 linhas recusadas')).toBeTruthy());
    const accepted = within(screen.getByTestId('csv-accepted'));
    expect(accepted.getByText('Ana Souza')).toBeTruthy();
    expect(accepted.getByText(masked(ana.cpf))).toBeTruthy();
    const refused = [...screen.getByTestId('csv-refused').querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(refused).toEqual([
      ['3', bia.cpf, 'Já está na lista'],
      ['4', '123.456.789-00', 'CPF inválido'],
      ['5', ana.cpf, 'Duplicado no arquivo'],
      ['6', unknown, 'Não encontrado'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e adicionar 1 pessoa' }));
    expect((await screen.findByTestId('csv-done')).textContent).toBe('1 pessoa adicionada.');
    expect(await d.rows('mealusers').get(mealUserId(m.id, ana.user_id))).toMatchObject({ name: 'Ana Souza', cpf: ana.cpf });
    const [entry] = await d.outbox.toArray();
    expect(entry).toMatchObject({ name: 'meals.eligibility.add', args: { mealId: m.id, userIds: [ana.user_id] } });
    await waitFor(() => expect(screen.getByTestId('meal-counter').textContent).toContain('0 de 2'));
  });
});

describe('MealCheckinPage: manual check-in', () => {
  // The test meals are served 11:00-14:00 at the venue (Brasília, UTC-3) on 2026-11-20: "now" is 11:31 there.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T14:31:00.000Z') }));
  afterEach(() => vi.useRealTimers());
  it('outside the meal hours asks in amber, saves nothing on "Cancelar", and records on "Registrar mesmo assim"', async () => {
    vi.setSystemTime(new Date('2026-11-20T06:15:00.000Z')); // 03:15 at the venue, lunch 11:00-14:00
    const d = db();
    const m = meal();
    const ana = person('Ana Souza', '529982247');
    await seed(d, 'meals', [m]);
    await seed(d, 'mealusers', [listed(m.id, ana)]);
    renderMealRoute(d, `/meals/${m.id}/checkin`);
    const register = await screen.findByRole('button', { name: 'Registrar entrada de Ana Souza' }, SLOW);
    fireEvent.click(register);
    const ask = await screen.findByTestId('checkin-outside-window');
    expect(ask.textContent).toContain('Ana Souza: fora do horário (11:00–14:00). Registrar mesmo assim?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByTestId('checkin-outside-window')).toBeNull();
    expect(await d.rows('mealcheckins').count()).toBe(0);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    fireEvent.click(within(await screen.findByTestId('checkin-outside-window')).getByRole('button', { name: 'Registrar mesmo assim' }));
    await waitFor(() => expect(screen.getByTestId('checkin-feedback').getAttribute('data-tone')).toBe('ok'));
    expect(await d.rows('mealcheckins').toArray()).toEqual([expect.objectContaining({ status: 'counted', outside_window: true })]);
  });

  it('finds a person by CPF, shows green on the first check-in and amber on the second, counted once', async () => {
    const d = db();
    const m = meal();
    const ana = person('Ana Souza', '529982247');
    const bia = person('Beatriz Lima', '111444777');
    await seed(d, 'meals', [m]);
    await seed(d, 'mealusers', [listed(m.id, ana), listed(m.id, bia)]);
    renderMealRoute(d, `/meals/${m.id}/checkin`);
    expect((await screen.findByTestId('meal-counter', {}, SLOW)).textContent).toContain('0 de 2');

    fireEvent.change(screen.getByLabelText('Buscar por nome ou CPF'), { target: { value: '529.982' } });
    await waitFor(() => expect(screen.getAllByTestId('checkin-person')).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' });

    fireEvent.click(button);
    const feedback = screen.getByTestId('checkin-feedback');
    await waitFor(() => expect(feedback.getAttribute('data-tone')).toBe('ok'));
    expect(feedback.textContent).toMatch(/Entrada registrada: Ana Souza, às \d\d:\d\d\./);
    await waitFor(() => expect(screen.getByTestId('meal-counter').textContent).toContain('1 de 2'));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    await waitFor(() => expect(feedback.getAttribute('data-tone')).toBe('warn'));
    expect(feedback.textContent).toMatch(/Ana Souza já registrado às \d\d:\d\d\. Não contado de novo\./);
    expect(screen.getByTestId('meal-counter').textContent).toContain('1 de 2');

    // The log: one check-in, manual, counted (and waiting to be sent).
    const log = await screen.findByTestId('checkin-log');
    const rows = log.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText('Ana Souza')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Manual')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Registrado')).toBeTruthy();
    expect(await d.rows('mealcheckins').count()).toBe(1);
    expect((await d.outbox.toArray()).map((e) => e.name)).toEqual(['meals.checkin']);
  });

  it('refuses on a closed meal and says why', async () => {
    const d = db();
    const m = meal({ status: 'closed' });
    const ana = person('Ana Souza', '529982247');
    await seed(d, 'meals', [m]);
    await seed(d, 'mealusers', [listed(m.id, ana)]);
    renderMealRoute(d, `/meals/${m.id}/checkin`);
    expect(await screen.findByText('Esta refeição está encerrada: não aceita novos registros de entrada.', {}, SLOW)).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Registrar entrada de Ana Souza' })).hasAttribute('disabled')).toBe(true);
  });
});

describe('meal show page', () => {
  it('links to the meal’s own screens through the generic show page’s extension point', async () => {
    const d = db();
    const m = meal();
    await seed(d, 'meals', [m]);
    renderRoute(d, `/meals/show/${m.id}`);
    const nav = await screen.findByRole('navigation', { name: 'Telas da refeição' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Participantes' }).getAttribute('href')).toBe(`/meals/${m.id}/users`);
    expect(within(nav).getByRole('link', { name: 'Leitura de QR' }).getAttribute('href')).toBe(`/meals/${m.id}/scan`);
    expect(within(nav).getByRole('link', { name: 'Check-in manual' }).getAttribute('href')).toBe(`/meals/${m.id}/checkin`);
  });
});
