// Relation writers' bounds (define.ts RelationScope.bounds): an entity's manager, who lacks
// `competitions`, asks to enter their team (only `pendente`, only in a competition taking entries),
// withdraws only a pending entry, and rosters only their entity's people — on the device (ctx.viewer,
// no authorize step) as on the server (authorize + run). The federation is not bound.
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../cpf';
import { uuidv7 } from '../uuid';
import { memoryTx } from '../competitions/competition-fixture';
import { runMutation, type StoredRow } from './index';

const manager = { id: uuidv7(), permissions_names: ['my_associations', 'my_teams'], master: false };
const federation = { id: uuidv7(), permissions_names: ['competitions'], master: false };
const now = '2026-11-24T10:00:00.000Z';

function world() {
  const tx = memoryTx();
  const seed = (collection: string, row: Record<string, unknown>): StoredRow => {
    const stored = { id: uuidv7(), ...row } as StoredRow;
    tx.rows.set(`${collection}/${stored.id}`, stored);
    return stored;
  };
  const mine = seed('associations', { name: 'Clube do Gestor' });
  const theirs = seed('associations', { name: 'Outro Clube' });
  seed('associationmanagers', { association_id: mine.id, user_id: manager.id });
  const sport = seed('sports', { name: 'Futebol', code: 'FUT', team_sport: true, active: true });
  const regulation = seed('regulations', { name: 'R', sport_id: sport.id, win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points'] });
  const competition = (status: string) => seed('competitions', { name: `Copa ${status}`, sport_id: sport.id, season: 2026, regulation_id: regulation.id, status });
  const team = (association: StoredRow) => seed('teams', { name: 'Equipe', association_id: association.id, sport_id: sport.id, category: 'Adulto', gender: 'masculino' });
  let cpf = 72_000_000;
  const person = (association: StoredRow) => seed('profiles', {
    user_id: uuidv7(), name: 'Atleta', cpf: cpfFromBase(String(cpf++)), birthdate: '2001-02-03', gender: 'masculino', association_id: association.id,
  });
  return { tx, seed, mine, theirs, open: competition('inscricoes'), closed: competition('em_andamento'), team, person };
}

const sides = [
  ['device', { userId: manager.id, tenantId: 'demo', now, viewer: manager }, undefined],
  ['server', { userId: manager.id, tenantId: 'demo', now }, manager],
] as const;

describe('a manager\'s entries (competitionteams writableVia bounds)', () => {
  for (const [side, ctx, viewer] of sides) {
    it(`${side}: asks to enter their team as pendente, declares an entry time, and withdraws the pending entry`, async () => {
      const w = world();
      const entry = { id: uuidv7(), competition_id: w.open.id, team_id: w.team(w.mine).id, status: 'pendente' };
      await runMutation(w.tx, ctx, 'competitionteams.put', entry, viewer);
      await runMutation(w.tx, ctx, 'competitionteams.put', { ...entry, entry_time_ms: 61_000 }, viewer);
      expect(await w.tx.get('competitionteams', entry.id)).toMatchObject({ status: 'pendente', entry_time_ms: 61_000 });
      await runMutation(w.tx, ctx, 'competitionteams.delete', { id: entry.id }, viewer);
      expect(await w.tx.get('competitionteams', entry.id)).toBeUndefined();
    });

    it(`${side}: cannot confirm, enter without a status, group or seed, or enter a competition not open, and nothing changes`, async () => {
      const w = world();
      const team = w.team(w.mine).id;
      const group = w.seed('groups', { competition_id: w.open.id, name: 'Grupo A' });
      const pending = { id: uuidv7(), competition_id: w.open.id, team_id: team, status: 'pendente' };
      await runMutation(w.tx, ctx, 'competitionteams.put', pending, viewer);
      const status = { code: 'forbidden', message: expect.stringMatching(/^A entidade só pode pedir a inscrição \(pendente\)/) };
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...pending, status: 'confirmada' }, viewer)).rejects.toMatchObject(status);
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...pending, id: uuidv7(), status: null }, viewer)).rejects.toMatchObject(status);
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...pending, group_id: group.id }, viewer))
        .rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('Para mudar Grupo, peça à federação.') });
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...pending, seed: 1 }, viewer))
        .rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('Cabeça de chave') });
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...pending, id: uuidv7(), competition_id: w.closed.id }, viewer))
        .rejects.toMatchObject({ code: 'forbidden', message: 'Esta competição não está com inscrições abertas.' });
      expect(await w.tx.get('competitionteams', pending.id)).toEqual(pending);
    });

    it(`${side}: cannot withdraw or change an entry the federation confirmed, nor enter another entity's team`, async () => {
      const w = world();
      const confirmed = w.seed('competitionteams', { competition_id: w.open.id, team_id: w.team(w.mine).id, status: 'confirmada' });
      const status = { code: 'forbidden', message: expect.stringMatching(/^A entidade só pode pedir a inscrição/) };
      await expect(runMutation(w.tx, ctx, 'competitionteams.delete', { id: confirmed.id }, viewer)).rejects.toMatchObject(status);
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', { ...confirmed, status: 'pendente' }, viewer)).rejects.toMatchObject(status);
      expect(await w.tx.get('competitionteams', confirmed.id)).toEqual(confirmed);
      const other = { id: uuidv7(), competition_id: w.open.id, team_id: w.team(w.theirs).id, status: 'pendente' };
      await expect(runMutation(w.tx, ctx, 'competitionteams.put', other, viewer)).rejects.toMatchObject({ code: 'forbidden' });
      expect(await w.tx.get('competitionteams', other.id)).toBeUndefined();
    });

    it(`${side}: rosters a person of their entity, never one of another entity`, async () => {
      const w = world();
      const entry = w.seed('competitionteams', { competition_id: w.open.id, team_id: w.team(w.mine).id, status: 'pendente' });
      const member = (profile: StoredRow) => ({ id: uuidv7(), competition_id: w.open.id, competitionteam_id: entry.id, profile_id: profile.id, role: 'atleta', shirt_number: 10 });
      const ours = member(w.person(w.mine));
      await runMutation(w.tx, ctx, 'competitionmembers.put', ours, viewer);
      expect(await w.tx.get('competitionmembers', ours.id)).toMatchObject({ shirt_number: 10 });
      const stranger = member(w.person(w.theirs));
      await expect(runMutation(w.tx, ctx, 'competitionmembers.put', stranger, viewer))
        .rejects.toMatchObject({ code: 'forbidden', message: 'Esta pessoa não é da entidade da equipe.' });
      await expect(runMutation(w.tx, ctx, 'competitionmembers.put', { ...ours, profile_id: uuidv7() }, viewer)).rejects.toMatchObject({ code: 'forbidden' });
      expect(await w.tx.get('competitionmembers', stranger.id)).toBeUndefined();
    });
  }

  it('the federation is not bound: it confirms, groups and seeds the entry', async () => {
    const w = world();
    const entry = w.seed('competitionteams', { competition_id: w.closed.id, team_id: w.team(w.mine).id, status: 'pendente' });
    await runMutation(w.tx, { userId: federation.id, tenantId: 'demo', now }, 'competitionteams.put', { ...entry, status: 'confirmada', seed: 2 }, federation);
    expect(await w.tx.get('competitionteams', entry.id)).toMatchObject({ status: 'confirmada', seed: 2 });
  });
});
