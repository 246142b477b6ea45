// The súmula's "after": (a) the demo referee, whose match events were pushed beforehand
// through the API, syncs, goes OFFLINE (page and service worker), creates the súmula PIN, writes
// observations, an incident and the captains' "ciente", confirms with the PIN, reloads offline
// (locked, pending), and back online the confirmation syncs; the admin's standings count the
// result; the printable view carries a QR whose public page says the súmula is authentic.
// (b) two devices of the same referee confirm DIFFERENT scores offline: the first to sync closes the
// súmula (in divergence, its score differing from the events'), the second is refused with the
// reason (no second confirmation) and gets no resolution form; the admin finds the
// match marked "Divergência", sees the confirmation beside the events and resolves it; the
// standings then count it. axe finds no serious violation on the confirmation form, the divergence
// screen and the public verification page.
import { randomUUID } from 'node:crypto';
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { apiLogin, pullAll, push, rowsOf, type ApiSession } from './support/scan-api';
import { openSignedIn } from './support/session';
import { expectNoSeriousViolations } from './support/axe';

// Three to four signed-in devices, the admin's first download of the whole tenant, offline round trips.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const PIN = '4821';

const indicator = (page: Page) => page.getByTestId('sync-indicator');
async function expectSynced(page: Page, timeout = 60_000) {
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout });
  await expect(indicator(page)).toContainText('Sincronizado', { timeout });
}

interface Fixture { duel: string; competition: string; home: { id: string; name: string }; away: { id: string; name: string }; homePeople: string[]; awayPeople: string[] }

/** The referee's appointed demo duels (today's first), with their teams and registered people. */
async function appointedFixtures(referee: ApiSession): Promise<Fixture[]> {
  const rows = await pullAll(referee);
  const duels = new Map(rowsOf(rows, 'duels').map((d) => [String(d.id), d]));
  const teams = new Map(rowsOf(rows, 'teams').map((t) => [String(t.id), String(t.name)]));
  const entries = rowsOf(rows, 'competitionteams');
  const members = rowsOf(rows, 'competitionmembers');
  const people = (competition: string, team: string) => {
    const entry = entries.find((e) => e.competition_id === competition && e.team_id === team);
    return members.filter((m) => m.competitionteam_id === entry?.id).map((m) => String(m.profile_id));
  };
  return rowsOf(rows, 'refereeappointments').filter((a) => a.user_id === referee.userId)
    .map((a) => duels.get(String(a.duel_id))!)
    .sort((a, b) => String(a.starts_at).localeCompare(String(b.starts_at)))
    .map((d) => ({
      duel: String(d.id), competition: String(d.competition_id),
      home: { id: String(d.home_team_id), name: teams.get(String(d.home_team_id))! }, away: { id: String(d.away_team_id), name: teams.get(String(d.away_team_id))! },
      homePeople: people(String(d.competition_id), String(d.home_team_id)), awayPeople: people(String(d.competition_id), String(d.away_team_id)),
    }));
}

/**
 * A match of this spec's own between today's two teams, dated ten days ago (a report filed late), with
 * the referee appointed as in the seed: the other referee specs use today's seeded match on the same
 * server, and a result dated before the seeded suspension was decided does not serve it.
 */
async function ownMatch(referee: ApiSession, today: Fixture): Promise<Fixture> {
  const admin = await apiLogin('admin@demo.test');
  const rows = await pullAll(referee);
  const seeded = rowsOf(rows, 'duels').find((d) => d.id === today.duel)!;
  const appointment = rowsOf(rows, 'refereeappointments').find((a) => a.duel_id === today.duel && a.user_id === referee.userId)!;
  const duel = randomUUID();
  const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await push(admin, [
    ['duels.put', {
      id: duel, competition_id: today.competition, phase_id: seeded.phase_id, group_id: seeded.group_id ?? null, round: seeded.round,
      home_team_id: today.home.id, away_team_id: today.away.id, starts_at: `${day}T10:00`, venue: 'Estádio Municipal', status: 'agendada',
    }],
    ['refereeappointments.put', {
      id: randomUUID(), duel_id: duel, competition_id: today.competition, referee_id: appointment.referee_id, role_id: appointment.role_id,
      user_id: referee.userId, status: 'aceita',
    }],
  ]);
  return { ...today, duel };
}

async function serverDuel(session: ApiSession, id: string): Promise<Record<string, unknown>> {
  return rowsOf(await pullAll(session), 'duels').find((d) => d.id === id)!;
}

/** A signed-in device, synced, with its service worker in control: ready to go offline. */
async function device(browser: Browser, login: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT });
  const page = await context.newPage();
  await openSignedIn(page, login, path);
  // The service worker must control the page before any offline step (installing it under load can
  // take longer than the shared helper's 20 s): clientsClaim takes control, a reload makes sure.
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active)), undefined, { timeout: 90_000 });
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 90_000 });
  await expectSynced(page, 180_000);
  return { context, page };
}

const duelPath = (f: Fixture) => `/competitions/competitions/${f.competition}/duels/show/${f.duel}`;

/** Creates the PIN when this device has none yet, then types it and confirms. */
async function confirmWithPin(page: Page) {
  const setup = page.getByTestId('pin-setup');
  if (await setup.isVisible()) {
    await page.getByLabel('Novo PIN').fill(PIN);
    await page.getByLabel('Repita o PIN').fill(PIN);
    await page.getByRole('button', { name: 'Salvar PIN' }).click();
  }
  await page.getByLabel('Seu PIN da súmula').fill(PIN);
  await page.getByRole('button', { name: 'Confirmar súmula com PIN' }).click();
}

/** The standings row of a team: [Pos, Time, P, J, V, E, D, GP, GC, SG]. */
async function standing(page: Page, team: string): Promise<string[]> {
  const row = page.locator(`[data-testid="standings-row"][data-team="${team}"]`).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row.locator('th, td').evaluateAll((cells) => cells.slice(0, 10).map((c) => (c.textContent ?? '').trim()));
}

test('(a) the referee confirms offline with the PIN; locked and pending after an offline reload; synced, counted, printed and verified', async ({ browser }) => {
  const referee = await apiLogin('arbitro@demo.test');
  const [today] = await appointedFixtures(referee);
  expect(today, 'the demo referee is appointed today').toBeTruthy();
  const f = await ownMatch(referee, today!);
  // The match itself (recorded on the referee's phone earlier): 2 × 1, and a yellow.
  const event = (team: string, person: string, kind: string, period: number, minute: number) =>
    ['duels.event', { id: randomUUID(), duel_id: f.duel, team_id: team, kind, period, minute, person_id: person }] as [string, object];
  await push(referee, [
    event(f.home.id, f.homePeople[1]!, 'goal', 1, 12), event(f.away.id, f.awayPeople[1]!, 'goal', 1, 30),
    event(f.home.id, f.homePeople[2]!, 'goal', 2, 70), event(f.away.id, f.awayPeople[3]!, 'yellow', 2, 80),
  ]);

  const { context, page } = await device(browser, 'arbitro@demo.test', duelPath(f));
  await expect(page.getByRole('heading', { name: 'Encerrar e confirmar a súmula' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(`Gols — ${f.home.name}`)).toHaveValue('2');
  await expect(page.getByLabel(`Gols — ${f.away.name}`)).toHaveValue('1');
  await expectNoSeriousViolations(page, 'formulário de confirmação');

  await context.setOffline(true);
  await page.getByLabel('Observações').fill('Gramado pesado pela chuva; partida sem interrupções.');
  await page.getByRole('button', { name: 'Adicionar ocorrência' }).click();
  await page.getByLabel('Categoria da ocorrência 1').selectOption({ label: 'Atraso' });
  await page.getByLabel('Descrição da ocorrência 1').fill('O visitante entrou em campo 10 minutos atrasado.');
  await page.getByLabel(`Capitão — ${f.home.name}`).fill('Capitão Mandante');
  await page.getByRole('checkbox', { name: `Ciente da súmula (${f.home.name})` }).check();
  await page.getByLabel(`Capitão — ${f.away.name}`).fill('Capitão Visitante');
  await page.getByRole('checkbox', { name: `Ciente da súmula (${f.away.name})` }).check();
  await confirmWithPin(page);
  const locked = page.getByTestId('sumula-locked');
  await expect(locked.getByRole('heading', { level: 2 })).toContainText('Súmula confirmada por Rafael Árbitro em');
  await expect(page.getByTestId('sumula-pending')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('sumula-locked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sumula-pending')).toBeVisible();
  await expect(page.getByText('Gramado pesado pela chuva')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar súmula com PIN' })).toHaveCount(0);

  await context.setOffline(false);
  await expectSynced(page);
  await expect(page.getByTestId('sumula-pending')).toHaveCount(0);
  const stored = await serverDuel(referee, f.duel);
  expect(stored).toMatchObject({ sumula_status: 'confirmada', home_score: 2, away_score: 1, sumula_observations: 'Gramado pesado pela chuva; partida sem interrupções.' });
  expect(JSON.stringify(stored)).not.toContain(PIN);

  // The printable view carries the QR; its public page (no login) says the súmula is authentic.
  await page.getByRole('link', { name: 'Ver súmula para impressão e PDF' }).click();
  await expect(page.getByTestId('sumula-print')).toContainText(`${f.home.name} 2 × 1 ${f.away.name}`);
  await expect(page.getByTestId('sumula-print')).toContainText('O visitante entrou em campo 10 minutos atrasado.');
  const qr = page.getByTestId('sumula-qr');
  await expect(qr).toBeVisible();
  const url = await qr.getAttribute('data-credential');
  expect(url).toContain(`/public/sumulas/${f.duel}?d=${String(stored.sumula_digest).slice(0, 16)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`sumula-${f.duel}.pdf`);
  await context.close();

  const reader = await browser.newContext(BRAZIL_CONTEXT);
  const verify = await reader.newPage();
  await verify.goto(url!);
  await expect(verify.getByTestId('sumula-verify')).toContainText('Súmula autêntica', { timeout: 30_000 });
  await expect(verify.getByTestId('sumula-verify')).toContainText(`${f.home.name} 2 × 1 ${f.away.name}`);
  await expect(verify.getByTestId('sumula-verify')).toContainText('Rafael Árbitro');
  await expectNoSeriousViolations(verify, 'verificação pública');
  await verify.goto(url!.replace(/d=[0-9a-f]+/, 'd=0000000000000000'));
  await expect(verify.getByRole('alert')).toContainText('não confere', { timeout: 30_000 });
  await reader.close();

  // The admin's standings count the result.
  const admin = await device(browser, 'admin@demo.test', `/competitions/competitions/${f.competition}/classifications`);
  expect((await standing(admin.page, f.home.name)).slice(2, 4)).toEqual(['3', '1']);
  expect((await standing(admin.page, f.away.name)).slice(2, 4)).toEqual(['0', '1']);
  await admin.context.close();
});

test('(b) two devices confirm different scores offline: the second is refused; the admin sees "Divergência", the versions side by side, resolves it, and the standings count it', async ({ browser }) => {
  const referee = await apiLogin('arbitro@demo.test');
  const fixtures = await appointedFixtures(referee);
  const f = fixtures[fixtures.length - 1]!; // next week's match: no events recorded
  const a = await device(browser, 'arbitro@demo.test', duelPath(f));
  const b = await device(browser, 'arbitro@demo.test', duelPath(f));
  for (const d of [a, b]) await expect(d.page.getByRole('heading', { name: 'Encerrar e confirmar a súmula' })).toBeVisible({ timeout: 30_000 });
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  for (const [d, home] of [[a, '1'], [b, '2']] as const) {
    await d.page.getByLabel(`Gols — ${f.home.name}`).fill(home);
    await expect(d.page.getByText('O placar informado difere do placar dos lançamentos')).toBeVisible();
    await confirmWithPin(d.page);
    await expect(d.page.getByTestId('sumula-divergence')).toBeVisible();
  }
  await a.context.setOffline(false);
  await expectSynced(a.page);
  await expect.poll(async () => (await serverDuel(referee, f.duel)).sumula_divergence, { timeout: 30_000 })
    .toBe('O placar confirmado (1 × 0) difere do placar dos lançamentos (0 × 0).');
  // The súmula is closed: the second device's confirmation is refused, and it says why.
  await b.context.setOffline(false);
  await expect(indicator(b.page)).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
  await expect(b.page.getByText('1 alteração recusada pelo servidor').first()).toBeVisible();
  await indicator(b.page).click();
  await expect(b.page.getByTestId('sync-panel').getByTestId('sync-rejected-item'))
    .toContainText('Súmula já confirmada com 1 × 0: não pode ser confirmada de novo com outro placar.');
  await b.page.keyboard.press('Escape');
  await expect(b.page.getByTestId('resolve-elsewhere')).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Resolver divergência' })).toHaveCount(0);
  await a.context.close();
  await b.context.close();

  const admin = await device(browser, 'admin@demo.test', `/competitions/competitions/${f.competition}/all_duels`);
  // The match is listed twice (upcoming matches, and its round): the first is enough.
  const line = admin.page.getByTestId('duel-line').filter({ has: admin.page.locator(`a[href$="${f.duel}"]`) }).first();
  await expect(line.getByTestId('badge-divergencia')).toHaveText('Divergência');
  await line.getByRole('link').click();
  const panel = admin.page.getByTestId('sumula-divergence');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('divergence-version').getByRole('heading', { level: 3 })).toHaveText([
    `Lançamentos: ${f.home.name} 0 × 0 ${f.away.name}`,
    `Confirmação 1: ${f.home.name} 1 × 0 ${f.away.name}`,
  ]);
  await expectNoSeriousViolations(admin.page, 'divergência');
  await admin.page.getByLabel(`Placar final — ${f.home.name}`).fill('1');
  await admin.page.getByLabel(`Placar final — ${f.away.name}`).fill('0');
  await admin.page.getByLabel('Motivo da resolução').fill('Conferido com o relatório do delegado.');
  await admin.page.getByRole('button', { name: 'Resolver divergência' }).click();
  await expect(admin.page.getByTestId('sumula-locked')).toContainText('Conferido com o relatório do delegado.');
  await expectSynced(admin.page);
  expect(await serverDuel(referee, f.duel)).toMatchObject({ sumula_status: 'confirmada', home_score: 1, away_score: 0 });
  await admin.page.goto(`/competitions/competitions/${f.competition}/classifications`);
  expect((await standing(admin.page, f.home.name)).slice(2, 4)).toEqual(['3', '1']);
  await admin.context.close();
});
