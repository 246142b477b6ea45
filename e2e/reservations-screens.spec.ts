// The reservation screens against the real server and the demo data, checked by axe: the public
// spaces, a space's month and a day's slots without login, and the staff's month of Quadra 1 with
// its booked slots. The booking journey itself (book, QR, gate) is e2e/reservations*.offline.spec.ts.
import { test, expect } from '@playwright/test';
import { brasiliaDay } from '../src/domain/dates';
import { DEMO_RESERVATIONS } from '../server/seed/reservations-seed';
import { expectNoSeriousViolations } from './support/axe';
import { openSignedIn } from './support/session';

const tomorrow = brasiliaDay(new Date(), 1);

test('a visitor finds a public space, its month and a day\'s slots', async ({ page }) => {
  await page.goto('/public/open/reservations');
  await page.getByRole('link', { name: 'Quadra 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas — Quadra 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('month-calendar')).toBeVisible();
  await expectNoSeriousViolations(page, 'mês público de um espaço');
  // Tomorrow may fall in the next month.
  if (tomorrow.slice(0, 7) !== brasiliaDay().slice(0, 7)) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.getByTestId(`day-${tomorrow}`).click();
  await expect(page.getByTestId('slot').first()).toBeVisible({ timeout: 30_000 });
  // Tomorrow 20:00 at Quadra 1 is full in the demo: it offers the waitlist, not a booking.
  const full = page.getByTestId('slot').filter({ hasText: '20:00–21:00' });
  await expect(full).toHaveAttribute('data-state', 'reservado');
  await expect(full.getByRole('button', { name: 'Entrar na lista de espera' })).toBeVisible();
  await expectNoSeriousViolations(page, 'horários públicos do dia');
});

test('the staff\'s month of a space opens a day with its bookings', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.test', `/locations/spaces/${DEMO_RESERVATIONS.court1}/days`);
  await expect(page.getByTestId('month-calendar')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, 'calendário do espaço');
  await page.goto(`/locations/spaces/${DEMO_RESERVATIONS.court1}/day?date=${tomorrow}`);
  const full = page.getByTestId('slot').filter({ hasText: '20:00–21:00' });
  await expect(full).toHaveAttribute('data-state', 'reservado', { timeout: 60_000 });
  await expect(full.getByRole('link', { name: 'Ver reserva' })).toBeVisible();
  await expectNoSeriousViolations(page, 'horários do dia (equipe)');
});
