// @vitest-environment jsdom
// The spec's match screens (competitions/security, competitions/documents) inside the real providers
// over a fake-indexeddb replica: the match is chosen among the competition's duels by its teams; the
// delegate's checklist is saved through the outbox and read back; the documents list shows the
// confirmed súmula's PDF link (and not an unconfirmed one's) and adds a document.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/uuid';
import { competitionRoutes } from '../../../routes/competitions';
import { freshDb, installDomStubs, renderRoute, seed, SLOW, TEST_USER } from '../../../../tests/support/ui-harness';

const db = freshDb();
const id = { competition: uuidv7(), tigres: uuidv7(), leoes: uuidv7(), played: uuidv7(), next: uuidv7() };
beforeAll(async () => {
  installDomStubs();
  await seed(db, 'competitions', [{ id: id.competition, name: 'Estadual Amador', season: 2026, sport_id: uuidv7(), regulation_id: uuidv7() }]);
  await seed(db, 'teams', [{ id: id.tigres, name: 'Tigres' }, { id: id.leoes, name: 'Leões' }]);
  const duel = (duelId: string, home: string, away: string, startsAt: string, over: Record<string, unknown> = {}) => ({
    id: duelId, competition_id: id.competition, phase_id: uuidv7(), round: 1, home_team_id: home, away_team_id: away, starts_at: startsAt, ...over,
  });
  await seed(db, 'duels', [
    duel(id.played, id.tigres, id.leoes, '2026-11-20', { sumula_status: 'confirmada', home_score: 2, away_score: 1 }),
    duel(id.next, id.leoes, id.tigres, '2026-11-27'),
  ]);
});
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

async function pick(duelLabel: RegExp) {
  const competition = await screen.findByLabelText('Competição', {}, SLOW);
  await within(competition).findByRole('option', { name: 'Estadual Amador · 2026' }, SLOW);
  fireEvent.change(competition, { target: { value: id.competition } });
  const duel = screen.getByLabelText('Jogo') as HTMLSelectElement;
  const option = await waitFor(() => within(duel).getByRole('option', { name: duelLabel }) as HTMLOptionElement, SLOW);
  fireEvent.change(duel, { target: { value: option.value } });
}

describe('competitions/security', () => {
  it('the delegate fills the checklist of a match chosen by its teams; saved through the outbox and shown again', async () => {
    renderRoute(db, '/competitions/competitions/security', TEST_USER, competitionRoutes);
    await pick(/^Leões × Tigres · 27\/11\/2026$/);
    const form = await screen.findByRole('form', { name: 'Segurança de Leões × Tigres' }, SLOW);
    for (const name of ['Policiamento presente', 'Campo em condições de jogo']) {
      const box = within(form).getByRole('checkbox', { name });
      fireEvent.click(box);
      await waitFor(() => expect(box.closest('label')!.getAttribute('data-state')).toBe('checked'), SLOW);
    }
    fireEvent.change(within(form).getByLabelText('Efetivo policial'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Condições do campo'), { target: { value: 'Rede do gol norte rasgada, trocada.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar segurança' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), SLOW);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'duelssecurities.put',
      args: { duel_id: id.next, competition_id: id.competition, risk: 'baixo', police: 12, police_ok: true, pitch_ok: true, ambulance_ok: false, pitch_notes: 'Rede do gol norte rasgada, trocada.' },
    });
    cleanup();
    renderRoute(db, '/competitions/competitions/security', TEST_USER, competitionRoutes);
    await pick(/^Leões × Tigres/);
    const again = await screen.findByRole('form', { name: 'Segurança de Leões × Tigres' }, SLOW);
    expect((within(again).getByRole('checkbox', { name: 'Policiamento presente' }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText('Efetivo policial') as HTMLInputElement).value).toBe('12');
  });
});

describe('competitions/documents', () => {
  it('a confirmed súmula links to its PDF; documents are listed and added', async () => {
    renderRoute(db, '/competitions/competitions/documents', TEST_USER, competitionRoutes);
    await pick(/^Tigres × Leões/);
    const pdf = await screen.findByRole('link', { name: 'Súmula (PDF)' }, SLOW);
    expect(pdf.getAttribute('href')).toBe(`/competitions/competitions/${id.competition}/duels/show/${id.played}/sumula`);
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Relatório do delegado' } });
    fireEvent.change(screen.getByLabelText(/^Endereço/), { target: { value: 'https://exemplo.org/relatorio.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar documento' }));
    expect(await screen.findByRole('link', { name: 'Relatório do delegado' }, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId('match-document')).toHaveLength(1);
  });

  it('an unconfirmed súmula has no PDF link, and says why', async () => {
    renderRoute(db, '/competitions/competitions/documents', TEST_USER, competitionRoutes);
    await pick(/^Leões × Tigres/);
    expect(await screen.findByText('Súmula ainda não confirmada pelo árbitro.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Súmula (PDF)' })).toBeNull();
  });
});
