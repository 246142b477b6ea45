// @vitest-environment jsdom
// The súmula's match mode over a fake-indexeddb replica, inside the real providers and route: the
// suspended athlete shows the reason and is refused by the lineup mutator; a lineup tap writes the
// row; during the match a goal, two yellows to one player (a red appears by itself), a substitution
// and an undo repaint the score and the list; futsal counts accumulated fouls and warns at the sixth.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDb } from '../../../data/tenant-db';
import { freshDb, installDomStubs, seed, SLOW } from '../../../../tests/support/ui-harness';
import { smallCompetition, tid } from '../play/test-competition';
import { renderMatch } from './render-match';

beforeAll(() => installDomStubs());
afterEach(cleanup);
const dbs: TenantDb[] = [];
afterAll(async () => {
  for (const db of dbs) await db.delete();
});

const HOME = tid('team', 'Bahia'), AWAY = tid('team', 'Ceará');
const duelId = tid('duel', 'match-mode');
const person = (team: string, n: number) => tid('profile', team, String(n));

async function seedMatch(sportCode = 'FUT'): Promise<TenantDb> {
  const db = freshDb();
  dbs.push(db);
  const rows = smallCompetition();
  await seed(db, 'sports', [{ id: tid('sport'), name: sportCode === 'FUT' ? 'Futebol' : 'Futsal', code: sportCode }]);
  await seed(db, 'regulations', rows.regulations.map((r) => ({ ...r, sport: undefined })));
  await seed(db, 'competitions', [rows.competition]);
  await seed(db, 'phases', rows.phases);
  await seed(db, 'teams', rows.teams);
  await seed(db, 'competitionteams', rows.competitionteams);
  await seed(db, 'duels', [{ id: duelId, competition_id: rows.competition.id, phase_id: rows.phases[0]!.id, round: 1, home_team_id: HOME, away_team_id: AWAY, starts_at: '2026-11-24T16:00', status: 'agendada' }]);
  const members: Record<string, unknown>[] = [];
  const profiles: Record<string, unknown>[] = [];
  for (const [team, label] of [[HOME, 'Casa'], [AWAY, 'Fora']] as const) {
    for (let n = 1; n <= 4; n++) {
      profiles.push({ id: person(team, n), user_id: tid('user', team, String(n)), name: `${label} ${n}`, cpf: null });
      members.push({ id: tid('member', team, String(n)), competition_id: rows.competition.id, competitionteam_id: tid('entry', team), profile_id: person(team, n), role: 'atleta', shirt_number: n });
    }
  }
  await seed(db, 'profiles', profiles);
  await seed(db, 'competitionmembers', members);
  await seed(db, 'punishments', [{
    id: tid('punishment'), kind: 'suspensao_partidas', competition_id: rows.competition.id, team_id: HOME, profile_id: person(HOME, 4), matches: 1,
    basis: 'Cartão vermelho direto', decided_by: 'Comissão Disciplinar', decided_at: '2026-11-20', status: 'definitiva',
  }]);
  return db;
}

const scoreline = () => screen.getByTestId('match-scoreline').textContent;
const lines = () => within(screen.getByTestId('match-events')).queryAllByRole('listitem').map((li) => li.textContent ?? '');

async function tap(kind: string, who?: string) {
  fireEvent.click(screen.getByRole('button', { name: kind }));
  if (who) fireEvent.click(await screen.findByRole('button', { name: who }));
}

describe('match mode: before', () => {
  it('shows the suspended athlete blocked with the reason, refuses him, and lines up another', async () => {
    const db = await seedMatch();
    renderMatch(db, duelId);
    const suspended = (await screen.findAllByTestId('lineup-person', {}, SLOW)).find((el) => el.dataset.name === 'Casa 4')!;
    expect(within(suspended).getByTestId('lineup-suspension').textContent).toBe('Suspenso: Cartão vermelho direto (resta 1 jogo a cumprir).');
    fireEvent.click(screen.getByRole('button', { name: 'Titular: 4 Casa 4' }));
    expect((await screen.findByTestId('lineup-error')).textContent).toContain('Suspenso: Cartão vermelho direto');
    expect(await db.rows('duellineups').count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Titular: 1 Casa 1' }));
    await waitFor(async () => expect(await db.rows('duellineups').toArray()).toEqual([expect.objectContaining({ profile_id: person(HOME, 1), role: 'titular' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Foto: 1 Casa 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferido pela foto' }));
    await waitFor(async () => expect((await db.rows('duellineups').toArray())[0]).toMatchObject({ check_method: 'foto', checked_at: expect.any(String) }));
  });
});

describe('match mode: during', () => {
  it('a goal, two yellows (a red by itself), a substitution and an undo repaint the score and the list', async () => {
    const db = await seedMatch();
    renderMatch(db, duelId);
    fireEvent.click(await screen.findByRole('tab', { name: 'Partida' }, SLOW));
    expect(scoreline()).toBe('0 × 0');
    await tap('Gol', '1 Casa 1');
    expect(scoreline()).toBe('1 × 0'); // painted at the tap, before IndexedDB answers
    await tap('Cartão amarelo', '2 Casa 2');
    await tap('Cartão amarelo', '2 Casa 2');
    await waitFor(() => expect(lines()[0]).toContain('2º amarelo → vermelho — 2 Casa 2'));
    await tap('Substituição', '3 Casa 3');
    fireEvent.click(await screen.findByRole('button', { name: '1 Casa 1' }));
    await waitFor(() => expect(lines()[0]).toContain('sai 3 Casa 3, entra 1 Casa 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Ceará' }));
    await tap('Gol contra', '1 Fora 1');
    expect(scoreline()).toBe('2 × 0'); // an own goal of the away side counts for home
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer último lançamento' }));
    await waitFor(() => expect(scoreline()).toBe('1 × 0'));
    await waitFor(async () => {
      const stored = await db.rows('duelevents').toArray();
      expect(stored.map((e) => e.kind).sort()).toEqual(['goal', 'own_goal', 'second_yellow', 'substitution', 'void', 'yellow']);
    });
  });

  it('futsal: accumulated fouls per period, with the warning from the sixth', async () => {
    const db = await seedMatch('FTS');
    renderMatch(db, duelId);
    fireEvent.click(await screen.findByRole('tab', { name: 'Partida' }, SLOW));
    for (let i = 0; i < 5; i++) await tap('Falta acumulada');
    await waitFor(() => expect(screen.getByTestId('match-fouls').textContent).toContain('Bahia 5 · Ceará 0'));
    expect(screen.getByTestId('match-fouls').textContent).not.toContain('6ª falta');
    await tap('Falta acumulada');
    await waitFor(() => expect(screen.getByTestId('match-fouls').textContent).toContain('a partir da 6ª falta'));
  });
});
