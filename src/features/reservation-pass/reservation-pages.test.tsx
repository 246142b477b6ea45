// @vitest-environment jsdom
// The athlete's reservation page and the attendant's day list, from the local replica only.
import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../data/session';
import { TenantDbProvider } from '../../data/db-context';
import type { TenantDb } from '../../data/tenant-db';
import { uuidv7 } from '../../domain/uuid';
import { i18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/provider';
import { screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';
import { MyReservationPage } from './reservation-page';
import { VenueCheckinPage } from './venue-checkin-page';

const db = screenTestDbs();

function renderAt(d: TenantDb, path: string) {
  sessionStore.set({ token: 'test-token', user: TEST_USER });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/my/reservations/show/$id', component: MyReservationPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/locations/venues/$parent_id/checkin', component: VenueCheckinPage }),
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

const city = { id: uuidv7(), name: 'Americana', state_id: uuidv7() };
const venue = { id: uuidv7(), name: 'Ginásio Municipal Centro', city_id: city.id, address: 'Rua Dom Pedro II, 100', latitude: -22.7394, longitude: -47.331 };
const space = { id: uuidv7(), venue_id: venue.id, name: 'Quadra 1', public_booking: true };
// Today 19:00–20:00 in Brasília, whatever day the test runs.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const booking = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(), space_id: space.id, venue_id: venue.id, starts_at: `${today}T19:00:00-03:00`, ends_at: `${today}T20:00:00-03:00`,
  status: 'confirmada', source: 'app', user_id: TEST_USER.id, name: 'Lucas Atleta', ...over,
});

async function seedPlace(d: TenantDb) {
  await seed(d, 'cities', [city]);
  await seed(d, 'venues', [venue]);
  await seed(d, 'spaces', [space]);
}

describe('MyReservationPage', () => {
  it('a confirmed booking with its pass: where, when, status, the QR and its enlargement', async () => {
    const d = db();
    await seedPlace(d);
    const row = booking({ credential: 'FR1:TESTE' });
    await seed(d, 'reservations', [row]);
    renderAt(d, `/my/reservations/show/${row.id}`);
    expect(await screen.findByRole('heading', { name: 'Quadra 1' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Ginásio Municipal Centro')).toBeTruthy();
    expect(screen.getByTestId('reservation-hours').textContent).toBe('19:00–20:00');
    expect(screen.getByTestId('reservation-status').textContent).toBe('Confirmada');
    expect(screen.getByTestId('reservation-qr').getAttribute('data-credential')).toBe('FR1:TESTE');
    expect(screen.getByRole('button', { name: 'Ampliar QR code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-22.7394,-47.331');
  });

  it('no pass yet: says when the QR appears; cancelled: no QR and says why', async () => {
    const d = db();
    await seedPlace(d);
    const waiting = booking({ status: 'pendente' });
    const cancelled = booking({ status: 'cancelada', credential: 'FR1:TESTE' });
    await seed(d, 'reservations', [waiting, cancelled]);
    const view = renderAt(d, `/my/reservations/show/${waiting.id}`);
    expect((await screen.findByTestId('reservation-no-qr', {}, SLOW)).textContent).toContain('O QR code aparece quando a reserva for confirmada pela federação (conecte-se para enviar).');
    expect(screen.queryByTestId('reservation-qr')).toBeNull();
    view.unmount();
    renderAt(d, `/my/reservations/show/${cancelled.id}`);
    expect((await screen.findByTestId('reservation-no-qr', {}, SLOW)).textContent).toContain('Reserva cancelada');
    expect(screen.getByTestId('reservation-status').textContent).toBe('Cancelada');
    expect(screen.queryByTestId('reservation-qr')).toBeNull();
  });
});

describe('VenueCheckinPage', () => {
  it('lists today’s reservations of the venue only, with the counter and "Registrar entrada" for the confirmed ones not in', async () => {
    const d = db();
    await seedPlace(d);
    const otherVenue = { ...venue, id: uuidv7(), name: 'Outro' };
    await seed(d, 'venues', [otherVenue]);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00-03:00`) + 86_400_000).toISOString().slice(0, 10);
    await seed(d, 'reservations', [
      booking({ name: 'Ana Lima' }),
      booking({ name: 'Bruno Dias', starts_at: `${today}T08:00:00-03:00`, ends_at: `${today}T09:00:00-03:00`, checked_in_at: `${today}T07:58:00-03:00` }),
      booking({ name: 'Carla Reis', status: 'cancelada' }),
      booking({ name: 'Amanhã', starts_at: `${tomorrow}T10:00:00-03:00`, ends_at: `${tomorrow}T11:00:00-03:00` }),
      booking({ name: 'Noutro local', venue_id: otherVenue.id }),
    ]);
    renderAt(d, `/locations/venues/${venue.id}/checkin`);
    expect(await screen.findByRole('heading', { name: 'Ginásio Municipal Centro' }, SLOW)).toBeTruthy();
    await screen.findByText('Ana Lima', {}, SLOW);
    const lines = screen.getAllByTestId('day-reservation');
    expect(lines.map((l) => within(l).getAllByText(/./)[0]!.textContent)).toEqual(['Bruno Dias', 'Ana Lima', 'Carla Reis']);
    expect(screen.getByTestId('day-counter').textContent).toBe('(1 de 2)');
    expect(within(lines[0]!).queryByRole('button')).toBeNull();
    expect(within(lines[1]!).getByRole('button', { name: 'Registrar entrada de Ana Lima' })).toBeTruthy();
    expect(within(lines[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ler QR code' })).toBeTruthy();
  });
});
