// @vitest-environment jsdom
// The regulation screens: presets on create (CBF by default), "Duplicar", and the four editing
// screens (sequences, doublesequences, multiplesequences, points) writing regulations.put.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/uuid';
import { competitionRoutes } from '../../../routes/competitions';
import { resourceRouteTable } from '../../../routes/resources';
import { freshDb, renderRoute, seed, SLOW, warmUp } from '../../../../tests/support/ui-harness';

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

const CBF = ['points', 'wins', 'goal_difference', 'goals_for', 'head_to_head_two', 'fewer_red_cards', 'fewer_yellow_cards', 'draw_lots'];

async function regulation(extra: Record<string, unknown> = {}) {
  const id = uuidv7();
  const sport = uuidv7();
  await seed(db, 'sports', [{ id: sport, name: 'Futebol' }]);
  await seed(db, 'regulations', [{ id, name: 'Amador 2026', sport_id: sport, win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points', 'wins', 'fewer_red_cards', 'draw_lots'], ...extra }]);
  return id;
}
const stored = async (id: string) => (await db.rows('regulations').get(id)) as Record<string, unknown>;
/** A Chakra (zag) switch toggles on its label's click, as a pointer user does it. */
const toggle = (input: HTMLElement) => fireEvent.click(input.closest('label')!);
const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent?.replace(/[↑↓✕]/g, '').replace(/^\d+\./, '').trim());

describe('regulation screens', () => {
  it('a new regulation starts from the CBF preset; "Copiar de um modelo" replaces points and criteria', async () => {
    renderRoute(db, '/competitions/regulations/create', undefined, table);
    await screen.findByRole('heading', { level: 1, name: 'Novo regulamento' }, SLOW);
    expect(items('Critérios de desempate')).toHaveLength(CBF.length);
    expect(items('Critérios de desempate')[4]).toBe('Confronto direto (somente entre duas equipes)');
    fireEvent.change(screen.getByLabelText('Copiar de um modelo'), { target: { value: 'cbv_superliga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect((screen.getByLabelText(/^Pontos por não comparecimento/) as HTMLInputElement).value).toBe('-2'));
    expect((screen.getByLabelText(/^Pontos por vitória por 3 a 2/) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(/^Pontos por empate/) as HTMLInputElement).value).toBe('0');
    expect(items('Critérios de desempate')).not.toContain('Confronto direto (somente entre duas equipes)');
  });

  it('"Duplicar" saves a copy with the same rules and opens it for editing', async () => {
    const id = await regulation({ head_to_head_criteria: ['points'] });
    const { router } = renderRoute(db, `/competitions/regulations/show/${id}`, undefined, table);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicar regulamento' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/competitions\/regulations\/edit\//), SLOW);
    const copyId = router.state.location.pathname.split('/').at(-1)!;
    expect(copyId).not.toBe(id);
    expect(await stored(copyId)).toMatchObject({ name: 'Cópia de Amador 2026', criteria: ['points', 'wins', 'fewer_red_cards', 'draw_lots'], head_to_head_criteria: ['points'] });
  });

  it('sequences: each criterion with its meaning; the new order is saved', async () => {
    const id = await regulation();
    renderRoute(db, `/competitions/regulations/sequences/${id}`, undefined, table);
    await screen.findByRole('heading', { level: 1, name: 'Critérios de desempate — Amador 2026' }, SLOW);
    const meanings = screen.getByRole('table', { name: 'O que cada critério compara' });
    expect(within(meanings).getByText(/menor vence; compara todos os jogos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir Menos cartões vermelhos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect((await stored(id)).criteria).toEqual(['points', 'fewer_red_cards', 'wins', 'draw_lots']), SLOW);
  });

  it('doublesequences: the head-to-head of two goes before the card criteria; away goals saved', async () => {
    const id = await regulation();
    renderRoute(db, `/competitions/regulations/doublesequences/${id}`, undefined, table);
    toggle(await screen.findByRole('checkbox', { name: 'Usar o confronto direto entre duas equipes' }, SLOW));
    toggle(screen.getByRole('checkbox', { name: 'Gol fora de casa desempata o confronto de ida e volta' }));
    // The switch reports its change on the next tick.
    expect(await screen.findByText(/Posição na ordem dos critérios: 3º/, {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await stored(id)).toMatchObject({ criteria: ['points', 'wins', 'head_to_head_two', 'fewer_red_cards', 'draw_lots'], away_goals: true }), SLOW);
  });

  it('multiplesequences: the mini-league (right after points) and its own criteria', async () => {
    const id = await regulation();
    renderRoute(db, `/competitions/regulations/multiplesequences/${id}`, undefined, table);
    toggle(await screen.findByRole('checkbox', { name: 'Usar o minicampeonato entre as empatadas' }, SLOW));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Critérios de desempate na ordem' })).getByText('Confronto direto (minicampeonato entre as empatadas)')).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByRole('combobox', { name: 'Item a adicionar em Critérios dentro do confronto direto' }), { target: { value: 'goal_difference' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await stored(id)).toMatchObject({ criteria: ['points', 'head_to_head', 'wins', 'fewer_red_cards', 'draw_lots'], head_to_head_criteria: ['goal_difference'] }), SLOW);
  });

  it('points: saves a no-show penalty; an out-of-range value is refused with the schema\'s message and nothing changes', async () => {
    const id = await regulation();
    renderRoute(db, `/competitions/regulations/points/${id}`, undefined, table);
    const noShow = await screen.findByLabelText(/^Pontos por não comparecimento/, {}, SLOW);
    fireEvent.change(screen.getByLabelText(/^Pontos por vitória\b(?! )/), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no máximo 10/);
    expect((await stored(id)).win_points).toBe(3);
    fireEvent.change(screen.getByLabelText(/^Pontos por vitória\b(?! )/), { target: { value: '3' } });
    fireEvent.change(noShow, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect((await stored(id)).no_show_points).toBe(-2), SLOW);
  });
});
