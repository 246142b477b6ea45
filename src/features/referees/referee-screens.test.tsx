// @vitest-environment jsdom
// The scale and the referee's own appointments inside the real providers over a fake-indexeddb
// replica: warnings shown before and after saving an appointment (written through the outbox),
// filters, change and removal; accept and decline (with a note) as an owner write, pending until
// the server answers, and the súmula link of an accepted appointment.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/api';
import { brasiliaDay } from '../../domain/dates';
import { uuidv7 } from '../../domain/uuid';
import { refereeRoutes } from '../../routes/referees';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = freshDb();
beforeAll(() => installDomStubs());
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const REFEREE_USER: UserInfo = { ...TEST_USER, id: uuidv7(), name: 'Rafael Árbitro', admin: false, master: false, permissions_names: ['my_referees'] };
const id = {
  sport: uuidv7(), regulation: uuidv7(), competition: uuidv7(), other: uuidv7(), category: uuidv7(), roleMain: uuidv7(), roleAssistant: uuidv7(),
  rafael: uuidv7(), bruna: uuidv7(), tigres: uuidv7(), leoes: uuidv7(), onças: uuidv7(), lobos: uuidv7(), assocTigres: uuidv7(),
  duelToday: uuidv7(), duelClash: uuidv7(), duelNext: uuidv7(), duelOther: uuidv7(), appToday: uuidv7(), appNext: uuidv7(),
};
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return brasiliaDay(d);
};

beforeEach(async () => {
  await Promise.all(['refereeappointments', 'duels'].map((c) => db.rows(c).clear()));
  await db.outbox.clear();
  await db.serverRows.clear();
  await seed(db, 'sports', [{ id: id.sport, name: 'Futebol', code: 'FUT' }]);
  await seed(db, 'regulations', [{ id: id.regulation, name: 'Amador', sport_id: id.sport, win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points'] }]);
  await seed(db, 'competitions', [
    { id: id.competition, name: 'Estadual Amador', season: 2026, sport_id: id.sport, regulation_id: id.regulation, referee_min_level: 2 },
    { id: id.other, name: 'Copa Juvenil', season: 2026, sport_id: id.sport, regulation_id: id.regulation },
  ]);
  await seed(db, 'teams', [
    { id: id.tigres, name: 'Tigres', association_id: id.assocTigres, sport_id: id.sport },
    { id: id.leoes, name: 'Leões', association_id: uuidv7(), sport_id: id.sport },
    { id: id.onças, name: 'Onças', association_id: uuidv7(), sport_id: id.sport },
    { id: id.lobos, name: 'Lobos', association_id: uuidv7(), sport_id: id.sport },
  ]);
  await seed(db, 'refereecategories', [{ id: id.category, name: 'Estadual', level: 3 }]);
  await seed(db, 'refereeroles', [{ id: id.roleMain, name: 'Árbitro', sumula_access: 'confirma' }, { id: id.roleAssistant, name: 'Assistente 1' }]);
  await seed(db, 'referees', [
    { id: id.rafael, name: 'Rafael Árbitro', user_id: REFEREE_USER.id, category_id: id.category, association_id: id.assocTigres, active: true },
    { id: id.bruna, name: 'Bruna Assistente', active: true },
  ]);
  const duel = (duelId: string, competition: string, home: string, away: string, startsAt: string) => ({
    id: duelId, competition_id: competition, phase_id: uuidv7(), round: 1, home_team_id: home, away_team_id: away, starts_at: startsAt, venue: 'Estádio Municipal', status: 'agendada',
  });
  await seed(db, 'duels', [
    duel(id.duelToday, id.competition, id.tigres, id.leoes, `${day(0)}T16:00`),
    duel(id.duelClash, id.other, id.onças, id.lobos, `${day(0)}T17:00`),
    duel(id.duelNext, id.competition, id.lobos, id.onças, `${day(7)}T16:00`),
    duel(id.duelOther, id.other, id.leoes, id.lobos, `${day(40)}T10:00`),
  ]);
  await seed(db, 'refereeappointments', [
    { id: id.appToday, duel_id: id.duelToday, competition_id: id.competition, referee_id: id.rafael, role_id: id.roleMain, user_id: REFEREE_USER.id, status: 'aceita' },
    { id: id.appNext, duel_id: id.duelNext, competition_id: id.competition, referee_id: id.rafael, role_id: id.roleMain, user_id: REFEREE_USER.id, status: 'pendente' },
  ]);
});

const card = async (title: string) => (await screen.findByRole('article', { name: title }, SLOW));
const select = (within_: HTMLElement, label: string, value: string) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('the scale (/referees/referees/all)', () => {
  it('shows each appointment\'s warnings: the link to the home team\'s association and the category below the competition\'s minimum', async () => {
    renderRoute(db, '/referees/referees/all', TEST_USER, refereeRoutes);
    const today = await card('Tigres × Leões');
    const warnings = within(today).getByRole('list', { name: 'Avisos' });
    expect(within(warnings).getByText('Vínculo: Rafael Árbitro é ligado(a) à entidade de Tigres (mandante).')).toBeTruthy();
    expect(within(warnings).getByText(/Categoria: Rafael Árbitro é de nível 3; a competição pede nível 2/)).toBeTruthy();
    expect(within(today).getByText('Aceita')).toBeTruthy();
  });

  it('appointing a referee already in an overlapping match warns before saving, saves through the outbox, and keeps the warning after', async () => {
    renderRoute(db, '/referees/referees/all', TEST_USER, refereeRoutes);
    const clash = await card('Onças × Lobos');
    fireEvent.click(within(clash).getByRole('button', { name: 'Escalar árbitro em Onças × Lobos' }));
    const form = within(clash).getByRole('form', { name: 'Escalar árbitro' });
    select(form, 'Árbitro', id.rafael);
    select(form, 'Função', id.roleMain);
    const before = await within(form).findByText(/Conflito de horário: Rafael Árbitro também está escalado\(a\) em Tigres × Leões/, {}, SLOW);
    expect(before.textContent).toContain('cada jogo ocupa 120 min');
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar mesmo assim' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), SLOW);
    const entry = (await db.outbox.toArray())[0]!;
    expect(entry).toMatchObject({ name: 'refereeappointments.put', args: { duel_id: id.duelClash, referee_id: id.rafael, role_id: id.roleMain, user_id: REFEREE_USER.id, status: 'pendente' } });
    await waitFor(() => expect(within(clash).getByText(/Conflito de horário/)).toBeTruthy(), SLOW);
    expect(within(clash).getByText('Aguardando resposta')).toBeTruthy();
    // The other match now warns about this one too (the same clash, seen from the other side).
    expect(within(await card('Tigres × Leões')).getByText(/Conflito de horário: Rafael Árbitro também está escalado\(a\) em Onças × Lobos/)).toBeTruthy();
  });

  it('filters by competition and by "sem árbitro"; an empty filter says so', async () => {
    renderRoute(db, '/referees/referees/all', TEST_USER, refereeRoutes);
    await card('Tigres × Leões');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Só jogos sem árbitro' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tigres × Leões' })).toBeNull(), SLOW);
    expect(screen.getAllByTestId('scale-duel').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Onças × Lobos', 'Leões × Lobos']);
    fireEvent.change(screen.getByLabelText('Competição'), { target: { value: id.competition } });
    expect(await screen.findByText('Nenhum jogo neste filtro. Mude a competição ou o período.')).toBeTruthy();
  });

  it('changes an appointment to another referee (a new answer is due) and removes one after confirming', async () => {
    renderRoute(db, '/referees/referees/all', TEST_USER, refereeRoutes);
    const next = await card('Lobos × Onças');
    fireEvent.click(within(next).getByRole('button', { name: 'Trocar Rafael Árbitro (Árbitro)' }));
    const form = within(next).getByRole('form', { name: 'Trocar escala' });
    select(form, 'Árbitro', id.bruna);
    expect(await within(form).findByText(/Bruna Assistente não tem categoria com nível/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar mesmo assim' }));
    const remove = await within(next).findByRole('button', { name: 'Remover Bruna Assistente (Árbitro)' }, SLOW);
    expect((await db.rows('refereeappointments').get(id.appNext))).toMatchObject({ referee_id: id.bruna, user_id: null, status: 'pendente' });
    fireEvent.click(remove);
    fireEvent.click(within(within(next).getByRole('group', { name: 'Confirmar remoção de Bruna Assistente (Árbitro)' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(next).getByText('Sem árbitro escalado.')).toBeTruthy(), SLOW);
    expect(await db.rows('refereeappointments').get(id.appNext)).toBeUndefined();
  });
});

describe('my appointments (/my/referees/scales)', () => {
  it('lists upcoming appointments with date, teams, venue, role and status; links the accepted one to its súmula', async () => {
    renderRoute(db, '/my/referees/scales', REFEREE_USER, refereeRoutes);
    const today = await card('Tigres × Leões');
    expect(within(today).getByText(/Estádio Municipal/)).toBeTruthy();
    expect(within(today).getByText(/Função: Árbitro/)).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Abrir súmula' }).getAttribute('href')).toBe(`/competitions/competitions/${id.competition}/duels/show/${id.duelToday}`);
    const next = await card('Lobos × Onças');
    expect(within(next).getByText('Aguardando resposta')).toBeTruthy();
    expect(within(next).queryByText('Pendente')).toBeNull(); // nothing waiting to sync
    expect(within(next).queryByRole('link', { name: 'Abrir súmula' })).toBeNull();
  });

  it('accepts and declines with a note as owner writes, shown pending until the server answers', async () => {
    renderRoute(db, '/my/referees/scales', REFEREE_USER, refereeRoutes);
    const next = await card('Lobos × Onças');
    fireEvent.click(within(next).getByRole('button', { name: 'Recusar Lobos × Onças' }));
    fireEvent.change(within(next).getByLabelText('Motivo (opcional)'), { target: { value: 'Viagem marcada' } });
    fireEvent.click(within(next).getByRole('button', { name: 'Confirmar recusa' }));
    await waitFor(() => expect(within(next).getByText('Recusada')).toBeTruthy(), SLOW);
    expect(within(next).getByText('Sua observação: Viagem marcada')).toBeTruthy();
    expect(within(next).getByText('Pendente')).toBeTruthy(); // the sync badge: not on the server yet
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'refereeappointments.put', args: { id: id.appNext, status: 'recusada', note: 'Viagem marcada', responded_at: expect.any(String) } });

    fireEvent.click(within(next).getByRole('button', { name: 'Aceitar Lobos × Onças' }));
    await waitFor(() => expect(within(next).getByRole('link', { name: 'Abrir súmula' })).toBeTruthy(), SLOW);
    expect(await db.rows('refereeappointments').get(id.appNext)).toMatchObject({ status: 'aceita', note: null });
  });

  it('an empty list explains itself', async () => {
    await db.rows('refereeappointments').clear();
    renderRoute(db, '/my/referees/scales', REFEREE_USER, refereeRoutes);
    expect(await screen.findByText('Nenhuma escala por enquanto. Quando a federação escalar você, o jogo aparece aqui.', {}, SLOW)).toBeTruthy();
  });
});
