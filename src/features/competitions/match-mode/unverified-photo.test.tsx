// @vitest-environment jsdom
// At the pitch: the referee's check by sight says "Não verificado" for a person whose
// profile the federation has not verified (a manager swapped the photo of a verified athlete: the
// referee's replica holds the new photo with `verified: false`), on the lineup list and over the
// photo shown large; a verified person shows neither.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
const duelId = tid('duel', 'unverified-photo');

/** A match whose home side has a verified athlete (1) and one whose photo nobody checked (2). */
async function seedMatch(): Promise<TenantDb> {
  const db = freshDb();
  dbs.push(db);
  const rows = smallCompetition();
  await seed(db, 'sports', [{ id: tid('sport'), name: 'Futebol', code: 'FUT' }]);
  await seed(db, 'regulations', rows.regulations.map((r) => ({ ...r, sport: undefined })));
  await seed(db, 'competitions', [rows.competition]);
  await seed(db, 'phases', rows.phases);
  await seed(db, 'teams', rows.teams);
  await seed(db, 'competitionteams', rows.competitionteams);
  await seed(db, 'duels', [{ id: duelId, competition_id: rows.competition.id, phase_id: rows.phases[0]!.id, round: 1, home_team_id: HOME, away_team_id: AWAY, starts_at: '2026-11-24T16:00', status: 'agendada' }]);
  const profile = (n: number, name: string, verified: boolean) =>
    ({ id: tid('profile', 'uv', String(n)), user_id: tid('user', 'uv', String(n)), name, photo_url: `demo-photos/${n}.svg`, verified });
  await seed(db, 'profiles', [profile(1, 'Ana Conferida', true), profile(2, 'Bia Trocada', false)]);
  await seed(db, 'competitionmembers', [1, 2].map((n) => ({
    id: tid('member', 'uv', String(n)), competition_id: rows.competition.id, competitionteam_id: tid('entry', HOME), profile_id: tid('profile', 'uv', String(n)), role: 'atleta', shirt_number: n,
  })));
  return db;
}

describe('the referee\'s check by sight', () => {
  it('says "Não verificado" for the unverified person, on the list and over the photo, and nothing for the verified one', async () => {
    renderMatch(await seedMatch(), duelId);
    const people = await screen.findAllByTestId('lineup-person', {}, SLOW);
    const of = (name: string) => people.find((el) => el.dataset.name === name)!;
    expect(within(of('Bia Trocada')).getByTestId('lineup-unverified').textContent).toBe('Não verificado');
    expect(within(of('Ana Conferida')).queryByTestId('lineup-unverified')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Foto: 2 Bia Trocada' }));
    const check = await screen.findByRole('region', { name: 'Conferência pela foto' });
    expect(within(check).getByTestId('photo-unverified').textContent).toBe('Não verificado: a federação ainda não conferiu o cadastro nem esta foto.');
    fireEvent.click(within(check).getByRole('button', { name: 'Fechar' }));

    fireEvent.click(screen.getByRole('button', { name: 'Foto: 1 Ana Conferida' }));
    const verified = await screen.findByRole('region', { name: 'Conferência pela foto' });
    expect(within(verified).queryByTestId('photo-unverified')).toBeNull();
  });
});
