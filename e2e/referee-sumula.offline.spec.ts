// The referee's súmula in match mode, offline, end to end: arbitro@demo.test syncs, loses
// the network (page and service worker), opens today's appointed duel from the home screen's
// appointments (scale → "Abrir súmula" → match mode), lines up both teams (the
// suspended athlete is refused with the reason), checks one athlete by reading his real ID card QR
// with Chromium's fake camera (the meals gate's scanner and verification), records goals, two
// yellows to one player (the red appears by itself) and a substitution, reloads offline (all there,
// pending), comes back online (synced) and the admin sees the events on another device. Then an
// event recorded offline after the súmula was confirmed on the server meanwhile is refused, with
// its pt-BR reason in the sync panel. axe-core on the match mode.
// Second test: the referee's two devices record different events on one duel offline (a goal each,
// a yellow each to the same player); after both sync every event is there once on both devices and
// on the server, the score agrees, the two yellows made one red, and a replayed event adds nothing.
import { randomUUID } from 'node:crypto';
import { test, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { fakeCameraBrowser } from './support/camera-browser';
import { origin, BRAZIL_CONTEXT } from './support/env';
import { apiLogin, issueCard, pullAll, pushResults, rowsOf, type ApiSession, type PushResult } from './support/scan-api';
import { signIn } from './support/session';
import { expectNoSeriousViolations } from './support/axe';
import { expectSynced, indicator } from './support/sync-ui';

const camera = fakeCameraBrowser({ qr: 'federa: câmera de teste' });

/** One mutation through the server's write path: its result, accepted or refused. */
const push = async (session: ApiSession, name: string, args: Record<string, unknown>): Promise<PushResult> => (await pushResults(session, [[name, args]]))[0]!;

interface Fixture {
  duelId: string;
  competitionId: string;
  home: string;
  away: string;
  card: string;
}

/**
 * Today's appointed duel (seeded), with atleta@demo.test registered for its home team (shirt 99) so
 * one athlete of the match carries a real, server-signed ID card.
 */
async function fixture(): Promise<Fixture> {
  const referee = await apiLogin('arbitro@demo.test');
  const admin = await apiLogin('admin@demo.test');
  const rows = await pullAll(referee);
  // The seeded match of today (other specs on the same server may add and confirm matches of their own).
  const appointed = new Set(rowsOf(rows, 'refereeappointments').filter((a) => a.status === 'aceita' && a.user_id === referee.userId).map((a) => a.duel_id));
  const distance = (d: Record<string, unknown>) => Math.abs(Date.parse(String(d.starts_at)) - Date.now());
  // With registered players on both sides: the scale spec appoints him to a match of two clubs without any.
  const entries = new Map(rowsOf(rows, 'competitionteams').map((e) => [e.id, e.team_id]));
  const withPlayers = new Set(rowsOf(rows, 'competitionmembers').map((m) => entries.get(m.competitionteam_id)));
  const duel = rowsOf(rows, 'duels').filter((d) => appointed.has(d.id) && !d.sumula_status && withPlayers.has(d.home_team_id) && withPlayers.has(d.away_team_id))
    .sort((x, y) => distance(x) - distance(y))[0]!;
  const teams = new Map(rowsOf(rows, 'teams').map((t) => [t.id, String(t.name)]));
  const entry = rowsOf(rows, 'competitionteams').find((e) => e.competition_id === duel.competition_id && e.team_id === duel.home_team_id)!;
  const athlete = await apiLogin('atleta@demo.test');
  const profile = rowsOf(await pullAll(athlete), 'profiles').find((p) => p.user_id === athlete.userId)!;
  if (!rowsOf(rows, 'competitionmembers').some((m) => m.profile_id === profile.id)) {
    const added = await push(admin, 'competitionmembers.put', {
      id: randomUUID(), competition_id: duel.competition_id, competitionteam_id: entry.id, profile_id: profile.id, role: 'atleta', shirt_number: 99,
    });
    expect(added, added.message).toMatchObject({ ok: true });
  }
  const card = await issueCard('atleta@demo.test');
  return { duelId: String(duel.id), competitionId: String(duel.competition_id), home: teams.get(duel.home_team_id)!, away: teams.get(duel.away_team_id)!, card: card.text };
}

const pending = async (page: Page) => Number(await indicator(page).getAttribute('data-pending'));

async function device(login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await camera.browser.newContext({ baseURL: origin(), ...BRAZIL_CONTEXT, permissions: ['camera'] });
  const page = await context.newPage();
  // With patience: the first sign-in's layout waits for the session and the first sync on a busy machine.
  // The first visit's client lookup can time out on a swamped machine ("Sem conexão com o servidor"):
  // a person would try again, so does the test.
  for (let attempt = 0; ; attempt++) {
    await page.goto('/');
    try {
      await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await signIn(page, login);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached({ timeout: 60_000 });
  // The service worker must control the page before any offline step; installing it (a 5 MB precache)
  // can take longer than the shared helper's 20 s on a loaded machine, as in referee-confirm's device().
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active)), undefined, { timeout: 90_000 });
  // One more online start, so the service worker keeps the boot calls an offline start needs.
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 90_000 });
  await expectSynced(page, 60_000);
  return { context, page };
}

const person = (team: Locator, label: string) => team.getByTestId('lineup-person').and(team.locator(`[data-label="${label}"]`));

async function labels(team: Locator): Promise<string[]> {
  return team.getByTestId('lineup-person').evaluateAll((els) => els.filter((el) => !el.querySelector('[data-testid="lineup-suspension"]')).map((el) => (el as HTMLElement).dataset.label!));
}

async function tap(page: Page, kind: string, ...who: string[]) {
  await page.getByRole('button', { name: kind, exact: true }).click();
  for (const w of who) await page.getByRole('group', { name: 'Escolha o atleta' }).getByRole('button', { name: w, exact: true }).click();
}

test('referee offline: lineups (suspended refused, a card read by the camera), goals, cards, a substitution; reload; sync; the admin sees it; a late event is refused', async () => {
  test.setTimeout(420_000);
  const fx = await fixture();
  await camera.show(fx.card);
  const url = `/competitions/competitions/${fx.competitionId}/duels/show/${fx.duelId}/partida`;
  const { context, page } = await device('arbitro@demo.test');

  // Offline, from the home screen: today's appointment → its súmula → match mode (no typed URL).
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Ver todas as escalas' }).click();
  const appointment = page.getByRole('region', { name: 'Próximos jogos' }).getByTestId('my-appointment')
    .filter({ has: page.locator(`a[href$="/duels/show/${fx.duelId}"]`) });
  await expect(appointment.getByRole('heading', { level: 3 })).toHaveText(`${fx.home} × ${fx.away}`, { timeout: 30_000 });
  await appointment.getByRole('link', { name: 'Abrir súmula' }).click();
  await page.getByRole('link', { name: 'Modo partida (súmula)' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Modo partida' })).toBeVisible({ timeout: 30_000 });
  const home = page.getByRole('region', { name: fx.home });
  const away = page.getByRole('region', { name: fx.away });

  // The suspended athlete: shown blocked with the reason, and refused when tapped.
  const suspended = home.getByTestId('lineup-person').filter({ has: page.getByTestId('lineup-suspension') });
  await expect(suspended).toHaveCount(1);
  await expect(suspended.getByTestId('lineup-suspension')).toContainText('Suspenso: Cartão vermelho direto na partida anterior (resta 1 jogo a cumprir).');
  await suspended.getByRole('button', { name: /^Titular:/ }).click();
  await expect(page.getByTestId('lineup-error')).toContainText('Suspenso: Cartão vermelho direto na partida anterior');

  // Lineups: three home starters + the athlete with the card, one home substitute, two away starters.
  const [a, b, c, sub] = (await labels(home)).filter((l) => !l.startsWith('99 '));
  const lucas = (await labels(home)).find((l) => l.startsWith('99 '))!;
  const [x, y] = await labels(away);
  for (const [team, label, role] of [[home, a, 'Titular'], [home, b, 'Titular'], [home, c, 'Titular'], [home, lucas, 'Titular'], [home, sub, 'Reserva'], [away, x, 'Titular'], [away, y, 'Titular']] as const) {
    await person(team, label!).getByRole('button', { name: `${role}: ${label}` }).click();
  }
  await expect(home.getByText('4 titulares · 1 reservas')).toBeVisible();
  await expect(away.getByText('2 titulares · 0 reservas')).toBeVisible();

  // The ID card check: the camera reads the athlete's real card, verified offline.
  await page.getByRole('button', { name: 'Conferir carteirinha (QR code)' }).click();
  await expect(page.getByTestId('card-scan-result')).toHaveAttribute('data-tone', 'ok', { timeout: 30_000 });
  await expect(page.getByTestId('card-scan-result')).toContainText(`Conferido pela carteirinha: ${lucas}`);
  await expect(person(home, lucas).getByTestId('lineup-checked')).toHaveText('Conferido (QR)');
  await page.getByRole('button', { name: 'Fechar câmera' }).click();

  // During: two home goals, one away goal, two yellows to one player, a substitution.
  await page.getByRole('tab', { name: 'Partida' }).click();
  await tap(page, 'Gol', a!);
  await tap(page, 'Gol de pênalti', b!);
  await page.getByRole('button', { name: fx.away, exact: true }).click();
  await tap(page, 'Gol', x!);
  await page.getByRole('button', { name: fx.home, exact: true }).click();
  await tap(page, 'Cartão amarelo', c!);
  await tap(page, 'Cartão amarelo', c!);
  await tap(page, 'Substituição', a!, sub!);
  const score = page.getByTestId('match-scoreline');
  const events = page.getByTestId('match-events');
  await expect(score).toHaveText('2 × 1');
  await expect(events.getByRole('listitem').filter({ hasText: `2º amarelo → vermelho — ${c}` })).toHaveCount(1);
  await expect(events.getByRole('listitem').filter({ hasText: `sai ${a}, entra ${sub}` })).toHaveCount(1);
  await expectNoSeriousViolations(page);
  const before = await pending(page);
  expect(before).toBeGreaterThanOrEqual(6 + 7 + 1); // events, lineups, the check

  // Reload with no network: everything is there, still pending.
  await page.reload();
  await page.getByRole('tab', { name: 'Partida' }).click();
  await expect(score).toHaveText('2 × 1');
  await expect(events.getByRole('listitem').filter({ hasText: `2º amarelo → vermelho — ${c}` })).toHaveCount(1);
  await expect(indicator(page)).toHaveAttribute('data-pending', String(before));
  await page.getByRole('tab', { name: 'Escalação' }).click();
  await expect(person(home, lucas).getByTestId('lineup-checked')).toHaveText('Conferido (QR)');
  await expectNoSeriousViolations(page);

  // Online: synced, and the admin's device shows the same súmula.
  await context.setOffline(false);
  await expectSynced(page, 60_000);
  const admin = await device('admin@demo.test');
  await admin.page.goto(url);
  await admin.page.getByRole('tab', { name: 'Partida' }).click({ timeout: 30_000 });
  await expect(admin.page.getByTestId('match-scoreline')).toHaveText('2 × 1');
  await expect(admin.page.getByTestId('match-events').getByRole('listitem').filter({ hasText: `2º amarelo → vermelho — ${c}` })).toHaveCount(1);
  await admin.context.close();

  // Offline again, a goal; meanwhile the súmula is confirmed on the server (2 × 1): the goal is refused.
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Partida' }).click();
  await tap(page, 'Gol', b!);
  await expect(score).toHaveText('3 × 1');
  await expect(indicator(page)).toHaveAttribute('data-pending', '1');
  const confirmed = await push(await apiLogin('arbitro@demo.test'), 'duels.confirm', { id: fx.duelId, home_score: 2, away_score: 1 });
  expect(confirmed, confirmed.message).toMatchObject({ ok: true });
  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByText('1 alteração recusada pelo servidor').first()).toBeVisible();
  await expect(score).toHaveText('2 × 1');
  await indicator(page).click();
  const item = page.getByTestId('sync-panel').getByTestId('sync-rejected-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Súmula já confirmada: o jogo não aceita mais lançamentos.');

  // The confirmation wrote the regulation's suspension for the second yellow (server-side discipline):
  // in the home team's next match (the return leg, which the organiser schedules now), the player is
  // shown blocked with the reason.
  const organiserApi = await apiLogin('admin@demo.test');
  const played = rowsOf(await pullAll(organiserApi), 'duels').find((d) => d.id === fx.duelId)!;
  const next = { id: randomUUID() };
  const later = new Date(Date.parse(String(played.starts_at)) + 14 * 86_400_000).toISOString().slice(0, 10);
  const scheduled = await push(organiserApi, 'duels.put', {
    id: next.id, competition_id: fx.competitionId, phase_id: played.phase_id, group_id: played.group_id ?? null, round: Number(played.round) + 1,
    home_team_id: played.away_team_id, away_team_id: played.home_team_id, starts_at: `${later}T16:00`, venue: 'Estádio Municipal', status: 'agendada',
  });
  expect(scheduled, scheduled.message).toMatchObject({ ok: true });
  const organiser = await device('admin@demo.test');
  await organiser.page.goto(`/competitions/competitions/${fx.competitionId}/duels/show/${String(next!.id)}/partida`);
  const sent = organiser.page.getByTestId('lineup-person').and(organiser.page.locator(`[data-label="${c}"]`));
  await expect(sent.getByTestId('lineup-suspension')).toContainText('Suspenso', { timeout: 30_000 });
  await organiser.context.close();
  await context.close();
});

/**
 * A duel of this test's own between today's two teams (three days ago: the first test picks the
 * appointed match nearest to now), the referee appointed as in the seed, and its event rows on the server.
 */
async function ownDuel(): Promise<{ duelId: string; url: string; home: string; away: string }> {
  const referee = await apiLogin('arbitro@demo.test');
  const rows = await pullAll(referee);
  const entries = new Map(rowsOf(rows, 'competitionteams').map((e) => [e.id, e.team_id]));
  const withPlayers = new Set(rowsOf(rows, 'competitionmembers').map((m) => entries.get(m.competitionteam_id)));
  const appointment = rowsOf(rows, 'refereeappointments').find((a) => a.status === 'aceita' && a.user_id === referee.userId
    && rowsOf(rows, 'duels').some((d) => d.id === a.duel_id && withPlayers.has(d.home_team_id) && withPlayers.has(d.away_team_id)))!;
  const seeded = rowsOf(rows, 'duels').find((d) => d.id === appointment.duel_id)!;
  const teams = new Map(rowsOf(rows, 'teams').map((t) => [t.id, String(t.name)]));
  const admin = await apiLogin('admin@demo.test');
  const duelId = randomUUID();
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, args] of [
    ['duels.put', { id: duelId, competition_id: seeded.competition_id, phase_id: seeded.phase_id, group_id: seeded.group_id ?? null, round: seeded.round,
      home_team_id: seeded.home_team_id, away_team_id: seeded.away_team_id, starts_at: `${day}T10:00`, venue: 'Estádio Municipal', status: 'agendada' }],
    ['refereeappointments.put', { id: randomUUID(), duel_id: duelId, competition_id: seeded.competition_id, referee_id: appointment.referee_id,
      role_id: appointment.role_id, user_id: referee.userId, status: 'aceita' }],
  ] as const) {
    const written = await push(admin, name, args);
    expect(written, written.message).toMatchObject({ ok: true });
  }
  return {
    duelId, url: `/competitions/competitions/${String(seeded.competition_id)}/duels/show/${duelId}/partida`,
    home: teams.get(seeded.home_team_id)!, away: teams.get(seeded.away_team_id)!,
  };
}

const serverEvents = async (duelId: string) => rowsOf(await pullAll(await apiLogin('admin@demo.test')), 'duelevents').filter((e) => e.duel_id === duelId);

test('two devices of the referee record on one duel offline: after sync each event is there once, on both devices and on the server, with one score', async () => {
  test.setTimeout(240_000);
  const fx = await ownDuel();
  const a = await device('arbitro@demo.test');
  const b = await device('arbitro@demo.test');
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  for (const d of [a, b]) {
    await d.page.goto(fx.url);
    await expect(d.page.getByRole('heading', { level: 1, name: 'Modo partida' })).toBeVisible({ timeout: 30_000 });
  }
  const [p1, p2, p3] = await labels(a.page.getByRole('region', { name: fx.home }));
  const [q1] = await labels(a.page.getByRole('region', { name: fx.away }));

  // Device A: a home goal and a yellow to p3. Device B: an away goal, a yellow to the same p3, a home goal.
  await a.page.getByRole('tab', { name: 'Partida' }).click();
  await tap(a.page, 'Gol', p1!);
  await tap(a.page, 'Cartão amarelo', p3!);
  await expect(a.page.getByTestId('match-scoreline')).toHaveText('1 × 0');
  await b.page.getByRole('tab', { name: 'Partida' }).click();
  await b.page.getByRole('button', { name: fx.away, exact: true }).click();
  await tap(b.page, 'Gol', q1!);
  await b.page.getByRole('button', { name: fx.home, exact: true }).click();
  await tap(b.page, 'Cartão amarelo', p3!);
  await tap(b.page, 'Gol', p2!);
  await expect(b.page.getByTestId('match-scoreline')).toHaveText('1 × 1');

  // Back online: both flush; each then pulls the other's events (B at once, A at its next round).
  await a.context.setOffline(false);
  await expectSynced(a.page, 60_000);
  await b.context.setOffline(false);
  await expectSynced(b.page, 60_000);
  const once = [`Gol — ${p1}`, `Gol — ${p2}`, `Gol — ${q1}`, `Cartão amarelo — ${p3}`, `2º amarelo → vermelho — ${p3}`];
  for (const d of [b, a]) {
    await expect(d.page.getByTestId('match-scoreline')).toHaveText('2 × 1', { timeout: 60_000 });
    const items = d.page.getByTestId('match-events').getByRole('listitem');
    await expect(items).toHaveCount(once.length);
    for (const text of once) await expect(items.filter({ hasText: text })).toHaveCount(1);
  }
  const stored = await serverEvents(fx.duelId);
  expect(stored.map((e) => e.kind).sort()).toEqual(['goal', 'goal', 'goal', 'second_yellow', 'yellow']);

  // The same event again (a device replaying a push whose answer it never got): still one row.
  const { id, duel_id, team_id, kind, minute, period, person_id } = stored.find((e) => e.kind === 'goal')!;
  const replay = await push(await apiLogin('arbitro@demo.test'), 'duels.event', { id, duel_id, team_id, kind, minute, period, person_id });
  expect(replay, replay.message).toMatchObject({ ok: true });
  expect((await serverEvents(fx.duelId)).map((e) => e.id).sort()).toEqual(stored.map((e) => e.id).sort());
  await a.context.close();
  await b.context.close();
});
