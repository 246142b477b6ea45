// @vitest-environment jsdom
// The reservation screens as the desk and a visitor use them: the month counts what the replica
// holds (free, reserved, blocked), a full slot offers the waitlist instead of a booking, and the
// public form refuses a mistyped CPF before anything goes to the server.
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../data/app-state';
import { sessionStore } from '../../data/session';
import type { TenantDb } from '../../data/tenant-db';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import { reservationRoutes } from '../../routes/reservations';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();
beforeAll(() => appStore.set({ ...appStore.get(), backend: 'http://localhost:8787' }));
afterEach(() => vi.unstubAllGlobals());

// 2099-03-02 is a Monday; Brasília is UTC-3 then (no daylight saving since 2019).
const DAY = '2099-03-02';
const at = (hhmm: string, day = DAY) => `${day}T${hhmm}:00.000-03:00`;
const schedules = (spaceId: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ id: uuidv7(), space_id: spaceId, weekday, opens_at: '08:00', closes_at: '10:00' }));

async function world(d: TenantDb) {
  const [city, venue, space] = [uuidv7(), uuidv7(), uuidv7()];
  await seed(d, 'cities', [{ id: city, name: 'Americana', state_id: uuidv7(), ibge: '3501608' }]);
  await seed(d, 'venues', [{ id: venue, name: 'Ginásio Municipal', city_id: city }]);
  await seed(d, 'spaces', [{ id: space, venue_id: venue, name: 'Quadra 1', sport_ids: [], public_booking: true }]);
  await seed(d, 'spaceschedules', schedules(space));
  await seed(d, 'reservations', [
    { id: uuidv7(), space_id: space, venue_id: venue, starts_at: at('08:00'), ends_at: at('09:00'), status: 'confirmada', name: 'Ana Souza', source: 'staff' },
    // Cancelled: frees its slot.
    { id: uuidv7(), space_id: space, venue_id: venue, starts_at: at('09:00'), ends_at: at('10:00'), status: 'cancelada', name: 'Caio Lima', source: 'staff' },
  ]);
  // The whole of 03/03 is closed for maintenance.
  await seed(d, 'reservationblocks', [{ id: uuidv7(), venue_id: venue, starts_at: at('00:00', '2099-03-03'), ends_at: at('00:00', '2099-03-04'), reason: 'manutencao' }]);
  return { space };
}

describe('the staff calendar of a space', () => {
  it('counts free, reserved and blocked slots per day of the month', async () => {
    const d = db();
    const { space } = await world(d);
    renderRoute(d, `/locations/spaces/${space}/days?month=2099-03`, undefined, reservationRoutes);
    expect(await screen.findByRole('heading', { name: 'Março de 2099' }, SLOW)).toBeTruthy();
    expect((await screen.findByTestId(`day-${DAY}`)).textContent).toContain('1 livre, 1 reservado, nenhum bloqueado');
    expect(screen.getByTestId('day-2099-03-03').textContent).toContain('nenhum livre, nenhum reservado, 2 bloqueados');
    expect(screen.getByTestId('day-2099-03-04').textContent).toContain('2 livres, nenhum reservado, nenhum bloqueado');
    // Monday the 2nd sits under "seg." in the first week; the 1st (Sunday) closes that row.
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toMatch(/^seg/);
    // One tab stop for the month; the arrows walk the days, a row down is a week later.
    const first = screen.getByTestId(`day-${DAY}`);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('day-2099-03-03'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('day-2099-03-10'));
    expect(screen.getByTestId('day-2099-03-10').getAttribute('tabindex')).toBe('0');
    expect(screen.getByTestId(`day-${DAY}`).getAttribute('tabindex')).toBe('-1');
  });

  it('offers the waitlist on a full slot and a booking on a free one', async () => {
    const d = db();
    const { space } = await world(d);
    renderRoute(d, `/locations/spaces/${space}/day?date=${DAY}`, undefined, reservationRoutes);
    const slots = await screen.findAllByTestId('slot', {}, SLOW);
    const [full, free] = slots as [HTMLElement, HTMLElement];
    expect(full.getAttribute('data-state')).toBe('reservado');
    expect(within(full).getByText('Ana Souza')).toBeTruthy();
    expect(within(full).queryByRole('button', { name: 'Reservar' })).toBeNull();
    fireEvent.click(within(full).getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByRole('heading', { name: 'Lista de espera de 08:00–09:00' })).toBeTruthy();

    expect(free.getAttribute('data-state')).toBe('livre');
    expect(within(free).queryByRole('button', { name: 'Entrar na lista de espera' })).toBeNull();
    fireEvent.click(within(free).getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('heading', { name: 'Reservar 09:00–10:00' })).toBeTruthy();
  });
});

describe('my reservations', () => {
  it('lists upcoming bookings first and says why the server refused one', async () => {
    const d = db();
    const { space } = await world(d);
    const mine = (id: string, day: string, status: string) => ({ id, space_id: space, venue_id: uuidv7(), starts_at: at('08:00', day), ends_at: at('09:00', day), status, user_id: TEST_USER.id, source: 'app' });
    await seed(d, 'reservations', [mine(uuidv7(), '2099-03-09', 'confirmada'), mine(uuidv7(), '2099-03-02', 'confirmada'), mine(uuidv7(), '2020-01-06', 'nao_compareceu')]);
    const message = 'Este horário já foi reservado por outra pessoa. Escolha outro horário.';
    await d.outbox.add({ clientId: 'c', seq: 1, name: 'reservations.put', args: { id: uuidv7(), space_id: space, starts_at: at('09:00'), ends_at: at('10:00') }, at: new Date().toISOString(), userId: TEST_USER.id, status: 'rejected', code: 'conflict', message });
    renderRoute(d, '/my/reservations', undefined, reservationRoutes);
    const rows = await screen.findAllByTestId('my-reservation', {}, SLOW);
    expect(rows.map((r) => r.textContent?.slice(0, 10))).toEqual(['02/03/2099', '09/03/2099', '06/01/2020']);
    expect(within(rows[2]!).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect((await screen.findByTestId('refused-booking')).textContent).toContain(message);
  });
});

describe('the public booking', () => {
  it('refuses a mistyped CPF without calling the server, then books with a valid one', async () => {
    const d = db();
    const space = { id: uuidv7(), venue_id: uuidv7(), name: 'Piscina' };
    // The answer's shape is the core's (docs/venues.md): every public space with its hours and busy ranges.
    const answer = {
      status: 1, public_cpf_booking: true, notice: null, until: '2099-05-01T00:00:00.000Z',
      venues: [{ id: space.venue_id, name: 'Parque Aquático', city: 'Americana' }],
      spaces: [{ ...space, schedules: schedules(space.id), gap: null, blocks: [], busy: [{ starts_at: at('08:00'), ends_at: at('09:00') }] }],
    };
    const booked = { status: 1, message: 'Reserva confirmada: Piscina, 09:00–10:00 de 02/03.', reservation: { id: 'r', status: 'confirmada' } };
    const fetch = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(init?.method === 'POST' ? booked : answer),
      { status: 200, headers: { 'Content-Type': 'application/json' } })));
    vi.stubGlobal('fetch', fetch);
    renderRoute(d, `/public/open/reservations/${space.id}/day?date=${DAY}`, undefined, reservationRoutes);
    sessionStore.set({ token: null, user: null }); // a visitor

    const slots = await screen.findAllByTestId('slot', {}, SLOW);
    expect(slots[0]!.getAttribute('data-state')).toBe('reservado');
    fireEvent.click(within(slots[1]!).getByRole('button', { name: 'Reservar' }));
    const form = await screen.findByRole('form', { name: 'Seus dados' });
    fireEvent.change(within(form).getByLabelText('Nome completo'), { target: { value: 'Rita Nadadora' } });
    fireEvent.change(within(form).getByLabelText('CPF'), { target: { value: '123.456.789-00' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'rita@exemplo.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));
    expect(await within(form).findByText('CPF inválido: confira os dígitos.')).toBeTruthy();
    const calls = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(calls()).toHaveLength(0);

    const cpf = cpfFromBase('529982247');
    fireEvent.change(within(form).getByLabelText('CPF'), { target: { value: cpf } });
    expect((within(form).getByLabelText('CPF') as HTMLInputElement).value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    fireEvent.click(within(form).getByRole('button', { name: 'Reservar' }));
    expect((await screen.findByTestId('public-booking-result')).textContent).toContain(booked.message);
    expect(calls()).toHaveLength(1);
    const body = JSON.parse(String(calls()[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ space_id: space.id, starts_at: '2099-03-02T12:00:00.000Z', ends_at: '2099-03-02T13:00:00.000Z', cpf, email: 'rita@exemplo.com' });
  });
});
