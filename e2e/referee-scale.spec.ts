// The referees' appointments journey: the admin appoints the demo referee on the scale to a match that
// overlaps the one he already has today and sees the clash warning before and after saving; the
// referee (a second browser context) sees it on /my/referees/scales, goes offline, declines next
// week's appointment with a note and accepts the new one (both pending), comes back online, and the
// admin's scale shows the answers. axe finds no serious violation on either screen.
import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { apiLogin, pullAll, push, rowsOf } from './support/scan-api';
import { openSignedIn, waitForServiceWorker } from './support/session';
import { expectNoSeriousViolations } from './support/axe';
import { expectSynced, indicator } from './support/sync-ui';

// Two sign-ins and first downloads, axe twice, an offline round trip: minutes on a loaded machine.
test.describe.configure({ timeout: 480_000 });

const AMATEUR = 'Campeonato Estadual Amador';

/** As support/session.ts openSignedIn, with room for a slow password check on a loaded machine. */

interface Fixture {
  competitionLabel: string;
  /** "Home × Away" of the three matches. */
  today: string;
  clash: string;
  nextWeek: string;
  /** Each match's "dd/mm/aaaa hh:mm", as its card shows it: other specs add matches between the same clubs. */
  when: { today: string; clash: string; nextWeek: string };
}

const CLASH_ROUND = 3;

/** "2026-11-24T17:00" → "24/11/2026 17:00" (the card's wording). */
function cardTime(startsAt: unknown): string {
  const [, y, m, d, hm] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(String(startsAt))!;
  return `${d}/${m}/${y} ${hm}`;
}

/** The card of one match: its title and its start, so a same-clubs match of another spec is not it. */
function card(page: Page, title: string, when: string) {
  return page.getByRole('article', { name: title }).filter({ hasText: when });
}

/**
 * The demo has the referee in today's 16:00 match and next week's (rounds 1 and 2); setup adds a third
 * match of the championship today at 17:00 between two other clubs, without a referee (the one the
 * admin fills). A retry finds that match already there and uses it.
 */
async function addClashingMatch(): Promise<Fixture> {
  const admin = await apiLogin('admin@demo.test');
  const rows = await pullAll(admin);
  const competition = rowsOf(rows, 'competitions').find((c) => c.name === AMATEUR)!;
  // From yesterday on: other specs on the same server may add past matches of their own.
  const since = Date.now() - 86_400_000;
  const upcoming = rowsOf(rows, 'duels').filter((d) => d.competition_id === competition.id && !(Date.parse(String(d.starts_at)) < since))
    .sort((a, b) => String(a.starts_at).localeCompare(String(b.starts_at)));
  const [today, nextWeek] = upcoming.filter((d) => Number(d.round) !== CLASH_ROUND) as [Record<string, unknown>, Record<string, unknown>];
  const names = new Map(rowsOf(rows, 'teams').map((t) => [t.id, String(t.name)]));
  const title = (d: Record<string, unknown>) => `${names.get(d.home_team_id)} × ${names.get(d.away_team_id)}`;
  const day = String(today.starts_at).slice(0, 10);
  let clash = upcoming.find((d) => Number(d.round) === CLASH_ROUND && String(d.starts_at).startsWith(`${day}T17:00`));
  if (!clash) {
    // Two clubs playing neither referee's match, so each match's title names one match only.
    const busy = new Set([today.home_team_id, today.away_team_id, nextWeek.home_team_id, nextWeek.away_team_id]);
    const free = rowsOf(rows, 'competitionteams').filter((e) => e.competition_id === competition.id && e.status === 'confirmada' && !busy.has(e.team_id));
    const [home, away] = free as [Record<string, unknown>, Record<string, unknown>];
    clash = {
      id: randomUUID(), competition_id: competition.id, phase_id: today.phase_id, group_id: today.group_id, round: CLASH_ROUND,
      home_team_id: home.team_id, away_team_id: away.team_id, starts_at: `${day}T17:00`, venue: 'Campo do Parque', status: 'agendada',
    };
    await push(admin, [['duels.put', clash]]);
  }
  return {
    competitionLabel: `${AMATEUR} · ${String(competition.season)}`, today: title(today), nextWeek: title(nextWeek), clash: title(clash),
    when: { today: cardTime(today.starts_at), clash: cardTime(clash.starts_at), nextWeek: cardTime(nextWeek.starts_at) },
  };
}

test('the admin appoints with a clash warning; the referee answers offline; the scale shows the answers', async ({ page, browser }) => {
  const fx = await addClashingMatch();

  // The admin's scale: the new match, the referee chosen, the clash explained before saving.
  await openSignedIn(page, 'admin@demo.test');
  await waitForServiceWorker(page);
  await expectSynced(page);
  await page.goto('/referees/referees/all');
  await page.getByLabel('Competição').selectOption({ label: fx.competitionLabel });
  const clash = card(page, fx.clash, fx.when.clash);
  await clash.getByRole('button', { name: `Escalar árbitro em ${fx.clash}` }).click();
  const form = clash.getByRole('form', { name: 'Escalar árbitro' });
  await form.getByLabel('Árbitro').selectOption({ label: 'Rafael Árbitro' });
  await form.getByLabel('Função').selectOption({ label: 'Árbitro' });
  const warning = `Conflito de horário: Rafael Árbitro também está escalado(a) em ${fx.today}`;
  await expect(form.getByText(warning, { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Salvar mesmo assim' }).click();
  // After saving: on the appointment, and on the other match from its side.
  const appointment = clash.getByTestId('scale-appointment');
  await expect(appointment.getByText(warning, { exact: false })).toBeVisible();
  await expect(card(page, fx.today, fx.when.today).getByText(`também está escalado(a) em ${fx.clash}`, { exact: false })).toBeVisible();
  await expectSynced(page);
  await expect(appointment.getByText('Aguardando resposta')).toBeVisible();
  await expect(appointment.getByText('Pendente', { exact: true })).toHaveCount(0); // synced
  await expectNoSeriousViolations(page, 'escala');

  // The referee's device: three appointments; offline, declines next week's and accepts the new one.
  const refereeContext = await browser.newContext();
  const referee = await refereeContext.newPage();
  await openSignedIn(referee, 'arbitro@demo.test');
  await waitForServiceWorker(referee);
  await expectSynced(referee, 60_000);
  await referee.goto('/my/referees/scales');
  const newOne = card(referee, fx.clash, fx.when.clash);
  const nextWeek = card(referee, fx.nextWeek, fx.when.nextWeek);
  // The first download's big collections are still being unpacked into their tables (data/packs.ts).
  await expect(newOne).toBeVisible({ timeout: 60_000 });
  await expect(card(referee, fx.today, fx.when.today).getByRole('link', { name: 'Abrir súmula' })).toBeVisible();
  await expectNoSeriousViolations(referee, 'minhas escalas');

  await refereeContext.setOffline(true);
  await nextWeek.getByRole('button', { name: `Recusar ${fx.nextWeek}` }).click();
  await nextWeek.getByLabel('Motivo (opcional)').fill('Viagem marcada');
  await nextWeek.getByRole('button', { name: 'Confirmar recusa' }).click();
  await newOne.getByRole('button', { name: `Aceitar ${fx.clash}` }).click();
  await expect(nextWeek.getByText('Recusada')).toBeVisible();
  await expect(newOne.getByRole('link', { name: 'Abrir súmula' })).toBeVisible();
  await expect(indicator(referee)).toContainText('2 pendente');
  // Offline reload: the answers are on the device, marked pending.
  await referee.reload();
  await expect(nextWeek.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(nextWeek.getByText('Sua observação: Viagem marcada')).toBeVisible();

  await refereeContext.setOffline(false);
  await expectSynced(referee);
  await expect(nextWeek.getByText('Pendente', { exact: true })).toHaveCount(0);
  await refereeContext.close();

  // The admin's scale, after its next sync round.
  await page.reload();
  await expectSynced(page);
  await page.getByLabel('Competição').selectOption({ label: fx.competitionLabel });
  await expect(card(page, fx.clash, fx.when.clash).getByText('Aceita', { exact: true })).toBeVisible();
  const declined = card(page, fx.nextWeek, fx.when.nextWeek);
  await expect(declined.getByText('Recusada', { exact: true })).toBeVisible();
  await expect(declined.getByText('Motivo da recusa: Viagem marcada')).toBeVisible();
});
