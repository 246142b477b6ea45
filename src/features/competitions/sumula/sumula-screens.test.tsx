// @vitest-environment jsdom
// The súmula's "after" on the duel page, in the real providers over a fake-indexeddb replica: the
// appointed árbitro sets a PIN, fills the report, a wrong PIN is refused, the right one confirms
// (the outbox holds the report, never the PIN) and the page shows the súmula locked; a divergent
// duel shows both versions side by side to an admin, with its badge in the competition's list; the
// árbitro whose confirmation is in it sees no resolution form, only the addenda.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../domain/api';
import { competitionPlayRoutes } from '../../../routes/competition-play';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../../tests/support/ui-harness';
import { smallCompetition, tid } from '../play/test-competition';

const db = freshDb();
const REFEREE: UserInfo = { ...TEST_USER, id: '0190f0a0-0000-7000-8000-0000000000bb', name: 'Rafael Árbitro', admin: false, master: false, permissions_names: ['my_referees'] };
const MESARIO_ID = '0190f0a0-0000-7000-8000-0000000000dd';
const rows = smallCompetition(1);
const base = `/competitions/competitions/${rows.competition.id}`;
const duel = (name: string, over: Record<string, unknown> = {}) => ({
  id: tid('sumula-duel', name), competition_id: rows.competition.id, phase_id: rows.phases[0]!.id, group_id: rows.groups[0]!.id, round: 1,
  home_team_id: rows.teams[0]!.id, away_team_id: rows.teams[1]!.id, starts_at: '2026-11-24T16:00', venue: 'Estádio Municipal', status: 'agendada', ...over,
});

beforeAll(async () => {
  installDomStubs();
  await seed(db, 'sports', [{ id: tid('sport'), name: 'Futebol', code: 'FUT' }]);
  await seed(db, 'regulations', rows.regulations);
  await seed(db, 'competitions', [rows.competition]);
  await seed(db, 'phases', rows.phases);
  await seed(db, 'groups', rows.groups);
  await seed(db, 'teams', rows.teams);
  await seed(db, 'competitionteams', rows.competitionteams);
  await seed(db, 'refereeroles', [{ id: tid('role'), name: 'Árbitro', sumula_access: 'confirma' }]);
  await seed(db, 'referees', [{ id: tid('referee'), name: 'Rafael Árbitro', user_id: REFEREE.id, active: true }]);
  await seed(db, 'duels', [
    duel('open'),
    duel('divergent', { sumula_status: 'divergencia', sumula_divergence: 'Confirmações diferentes: 1 × 0 e 2 × 0.', sumula_home_score: 2, sumula_away_score: 0, sumula_claims: [
      { home_score: 1, away_score: 0, by: REFEREE.id, at: '2026-11-24T18:00:00Z', observations: 'Versão do árbitro.' },
      { home_score: 2, away_score: 0, by: MESARIO_ID, at: '2026-11-24T18:05:00Z', observations: 'Versão do mesário.' },
    ] }),
  ]);
  await seed(db, 'refereeappointments', ['open', 'divergent'].map((name) => ({
    id: tid('appointment', name), duel_id: tid('sumula-duel', name), competition_id: rows.competition.id, referee_id: tid('referee'), role_id: tid('role'), user_id: REFEREE.id, status: 'aceita',
  })));
  await seed(db, 'duelevents', [{ id: tid('event', 'goal'), duel_id: tid('sumula-duel', 'open'), competition_id: rows.competition.id, team_id: rows.teams[0]!.id, kind: 'goal', period: 1, minute: 12, author_id: REFEREE.id }]);
});
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

describe('the súmula after the whistle', () => {
  it('the árbitro sets a PIN, fills the report and confirms with it; the page locks; the PIN never reaches the outbox', async () => {
    renderRoute(db, `${base}/duels/show/${tid('sumula-duel', 'open')}`, REFEREE, competitionPlayRoutes);
    await screen.findByRole('heading', { name: 'Encerrar e confirmar a súmula' }, SLOW);
    // The referee arrives here from their scale ("Abrir súmula"): the match mode is one tap away.
    expect(screen.getByRole('link', { name: 'Modo partida (súmula)' }).getAttribute('href')).toBe(`${base}/duels/show/${tid('sumula-duel', 'open')}/partida`);
    expect(screen.getByLabelText(`Gols — ${rows.teams[0]!.name}`)).toHaveProperty('value', '1');
    fireEvent.change(screen.getByLabelText('Novo PIN'), { target: { value: '4821' } });
    fireEvent.change(screen.getByLabelText('Repita o PIN'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar PIN' }));
    const pinField = await screen.findByLabelText('Seu PIN da súmula', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: 'Gramado encharcado.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ocorrência' }));
    fireEvent.change(screen.getByLabelText('Categoria da ocorrência 1'), { target: { value: 'atraso' } });
    fireEvent.change(screen.getByLabelText('Descrição da ocorrência 1'), { target: { value: 'Visitante entrou 10 minutos atrasado.' } });
    fireEvent.change(screen.getByLabelText(`Capitão — ${rows.teams[0]!.name}`), { target: { value: 'João Capitão' } });
    fireEvent.click(screen.getByRole('checkbox', { name: `Ciente da súmula (${rows.teams[0]!.name})` }));
    fireEvent.change(pinField, { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar súmula com PIN' }));
    expect(await screen.findByText('PIN incorreto.', undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Seu PIN da súmula'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar súmula com PIN' }));
    const locked = await screen.findByTestId('sumula-locked', undefined, SLOW);
    expect(within(locked).getByRole('heading', { level: 2 }).textContent).toMatch(/^Súmula confirmada por Rafael Árbitro em /);
    expect(within(locked).getByTestId('sumula-pending')).toBeTruthy();
    expect(within(locked).getByText(/Gramado encharcado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar súmula com PIN' })).toBeNull();
    const outbox = await db.outbox.toArray();
    const confirm = outbox.find((e) => e.name === 'duels.confirm')!;
    expect(confirm.args).toMatchObject({
      home_score: 1, away_score: 0, observations: 'Gramado encharcado.',
      incidents: [{ category: 'atraso', text: 'Visitante entrou 10 minutos atrasado.' }],
      captains: [{ team_id: rows.teams[0]!.id, name: 'João Capitão', ciente: true }],
    });
    expect(JSON.stringify(outbox)).not.toContain('4821');
    expect(outbox.find((e) => e.name === 'refereepins.put')!.args).not.toHaveProperty('pin');
  }, 30_000);

  it('a divergent duel: the admin sees both confirmations beside the events, and the list marks it', async () => {
    renderRoute(db, `${base}/duels/show/${tid('sumula-duel', 'divergent')}`, TEST_USER, competitionPlayRoutes);
    const panel = await screen.findByTestId('sumula-divergence', undefined, SLOW);
    const versions = within(panel).getAllByTestId('divergence-version');
    expect(versions.map((v) => within(v).getByRole('heading', { level: 3 }).textContent)).toEqual([
      `Lançamentos: ${rows.teams[0]!.name} 0 × 0 ${rows.teams[1]!.name}`,
      `Confirmação 1: ${rows.teams[0]!.name} 1 × 0 ${rows.teams[1]!.name}`,
      `Confirmação 2: ${rows.teams[0]!.name} 2 × 0 ${rows.teams[1]!.name}`,
    ]);
    expect(within(versions[1]!).getByText(/Versão do árbitro/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Resolver divergência' })).toBeTruthy();
    cleanup();
    renderRoute(db, `${base}/all_duels`, TEST_USER, competitionPlayRoutes);
    await waitFor(() => expect(screen.getAllByTestId('duel-line').filter((l) => within(l).queryByTestId('badge-divergencia'))).not.toHaveLength(0), SLOW);
    const marked = screen.getAllByTestId('duel-line').filter((l) => within(l).queryByTestId('badge-divergencia'));
    expect(marked.every((l) => l.querySelector(`a[href$='${tid('sumula-duel', 'divergent')}']`))).toBe(true);
  }, 30_000);

  it('the árbitro whose confirmation diverged sees the versions but no resolution form: the federation resolves, he writes addenda', async () => {
    renderRoute(db, `${base}/duels/show/${tid('sumula-duel', 'divergent')}`, REFEREE, competitionPlayRoutes);
    const panel = await screen.findByTestId('sumula-divergence', undefined, SLOW);
    expect(within(panel).queryByRole('button', { name: 'Resolver divergência' })).toBeNull();
    expect(within(panel).getByTestId('resolve-elsewhere').textContent).toMatch(/resolvida pela federação/);
    expect(within(panel).getByRole('heading', { name: 'Adendos' })).toBeTruthy();
  }, 30_000);

  it('someone who is neither admin nor appointed sees no confirmation form', async () => {
    const stranger: UserInfo = { ...REFEREE, id: '0190f0a0-0000-7000-8000-0000000000cc', name: 'Outra Pessoa' };
    renderRoute(db, `${base}/duels/show/${tid('sumula-duel', 'divergent')}`, stranger, competitionPlayRoutes);
    await screen.findByTestId('duel-scoreline', undefined, SLOW);
    expect(screen.queryByTestId('sumula-divergence')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Encerrar e confirmar a súmula' })).toBeNull();
    // The organisers' buttons are not theirs either (the page opens to referees for the súmula).
    expect(screen.queryByRole('button', { name: 'Editar data, local e mando' })).toBeNull();
  }, 30_000);
});
