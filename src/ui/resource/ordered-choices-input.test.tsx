// @vitest-environment jsdom
// The `ordered_choices` input in the generic regulation form: add from the picker, move up and
// down with named buttons, remove; each change announced; the saved criteria keep the order.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/uuid';
import { moveItem } from './ordered-choices-input';
import { freshDb, renderRoute, seed, SLOW, warmUp } from '../../../tests/support/ui-harness';

const db = freshDb();
beforeAll(warmUp);
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

const items = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.textContent?.replace(/[↑↓✕]/g, '').trim());

describe('ordered choices input', () => {
  it('moveItem moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('edits a regulation\'s criteria: add, move up, remove, announced, saved in that order', async () => {
    const id = uuidv7();
    const sport = uuidv7();
    await seed(db, 'sports', [{ id: sport, name: 'Futebol' }]);
    await seed(db, 'regulations', [{ id, name: 'Amador 2026', sport_id: sport, win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points', 'wins'] }]);
    const { router } = renderRoute(db, `/competitions/regulations/edit/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar regulamento' }, SLOW);
    const list = 'Critérios de desempate';
    expect(items(list)).toEqual(['1.Pontos', '2.Vitórias']);

    fireEvent.change(screen.getByRole('combobox', { name: `Item a adicionar em ${list}` }), { target: { value: 'goal_difference' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Adicionar' })[0]!);
    expect(items(list)).toEqual(['1.Pontos', '2.Vitórias', '3.Saldo de gols']);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Saldo de gols adicionado na posição 3.')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Subir Saldo de gols' }));
    expect(items(list)).toEqual(['1.Pontos', '2.Saldo de gols', '3.Vitórias']);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Saldo de gols: agora 2º de 3.')).toBe(true);
    // The first item cannot go higher.
    expect((screen.getByRole('button', { name: 'Subir Pontos' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remover Vitórias' }));
    expect(items(list)).toEqual(['1.Pontos', '2.Saldo de gols']);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitions/regulations'), SLOW);
    const saved = await db.rows('regulations').get(id) as { criteria?: string[]; head_to_head_criteria?: unknown };
    expect(saved.criteria).toEqual(['points', 'goal_difference']);
    expect(saved.head_to_head_criteria ?? null).toBeNull();
  });
});
