// @vitest-environment jsdom
// Every market route draws its screen over a small replica: a heading, and the row it names found
// (never "não encontrado" for a row the device holds). The journeys are in the other tests and e2e.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TenantDb } from '../../data/tenant-db';
import { uuidv7 } from '../../domain/uuid';
import { marketRoutes } from '../../routes/markets';
import { renderRoute, screenTestDbs, seed, SLOW, TEST_USER } from '../../../tests/support/ui-harness';

const db = screenTestDbs();
const ids = { own: uuidv7(), other: uuidv7(), market: uuidv7(), transfer: uuidv7(), commit: uuidv7(), intention: uuidv7() };

async function replica(d: TenantDb) {
  await seed(d, 'associations', [{ id: ids.own, name: 'Clube Destino' }, { id: ids.other, name: 'Clube Origem' }]);
  await seed(d, 'associationmanagers', [{ id: uuidv7(), association_id: ids.own, user_id: TEST_USER.id }]);
  await seed(d, 'markets', [{ id: ids.market, name: 'Transferências 2027', sport_id: uuidv7(), season: '2027', preset: 'cbfm' }]);
  await seed(d, 'marketwindows', [{ id: uuidv7(), market_id: ids.market, starts_at: '2027-01-01T00:00:00.000-03:00', ends_at: '2027-02-01T00:00:00.000-03:00' }]);
  await seed(d, 'transfers', [{
    id: ids.transfer, market_id: ids.market, profile_id: uuidv7(), athlete_name: 'Rui Botonista', from_association_id: ids.other, to_association_id: ids.own,
    status: 'aprovada', requested_at: '2027-01-10T12:00:00.000Z', club_answer: 'concedida', decided_at: '2027-01-12T12:00:00.000Z', commit_id: ids.commit,
  }]);
  await seed(d, 'marketcommits', [{
    id: ids.commit, market_id: ids.market, kind: 'transferencia', transfer_id: ids.transfer, profile_id: uuidv7(), athlete_name: 'Rui Botonista',
    from_association_id: ids.other, to_association_id: ids.own, effective_at: '2027-01-12T12:00:00.000Z', decided_by: uuidv7(),
  }]);
  await seed(d, 'marketintentions', [{ id: ids.intention, market_id: ids.market, kind: 'interesse', association_id: ids.own, description: 'Procuramos goleiro de botão.' }]);
}

const M = `/my/associations/markets/${ids.own}`;
const cases: [string, string][] = [
  ['/competitions/markets/transfers', 'Rui Botonista'],
  [`/competitions/markets/transfers/${ids.transfer}`, 'Aprovada pela federação'],
  [`/competitions/markets/commits/${ids.commit}`, 'Rui Botonista'],
  ['/competitions/markets/intentions', 'Procuramos goleiro de botão.'],
  [`/competitions/markets/intentions/${ids.intention}`, 'Procuramos goleiro de botão.'],
  [M, 'Transferências 2027 (2027)'],
  [`${M}/requests`, 'Rui Botonista'],
  [`${M}/requests/${ids.transfer}`, 'Aprovada pela federação'],
  [`${M}/${ids.market}`, 'Temporada 2027 — regras: CBFM (futebol de mesa)'],
  [`${M}/${ids.market}/commits`, 'Rui Botonista'],
  [`${M}/${ids.market}/intentions`, 'Procuramos goleiro de botão.'],
  [`${M}/${ids.market}/intentions/${ids.intention}`, 'Procuramos goleiro de botão.'],
  [`${M}/${ids.market}/transfers`, 'Rui Botonista'],
  [`${M}/${ids.market}/transfers/${ids.transfer}`, 'Aprovada pela federação'],
];

describe('market routes', () => {
  it.each(cases)('%s', async (path, text) => {
    const d = db();
    await replica(d);
    renderRoute(d, path, TEST_USER, marketRoutes);
    expect((await screen.findAllByText(text, {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/não encontrad/)).toBeNull();
  });
});

describe('the notice board', () => {
  it('a manager announces what their entity looks for; the board lists it', async () => {
    const d = db();
    await replica(d);
    const manager = { ...TEST_USER, admin: false, master: false, permissions_names: ['my_associations'] };
    renderRoute(d, `${M}/${ids.market}/intentions`, manager, marketRoutes);
    await screen.findByRole('form', { name: 'Anunciar interesse da entidade' }, SLOW);
    fireEvent.change(screen.getByLabelText('O que a entidade procura'), { target: { value: 'Procuramos atacante.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anunciar interesse da entidade' }));
    expect(await screen.findByText('Procuramos atacante.')).toBeTruthy();
    await waitFor(async () => {
      const rows = await d.rows('marketintentions').where('market_id').equals(ids.market).toArray();
      expect(rows.find((r) => r.description === 'Procuramos atacante.')).toMatchObject({ kind: 'interesse', association_id: ids.own });
    });
  });
});
