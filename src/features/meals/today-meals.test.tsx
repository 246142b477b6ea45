// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '../../data/app-state';
import { sessionStore } from '../../data/session';
import { TenantDbProvider } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import type { UserInfo } from '../../domain/api';
import { venueDate } from '../../domain/meals/meal-window';
import { uuidv7 } from '../../domain/uuid';
import { i18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/provider';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { HomeSections } from '../../app/home/home-sections-view';
// The real route table, which the home's links ask (app/route-table.ts).
import '../../routes/registry';
import { brasiliaHour } from '../../domain/dates';

const db = screenTestDbs();

const today = venueDate(new Date());
const meal = (over: Record<string, unknown>) => ({
  id: uuidv7(), name: 'Almoço', date: today, starts_at: '11:00', ends_at: '14:00', place: 'Ginásio', capacity: 100, status: 'open', ...over,
});
const staff: UserInfo = { ...TEST_USER, master: false, admin: false, permissions_names: ['meals'] };

function renderHome(d: TenantDb, user: UserInfo, modules: string[]) {
  sessionStore.set({ token: 't', user });
  appStore.set({ ...appStore.get(), config: { ...(appStore.get().config ?? {}), available_modules: modules } as never });
  const router = createRouter({ routeTree: createRootRoute({ component: HomeSections }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <I18nProvider i18n={i18n}><UiProvider><TenantDbProvider db={d} userId={user.id}><RouterProvider router={router} /></TenantDbProvider></UiProvider></I18nProvider>,
  );
}

describe("the home's meals section: the shortcut to the gate scanner", () => {
  it("offers one big button per meal open today, to its scanner, to holders of 'meals'", async () => {
    const d = db();
    const lunch = meal({ name: 'Almoço — Jogos' });
    await seed(d, 'meals', [lunch, meal({ name: 'Jantar encerrado', status: 'closed' }), meal({ name: 'Ontem', date: '2020-01-01' })]);
    renderHome(d, staff, ['meals']);
    const button = await screen.findByRole('link', { name: 'Ler QR code — Almoço — Jogos' }, SLOW);
    expect(button.getAttribute('href')).toBe(`/meals/${lunch.id}/scan`);
    expect(within(screen.getByTestId('today-meals')).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps a meal served across midnight, dated yesterday, while its window is open; not yesterday\'s lunch', async () => {
    const d = db();
    const now = new Date();
    const yesterday = venueDate(new Date(now.getTime() - 86_400_000));
    // A 24-hour window from yesterday at S to today at S, with S just after the venue's clock now.
    const hour = brasiliaHour(now);
    const s = hour >= 23 ? '23:59' : `${String(hour + 1).padStart(2, '0')}:00`;
    const late = meal({ name: 'Ceia — Jogos', date: yesterday, starts_at: s, ends_at: s });
    await seed(d, 'meals', [late, meal({ name: 'Almoço de ontem', date: yesterday })]);
    renderHome(d, staff, ['meals']);
    const button = await screen.findByRole('link', { name: 'Ler QR code — Ceia — Jogos' }, SLOW);
    expect(button.getAttribute('href')).toBe(`/meals/${late.id}/scan`);
    expect(within(screen.getByTestId('today-meals')).getAllByRole('link')).toHaveLength(1);
  });

  it("shows nothing without 'meals' or where the tenant hides the module", async () => {
    const d = db();
    await seed(d, 'meals', [meal({ name: 'Almoço — Jogos' })]);
    const athlete = renderHome(d, { ...staff, permissions_names: [] }, ['meals']);
    await screen.findByTestId('home-section-idcard', {}, SLOW);
    expect(screen.queryByTestId('home-section-meals')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Ler QR code/ })).toBeNull();
    athlete.unmount();
    renderHome(d, staff, []);
    await screen.findByTestId('home-section-idcard', {}, SLOW);
    expect(screen.queryByTestId('home-section-meals')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Ler QR code/ })).toBeNull();
  });
});

describe('/meals', () => {
  it("lists today's meals before the closed past ones", async () => {
    const d = db();
    await seed(d, 'meals', [
      meal({ name: 'Jantar de ontem', date: '2026-11-19', status: 'closed' }),
      meal({ name: 'Almoço de hoje', date: '2026-11-20' }),
      meal({ name: 'Café de anteontem', date: '2026-11-18', status: 'closed' }),
    ]);
    renderRoute(d, '/meals');
    await screen.findByText('Almoço de hoje', {}, SLOW);
    const names = [...document.querySelectorAll('tr[data-row] td:first-child')].map((td) => td.textContent);
    expect(names).toEqual(['Almoço de hoje', 'Jantar de ontem', 'Café de anteontem']);
  });
});
