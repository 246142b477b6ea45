// @vitest-environment jsdom
// The manager's team page (roster per competition) and the competitions open for entry, rendered
// through the real route table as an entity manager (no back-office permission): the device judges
// their writes over the replica (writableVia and its bounds), as the server will.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setNoticeSink, type Notice } from '../../lib/notices';
import type { UserInfo } from '../../domain/api';
import { cpfFromBase } from '../../domain/cpf';
import { uuidv7 } from '../../domain/uuid';
import type { TenantDb } from '../../data/tenant-db';
import { managerRoutes } from '../../routes/managers';
import { resourceRouteTable } from '../../routes/resources';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const MANAGER: UserInfo = { ...TEST_USER, admin: false, master: false, permissions_names: ['my_associations', 'my_teams', 'my_users'] };
const dbs: TenantDb[] = [];
const notices: Notice[] = [];
beforeAll(() => {
  installDomStubs();
  setNoticeSink((n) => notices.push(n));
});
afterEach(() => {
  cleanup();
  notices.length = 0;
});
afterAll(async () => {
  setNoticeSink(null);
  for (const d of dbs) await d.delete();
});

let cpf = 73_000_000;
async function world() {
  const db = freshDb();
  dbs.push(db);
  const entity = uuidv7();
  const other = uuidv7();
  const fut = uuidv7();
  const vol = uuidv7();
  const regulation = uuidv7();
  await seed(db, 'associations', [{ id: entity, name: 'Clube do Gestor' }, { id: other, name: 'Outro Clube' }]);
  await seed(db, 'associationmanagers', [{ id: uuidv7(), association_id: entity, user_id: MANAGER.id }]);
  await seed(db, 'sports', [{ id: fut, name: 'Futebol', code: 'FUT', team_sport: true, active: true }, { id: vol, name: 'Vôlei', code: 'VOL', team_sport: true, active: true }]);
  const competition = (name: string, status: string, over: Record<string, unknown> = {}) => ({ id: uuidv7(), name, sport_id: fut, season: 2026, regulation_id: regulation, status, ...over });
  const open = competition('Copa Aberta', 'inscricoes', { gender: 'masculino' });
  const women = competition('Copa Feminina', 'inscricoes', { gender: 'feminino' });
  const running = competition('Copa em Andamento', 'em_andamento');
  await seed(db, 'competitions', [open, women, running]);
  const team = (name: string, sport: string, gender: string) => ({ id: uuidv7(), name, association_id: entity, sport_id: sport, category: 'Adulto', gender });
  const teams = { fut: team('Gestor Futebol', fut, 'masculino'), reserve: team('Gestor Futebol B', fut, 'masculino'), vol: team('Gestor Vôlei', vol, 'masculino') };
  await seed(db, 'teams', Object.values(teams));
  const person = (name: string, association: string) => ({
    id: uuidv7(), user_id: uuidv7(), name, cpf: cpfFromBase(String(cpf++)), birthdate: '2000-01-01', gender: 'masculino', association_id: association,
  });
  const people = { ana: person('Ana Atleta', entity), bia: person('Bia Zagueira', entity), stranger: person('Carla de Fora', other) };
  await seed(db, 'profiles', Object.values(people));
  return { db, entity, open, women, running, teams, people };
}

describe('competitions open for entry', () => {
  it('lists only open competitions with the entity\'s teams that fit; Inscrever writes a pending entry, which the manager withdraws', async () => {
    const w = await world();
    const confirmed = { id: uuidv7(), competition_id: w.open.id, team_id: w.teams.reserve.id, status: 'confirmada' };
    await seed(w.db, 'competitionteams', [confirmed]);
    renderRoute(w.db, `/my/associations/competitions/open/${w.entity}`, MANAGER, managerRoutes);
    const cards = await screen.findAllByTestId('open-competition', {}, SLOW);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Copa Aberta', 'Copa Feminina']);
    const [open, women] = cards as [HTMLElement, HTMLElement];
    // Futebol masculino fits the open men's cup; the volleyball team fits nothing; no team fits the women's cup.
    expect(within(open).getAllByTestId('entry-option').map((o) => within(o).getByRole('link').textContent)).toEqual(['Gestor Futebol', 'Gestor Futebol B']);
    expect(within(women).getByText(/Nenhuma equipe da entidade se encaixa/)).toBeTruthy();
    expect(within(open).getByText('Confirmada')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Retirar pedido de Gestor Futebol B' })).toBeNull();

    fireEvent.click(within(open).getByRole('button', { name: 'Inscrever Gestor Futebol' }));
    await waitFor(async () => {
      const rows = await w.db.rows('competitionteams').where('team_id').equals(w.teams.fut.id).toArray();
      expect(rows).toMatchObject([{ competition_id: w.open.id, status: 'pendente' }]);
    }, SLOW);
    fireEvent.click(await within(open).findByRole('button', { name: 'Retirar pedido de Gestor Futebol' }, SLOW));
    fireEvent.click(within(open).getByRole('button', { name: 'Confirmar retirada' }));
    await waitFor(async () => expect(await w.db.rows('competitionteams').where('team_id').equals(w.teams.fut.id).count()).toBe(0), SLOW);
    expect(notices.map((n) => n.title)).toEqual(['Pedido de inscrição de Gestor Futebol enviado à federação.', 'Pedido de inscrição de Gestor Futebol retirado.']);
  });

  it('does not show another entity\'s competitions page to a manager of a different entity', async () => {
    const w = await world();
    renderRoute(w.db, `/my/associations/competitions/open/${uuidv7()}`, MANAGER, managerRoutes);
    expect(await screen.findByText('Esta entidade não está entre as que você administra neste aparelho.', {}, SLOW)).toBeTruthy();
  });
});

describe('the team page', () => {
  it('adds a person of the entity with role and shirt number, edits and removes them; refuses an athlete entered by another team', async () => {
    const w = await world();
    const entry = { id: uuidv7(), competition_id: w.open.id, team_id: w.teams.fut.id, status: 'pendente' };
    const reserveEntry = { id: uuidv7(), competition_id: w.open.id, team_id: w.teams.reserve.id, status: 'confirmada' };
    await seed(w.db, 'competitionteams', [entry, reserveEntry]);
    await seed(w.db, 'competitionmembers', [{ id: uuidv7(), competition_id: w.open.id, competitionteam_id: reserveEntry.id, profile_id: w.people.bia.id, role: 'atleta' }]);
    renderRoute(w.db, `/my/associations/teams/${w.entity}/${w.teams.fut.id}`, MANAGER, managerRoutes);
    const section = await screen.findByRole('region', { name: 'Copa Aberta' }, SLOW);
    expect(within(section).getByText('Pendente')).toBeTruthy();
    const person = within(section).getByRole('combobox', { name: 'Pessoa' });
    // The entity's people only (the replica holds no other entity's people but the test seeded one).
    expect([...(person as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Escolha uma pessoa da entidade…', 'Ana Atleta', 'Bia Zagueira']);
    fireEvent.change(person, { target: { value: w.people.ana.id } });
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'Número da camisa' }), { target: { value: '10' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Adicionar' }));
    await within(section).findByRole('button', { name: 'Editar Ana Atleta' }, SLOW);
    // The form is ready for the next person, and no longer offers Ana.
    expect((within(section).getByRole('combobox', { name: 'Pessoa' }) as HTMLSelectElement).value).toBe('');
    expect(within(section).queryByRole('option', { name: 'Ana Atleta' })).toBeNull();
    const [added] = await w.db.rows('competitionmembers').where('competitionteam_id').equals(entry.id).toArray();
    expect(added).toMatchObject({ profile_id: w.people.ana.id, role: 'atleta', shirt_number: 10, competition_id: w.open.id });

    fireEvent.click(within(section).getByRole('button', { name: 'Editar Ana Atleta' }));
    fireEvent.change(within(section).getByRole('combobox', { name: 'Função' }), { target: { value: 'tecnico' } });
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'Número da camisa' }), { target: { value: '' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await w.db.rows('competitionmembers').get(String(added!.id))).toMatchObject({ role: 'tecnico', shirt_number: null }), SLOW);

    // Bia plays for the entity's other team in this cup: refused on the device, in pt-BR.
    fireEvent.change(within(section).getByRole('combobox', { name: 'Pessoa' }), { target: { value: w.people.bia.id } });
    fireEvent.click(within(section).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'error', title: 'Este atleta já está inscrito por outra equipe nesta competição.' }), SLOW);
    expect(await w.db.rows('competitionmembers').where('competitionteam_id').equals(entry.id).count()).toBe(1);

    fireEvent.click(within(section).getByRole('button', { name: 'Retirar Ana Atleta' }));
    await waitFor(async () => expect(await w.db.rows('competitionmembers').where('competitionteam_id').equals(entry.id).count()).toBe(0), SLOW);
  });

  it('the entity\'s team list opens the team page, and /create still opens the form', async () => {
    const w = await world();
    // The entity's team list is a nested screen of the associations view, routed with the resources.
    const { router } = renderRoute(w.db, `/my/associations/teams/${w.entity}`, MANAGER, [...managerRoutes, ...resourceRouteTable]);
    fireEvent.click(await screen.findByText('Gestor Futebol', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my/associations/teams/${w.entity}/${w.teams.fut.id}`), SLOW);
    expect(await screen.findByText(/Esta equipe ainda não está inscrita em nenhuma competição/, {}, SLOW)).toBeTruthy();
    await router.navigate({ to: `/my/associations/teams/${w.entity}/create` });
    expect(await screen.findByRole('heading', { level: 1, name: /Nova equipe|Equipe/ }, SLOW)).toBeTruthy();
    // The heading comes before the form's fields (the form waits for its lookups): wait for the field.
    expect(await screen.findByRole('textbox', { name: /Nome/ }, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Esta equipe ainda não está inscrita/)).toBeNull();
  });
});
