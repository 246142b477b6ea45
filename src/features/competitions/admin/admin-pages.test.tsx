// @vitest-environment jsdom
// The competitions area's own screens over a fake-indexeddb replica: the medal table, a ranking's
// table on its show page, the pending entries (accept/refuse) and the hub links.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/uuid';
import { competitionRoutes } from '../../../routes/competitions';
import { resourceRouteTable } from '../../../routes/resources';
// The real route table, which the hub's links ask (app/route-table.ts).
import '../../../routes/registry';
import { freshDb, renderRoute, seed, SLOW, warmUp } from '../../../../tests/support/ui-harness';
import { existingLinks } from './screen-links';

const db = freshDb();
const table = [...resourceRouteTable, ...competitionRoutes];
beforeAll(async () => {
  await warmUp();
  await import('./pages');
});
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const bodyRows = (caption: string) => within(screen.getByRole('table', { name: caption })).getAllByRole('row').slice(1)
  .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));

describe('competitions admin screens', () => {
  it('medal table: gold → silver → bronze, a tied first place gives two golds and a shared position', async () => {
    const games = uuidv7();
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'olympics', [{ id: games, name: 'Jogos Abertos 2026', starts_on: '2026-07-01', ends_on: '2026-07-10' }]);
    await seed(db, 'associations', [{ id: a, name: 'Araraquara' }, { id: b, name: 'Bauru' }, { id: c, name: 'Campinas' }]);
    const score = (association_id: string, place: number) => ({ id: uuidv7(), olympics_id: games, association_id, sport_id: uuidv7(), event: '100 m', place });
    await seed(db, 'olympicsscores', [score(a, 1), score(b, 1), score(c, 3), score(c, 2)]);
    renderRoute(db, `/competitions/olympics/results/${games}`, undefined, table);
    const caption = 'Quadro de medalhas — Jogos Abertos 2026';
    expect(await screen.findByRole('heading', { level: 1, name: caption }, SLOW)).toBeTruthy();
    await screen.findByRole('table', { name: caption }, SLOW);
    expect(bodyRows(caption)).toEqual([
      ['1ºempate', 'Araraquara', '1', '0', '0', '1'],
      ['1ºempate', 'Bauru', '1', '0', '0', '1'],
      ['3º', 'Campinas', '0', '1', '1', '2'],
    ]);
  });

  it('ranking show page adds the points table over its competitions, ties shared', async () => {
    const [c1, c2, t1, t2, t3, ranking] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: c1, name: 'Etapa 1' }, { id: c2, name: 'Etapa 2' }]);
    await seed(db, 'teams', [{ id: t1, name: 'Alfa' }, { id: t2, name: 'Beta' }, { id: t3, name: 'Gama' }]);
    const s = (competition_id: string, team_id: string, position: number) => ({ id: uuidv7(), competition_id, team_id, position });
    await seed(db, 'competitionscores', [s(c1, t1, 1), s(c1, t2, 2), s(c2, t2, 1), s(c2, t1, 2), s(c2, t3, 3)]);
    await seed(db, 'rankings', [{ id: ranking, name: 'Ranking estadual', competition_ids: [c1, c2], points_table: [10, 6, 4] }]);
    renderRoute(db, `/rankings/show/${ranking}`, undefined, table);
    const caption = 'Classificação do ranking';
    await screen.findByRole('table', { name: caption }, SLOW);
    await waitFor(() => expect(bodyRows(caption)).toEqual([
      ['1ºempate', 'Alfa', '10', '6', '16'],
      ['1ºempate', 'Beta', '6', '10', '16'],
      ['3º', 'Gama', '—', '4', '4'],
    ]), SLOW);
  });

  it('pending entries: one tap accepts an entry, which leaves the list', async () => {
    const [comp, team, entry] = [uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Copa Aberta' }]);
    await seed(db, 'teams', [{ id: team, name: 'Leões' }]);
    await seed(db, 'competitionteams', [{ id: entry, competition_id: comp, team_id: team, status: 'pendente' }]);
    renderRoute(db, '/competitions/teams/pending/list', undefined, table);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar Leões' }, SLOW));
    await screen.findByText('Nenhuma inscrição aguardando resposta.', {}, SLOW);
    expect((await db.rows('competitionteams').get(entry) as { status?: string }).status).toBe('confirmada');
  });

  it('the competition hub links only to the sub-screens in the route table', async () => {
    const comp = uuidv7();
    await seed(db, 'competitions', [{ id: comp, name: 'Série A 2023' }]);
    renderRoute(db, `/competitions/competitions/show/${comp}`, undefined, table);
    const nav = await screen.findByRole('navigation', { name: 'Telas da competição' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Equipes' }).getAttribute('href')).toBe(`/competitions/competitions/${comp}/teams`);
    expect(within(nav).getByRole('link', { name: 'Fases' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Classificação' }).getAttribute('href')).toBe(`/competitions/competitions/${comp}/classifications`);
    // A screen missing from the route table gets no (dead) link.
    const links = [{ path: '/a/$id', label: 'A' }, { path: '/b/$id', label: 'B' }];
    expect(existingLinks(links, { id: 'x' }, new Set(['/b/$id']))).toEqual([{ href: '/b/x', label: 'B' }]);
  });

  it('punishment form: shows only the fields the chosen kind needs, and saves a hidden one empty', async () => {
    const { router } = renderRoute(db, '/competitions/punishments/create', undefined, table);
    const kind = await screen.findByLabelText(/^Tipo/, {}, SLOW);
    expect(screen.queryByLabelText(/^Pontos/)).toBeNull();
    fireEvent.change(kind, { target: { value: 'suspensao_partidas' } });
    const matches = await screen.findByLabelText(/^Partidas/);
    expect(screen.queryByLabelText(/^Valor da multa/)).toBeNull();
    fireEvent.change(matches, { target: { value: '3' } });
    // A fine instead: the number of matches typed before is not saved.
    fireEvent.change(kind, { target: { value: 'multa' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Partidas/)).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Valor da multa/), { target: { value: '5.000,00' } });
    fireEvent.change(screen.getByLabelText(/^Pessoa/), { target: { value: uuidv7() } });
    fireEvent.change(screen.getByLabelText(/^Fundamento/), { target: { value: 'CBJD art. 258' } });
    fireEvent.change(screen.getByLabelText(/^Decidido por/), { target: { value: 'STJD' } });
    fireEvent.change(screen.getByLabelText(/^Data da decisão/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^Situação/), { target: { value: 'definitiva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitions/punishments'), SLOW);
    const [saved] = (await db.rows('punishments').toArray()) as Record<string, unknown>[];
    expect(saved).toMatchObject({ kind: 'multa', amount_cents: 500000, matches: null });
  });

  it('external punishments lists only the decisions of outside bodies', async () => {
    const base = { kind: 'multa', amount_cents: 100, basis: '', decided_by: 'STJD', decided_at: '2026-02-01', status: 'definitiva' };
    await seed(db, 'punishments', [
      { ...base, id: uuidv7(), basis: 'Decisão do STJD', external: true },
      { ...base, id: uuidv7(), basis: 'Decisão da própria federação', external: false },
    ]);
    renderRoute(db, '/competitions/punishments/external', undefined, table);
    expect(await screen.findByText('Decisão do STJD', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Decisão da própria federação')).toBeNull();
  });

  it('members CSV import: preview of accepted and refused rows, then only the accepted are written', async () => {
    const [comp, team, entry, person] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Copa Sub-17' }]);
    await seed(db, 'teams', [{ id: team, name: 'Tigres' }]);
    await seed(db, 'competitionteams', [{ id: entry, competition_id: comp, team_id: team }]);
    await seed(db, 'profiles', [{ id: person, name: 'Joana Lima', cpf: '52998224725' }]);
    const { router } = renderRoute(db, `/competitions/competitions/${comp}/members/${entry}/import/players`, undefined, table);
    await screen.findByRole('heading', { level: 1, name: 'Importar atletas — Tigres' }, SLOW);
    fireEvent.change(screen.getByLabelText('Ou cole a lista'), { target: { value: 'cpf;camisa;funcao\n529.982.247-25;10;atleta\n11144477735;9;atleta' } });
    expect((await screen.findByText('1 aceitas, 1 recusadas.', {}, SLOW))).toBeTruthy();
    expect(screen.getByText('Recusada: CPF não cadastrado: cadastre a pessoa antes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importar 1 aceitas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/competitions/competitions/${comp}/members/${entry}`), SLOW);
    const members = (await db.rows('competitionmembers').toArray()) as Record<string, unknown>[];
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ profile_id: person, competitionteam_id: entry, competition_id: comp, shirt_number: 10, role: 'atleta' });
  });

  it('"Distribuir baterias" seeds heats and lanes from entry times and keeps the seed on the phase', async () => {
    const [comp, phase] = [uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Estadual de Natação' }]);
    await seed(db, 'phases', [{ id: phase, competition_id: comp, name: 'Eliminatórias 50 m', kind: 'heats', order: 1, lanes: 4 }]);
    const teams = Array.from({ length: 6 }, (_, i) => ({ id: uuidv7(), name: `Nadador ${i + 1}` }));
    await seed(db, 'teams', teams);
    const entries = teams.map((team, i) => ({ id: uuidv7(), competition_id: comp, team_id: team.id, entry_time_ms: 25_000 + i * 100 }));
    await seed(db, 'competitionteams', entries);
    renderRoute(db, `/competitions/competitions/${comp}/heats/${phase}`, undefined, table);
    fireEvent.click(await screen.findByRole('button', { name: 'Distribuir baterias' }, SLOW));
    await screen.findByText('Semente do sorteio:', {}, SLOW);
    const heats = (await db.rows('heats').where('phase_id').equals(phase).toArray()) as Record<string, unknown>[];
    expect(heats.map((h) => h.number).sort()).toEqual([1, 2]);
    const lanes = (await db.rows('heatlanes').toArray()) as Record<string, unknown>[];
    expect(lanes).toHaveLength(6);
    // The fastest entry swims in the last heat, in a centre lane.
    const fastest = lanes.find((l) => l.competitionteam_id === entries[0]!.id)!;
    expect(heats.find((h) => h.id === fastest.heat_id)!.number).toBe(2);
    expect([2, 3]).toContain(fastest.lane);
    expect(((await db.rows('phases').get(phase)) as { seed?: string }).seed).toMatch(/^[0-9a-f]{32}$/);
    // Seeded once: the button now refuses to duplicate the heats.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Distribuir baterias' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('group participants: moves an entry of the competition into the group and out again', async () => {
    const [comp, phase, group, team, entry] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Copa Regional' }]);
    await seed(db, 'phases', [{ id: phase, competition_id: comp, name: 'Grupos', kind: 'round_robin', order: 1 }]);
    await seed(db, 'groups', [{ id: group, phase_id: phase, competition_id: comp, name: 'Grupo A' }]);
    await seed(db, 'teams', [{ id: team, name: 'Falcões' }]);
    await seed(db, 'competitionteams', [{ id: entry, competition_id: comp, team_id: team }]);
    renderRoute(db, `/competitions/competitions/${comp}/groups/participants/${group}`, undefined, table);
    await screen.findByRole('heading', { level: 1, name: 'Equipes participantes — Grupo A' }, SLOW);
    const select = await screen.findByRole('combobox', { name: 'Equipe a colocar neste grupo' }, SLOW);
    fireEvent.change(select, { target: { value: entry } });
    fireEvent.click(screen.getByRole('button', { name: 'Colocar no grupo' }));
    await waitFor(async () => expect(((await db.rows('competitionteams').get(entry)) as { group_id?: string }).group_id).toBe(group), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Tirar Falcões do grupo' }, SLOW));
    await waitFor(async () => expect(((await db.rows('competitionteams').get(entry)) as { group_id?: string }).group_id ?? null).toBeNull(), SLOW);
  });

  it('heat imports: adds a participant to the next free lane with its entry time, offering no one already in a heat of the phase', async () => {
    const [comp, phase, heat, t1, t2, e1, e2] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Metropolitano' }]);
    await seed(db, 'phases', [{ id: phase, competition_id: comp, name: 'Final', kind: 'heats', order: 1 }]);
    await seed(db, 'heats', [{ id: heat, competition_id: comp, phase_id: phase, name: 'Bateria 1', number: 1 }]);
    await seed(db, 'teams', [{ id: t1, name: 'Ana' }, { id: t2, name: 'Bia' }]);
    await seed(db, 'competitionteams', [{ id: e1, competition_id: comp, team_id: t1 }, { id: e2, competition_id: comp, team_id: t2, entry_time_ms: 61_230 }]);
    await seed(db, 'heatlanes', [{ id: uuidv7(), heat_id: heat, competition_id: comp, competitionteam_id: e1, lane: 1 }]);
    renderRoute(db, `/competitions/competitions/${comp}/heats/show/${heat}/imports/teams`, undefined, table);
    const select = await screen.findByRole('combobox', { name: 'Participante a incluir na bateria' }, SLOW);
    expect(within(select).queryByRole('option', { name: 'Ana' })).toBeNull();
    fireEvent.change(select, { target: { value: e2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Incluir na próxima raia livre' }));
    await waitFor(async () => {
      const lane = ((await db.rows('heatlanes').toArray()) as Record<string, unknown>[]).find((l) => l.competitionteam_id === e2);
      expect(lane).toMatchObject({ heat_id: heat, lane: 2, entry_time_ms: 61_230 });
    }, SLOW);
  });

  it('progression preview: the first of each heat by place, then the fastest of the rest by time', async () => {
    const [comp, phase, h1, h2] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await seed(db, 'competitions', [{ id: comp, name: 'Regional de Atletismo' }]);
    await seed(db, 'phases', [{ id: phase, competition_id: comp, name: 'Semifinal 100 m', kind: 'heats', order: 1 }]);
    await seed(db, 'heats', [{ id: h1, competition_id: comp, phase_id: phase, name: 'Bateria 1', number: 1 }, { id: h2, competition_id: comp, phase_id: phase, name: 'Bateria 2', number: 2 }]);
    const names = ['Ana', 'Bia', 'Cris', 'Duda'];
    const teams = names.map((name) => ({ id: uuidv7(), name }));
    await seed(db, 'teams', teams);
    const entries = teams.map((t) => ({ id: uuidv7(), competition_id: comp, team_id: t.id }));
    await seed(db, 'competitionteams', entries);
    const lane = (heat: string, i: number, lane: number, time: number) => ({ id: uuidv7(), heat_id: heat, competition_id: comp, competitionteam_id: entries[i]!.id, lane, result_time_ms: time });
    // Heat 1: Ana 10.9, Bia 11.0; heat 2: Cris 11.2, Duda 11.5. One by place + one by time: Ana, Cris, then Bia.
    await seed(db, 'heatlanes', [lane(h1, 0, 1, 10_900), lane(h1, 1, 2, 11_000), lane(h2, 2, 1, 11_200), lane(h2, 3, 2, 11_500)]);
    renderRoute(db, `/competitions/competitions/${comp}/heats/${phase}`, undefined, table);
    fireEvent.change(await screen.findByLabelText('Por colocação em cada bateria', {}, SLOW), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Melhores tempos entre os demais'), { target: { value: '1' } });
    const section = screen.getByRole('region', { name: 'Classificados (prévia)' });
    await waitFor(() => expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ana — Q (colocação)', 'Cris — Q (colocação)', 'Bia — q (tempo)',
    ]), SLOW);
  });
});
