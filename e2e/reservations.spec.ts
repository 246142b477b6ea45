// A reservation from the door's point of view, in Chromium with the real service worker and a real
// camera stream: the athlete opens their reservation OFFLINE and its signed QR is there; the venue's
// attendant, OFFLINE, scans that QR with the gate's camera (Chromium's fake capture device plays a
// Y4M video of the seeded reservation's real pass, drawn by e2e/support/fake-camera.ts, as the meals
// gate's spec does) → green; a second scan → amber "já registrado"; back online the check-in reaches
// the server. And first, the visitor: no login, a public slot booked with name, CPF and e-mail.
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { cpfFromBase } from '../src/domain/cpf';
import { brasiliaDay } from '../src/domain/dates';
import { expectNoSeriousViolations } from './support/axe';
import { fakeCameraBrowser } from './support/camera-browser';
import { newGateDevice, scanResults } from './support/gate-device';
import { BRAZIL_CONTEXT, origin } from './support/env';
import { apiLogin, pullAll, rowsOf, type ApiSession } from './support/scan-api';
import { openSignedIn, waitForServiceWorker } from './support/session';

const camera = fakeCameraBrowser({ qr: 'federa: câmera de teste' });

/** A device: its own context on the fake-camera browser (support/gate-device.ts). */
const newDevice = (): Promise<BrowserContext> => newGateDevice(camera.browser);
const results = scanResults;
const indicator = (page: Page) => page.getByTestId('sync-indicator');

async function expectSynced(page: Page, timeout = 30_000) {
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout });
  await expect(indicator(page)).toContainText('Sincronizado', { timeout });
}

/** Signed in online, the service worker in control and the first sync done: ready to go offline. */
async function device(login: string, path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDevice();
  const page = await context.newPage();
  await openSignedIn(page, login, path);
  await waitForServiceWorker(page);
  // The first visit's boot calls went out before the service worker controlled the page; one more
  // online start lets it keep them, as a device used before going offline has them.
  await page.reload();
  await expectSynced(page);
  return { context, page };
}

/** The athlete's confirmed reservation of today (the demo seed's) and its space's name, as the server holds them. */
async function seededReservation(staff: ApiSession, athleteId: string): Promise<{ row: Record<string, unknown>; space: string }> {
  const today = brasiliaDay();
  const pulled = await pullAll(staff);
  const row = rowsOf(pulled, 'reservations').find((r) =>
    r.user_id === athleteId && r.status === 'confirmada' && brasiliaDay(new Date(String(r.starts_at))) === today);
  if (!row) throw new Error('o seed do demo não tem reserva confirmada de hoje de atleta@demo.test');
  const space = rowsOf(pulled, 'spaces').find((s) => s.id === row.space_id);
  return { row, space: String(space?.name ?? '') };
}

/** Pending `reservations.checkin` writes in the device's outbox (IndexedDB, as stored). */
const pendingCheckins = (page: Page) =>
  page.evaluate(() => new Promise<{ id: string; at?: string }[]>((resolve, reject) => {
    const open = indexedDB.open('federa-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        const rows = all.result as { name: string; status: string; args: { id: string; at?: string } }[];
        resolve(rows.filter((r) => r.name === 'reservations.checkin' && r.status === 'pending').map((r) => r.args));
        open.result.close();
      };
    };
  }));

test('the athlete shows the reservation QR offline; the attendant scans it offline: green, then amber, synced once online', async () => {
  test.setTimeout(240_000);
  const staff = await apiLogin('staff@demo.test');
  const athlete = await apiLogin('atleta@demo.test');
  const { row: reservation, space } = await seededReservation(staff, athlete.userId);
  const id = String(reservation.id);
  // A retry of this test finds the reservation already in: its first scan is then the amber.
  const fresh = !reservation.checked_in_at;

  // The athlete, online once (the page asks for the pass if the seed left none), then offline at
  // the venue's door: the reservation and its QR from the replica.
  const a = await device('atleta@demo.test', `/my/reservations/show/${id}`);
  const qr = a.page.getByTestId('reservation-qr');
  await expect(qr).toBeVisible({ timeout: 30_000 });
  const credential = String(rowsOf(await pullAll(staff), 'reservations').find((r) => r.id === id)?.credential ?? '');
  expect(credential).toMatch(/^FR1:[0-9A-Z $%*+\-./:]+$/);
  expect(await qr.getAttribute('data-credential')).toBe(credential);
  expect(Number(await qr.getAttribute('data-qr-version'))).toBeLessThanOrEqual(7);
  await expect(a.page.getByTestId('reservation-status')).toHaveText('Confirmada');
  await expectNoSeriousViolations(a.page, 'reserva do atleta');
  await a.context.setOffline(true);
  await a.page.reload();
  await expect(qr).toBeVisible({ timeout: 30_000 });
  expect(await qr.getAttribute('data-credential')).toBe(credential);
  await expect(a.page.getByText('Sem conexão: mostrando a reserva salva neste aparelho.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Ampliar QR code' }).click();
  const enlarged = a.page.getByTestId('reservation-qr-enlarged');
  await expect(enlarged).toBeVisible();
  expect(await enlarged.getByTestId('reservation-qr-large').getAttribute('data-credential')).toBe(credential);
  await a.page.keyboard.press('Escape');
  await a.context.close();

  // The attendant, offline: today's list of the venue, then the camera sees the athlete's QR.
  const s = await device('staff@demo.test');
  await camera.show(credential);
  await s.context.setOffline(true);
  await s.page.goto(`/locations/venues/${String(reservation.venue_id)}/checkin`);
  await expect(s.page.getByTestId('day-reservation').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(s.page, 'entrada das reservas');
  const scan = async (count: number) => {
    await s.page.getByRole('button', { name: 'Ler QR code' }).click();
    await expect.poll(async () => (await results(s.page)).length, { timeout: 30_000 }).toBe(count);
    return (await results(s.page))[count - 1]!;
  };
  const first = await scan(1);
  if (fresh) {
    expect(first.tone).toBe('ok');
    expect(first.text).toContain('Liberado');
    expect(first.text).toContain(String(reservation.name));
    expect(first.text).toContain(space);
    await expect(indicator(s.page)).toContainText('1 pendente');
    expect(await pendingCheckins(s.page)).toEqual([{ id, at: expect.any(String) }]);
  } else expect(first.tone).toBe('warn');
  // Held in view, the same QR is one scan; read again after a reload, it is "already in".
  await s.page.waitForTimeout(2500);
  expect(await results(s.page)).toHaveLength(1);
  await s.page.reload();
  const second = await scan(1);
  expect(second.tone).toBe('warn');
  expect(second.text).toMatch(/Já registrado às \d\d:\d\d/);

  // Online: the check-in goes out; the server holds it.
  await s.context.setOffline(false);
  await expectSynced(s.page);
  await expect.poll(async () => rowsOf(await pullAll(staff), 'reservations').find((r) => r.id === id)?.checked_in_at ?? null, { timeout: 20_000 }).not.toBeNull();
  await s.context.close();
});

test('a visitor books a public slot with name, CPF and e-mail, no login', async () => {
  test.setTimeout(120_000);
  const staff = await apiLogin('staff@demo.test');
  const context = await camera.browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT });
  const page = await context.newPage();
  await page.goto('/public/open/reservations');
  const spaces = page.getByTestId('public-spaces').getByRole('link');
  await expect(spaces.first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'reserva de espaços (pública)');
  await spaces.first().click();
  const spaceId = /\/public\/open\/reservations\/([0-9a-f-]{36})\/days/.exec(page.url())?.[1];
  expect(spaceId).toBeTruthy();

  // The first day of the coming week with a free slot (tomorrow on: today's may all have passed).
  let booked = false;
  const cpf = cpfFromBase(String(Date.now()).slice(-9)); // a fresh CPF each run: the weekly quota is per CPF
  for (let days = 1; days <= 7 && !booked; days++) {
    await page.goto(`/public/open/reservations/${spaceId}/day?date=${brasiliaDay(new Date(), days)}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
    const free = page.getByRole('button', { name: 'Reservar', exact: true });
    if ((await free.count()) === 0) continue;
    await free.first().click();
    const form = page.getByTestId('public-booking');
    await form.getByLabel('Nome completo').fill('Visitante da Silva');
    await form.getByLabel('CPF').fill(cpf);
    await form.getByLabel('E-mail').fill('visitante@example.com');
    await expectNoSeriousViolations(page, 'reserva pública: formulário');
    await form.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page.getByTestId('public-booking-result')).toContainText(/Reserva (confirmada|recebida)(: | para ).*\d\d:\d\d–\d\d:\d\d/, { timeout: 20_000 });
    booked = true;
  }
  expect(booked, 'nenhum horário livre nos próximos 7 dias do espaço público').toBe(true);
  const onServer = rowsOf(await pullAll(staff), 'reservations').filter((r) => r.cpf === cpf.replace(/\D/g, ''));
  expect(onServer).toEqual([expect.objectContaining({ source: 'public', name: 'Visitante da Silva', space_id: spaceId })]);
  await context.close();
});
