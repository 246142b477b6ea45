import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../uuid';
import { competitionFixture } from './competition-fixture';
import { runMutation, type MutationError } from '../mutators/index';

const admin = { id: uuidv7(), permissions_names: ['competitions'] };
const full = { id: uuidv7(), permissions_names: ['competitions_full'] };
const ctx = (viewer?: { id: string; permissions_names: string[] }) => ({ userId: viewer?.id ?? uuidv7(), tenantId: 'demo', now: '2026-03-01T21:00:00.000Z', ...(viewer ? { viewer } : {}) });
const result = (id: string, over: Record<string, unknown> = {}) => ({ id, home_score: 2, away_score: 1, home_yellow: 3, away_yellow: 1, home_red: 0, away_red: 1, ...over });

describe('duels.result', () => {
  it('records the contract result with who and when, and marks the duel played', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    await runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id), admin);
    expect(await f.tx.get('duels', f.duel.id)).toEqual({
      ...f.duel, home_score: 2, away_score: 1, home_yellow: 3, away_yellow: 1, home_red: 0, away_red: 1,
      status: 'realizada', result_at: '2026-03-01T21:00:00.000Z', result_by: admin.id,
    });
  });

  it('keeps the result when the duel is edited by a put, and a put never sets one (flowFields)', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', { ...f.duel, home_score: 9, away_score: 0 }, admin);
    expect(await f.tx.get('duels', f.duel.id)).not.toHaveProperty('home_score');
    await runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id), admin);
    await runMutation(f.tx, ctx(), 'duels.put', { ...f.duel, starts_at: '2026-03-02T16:00', home_score: 0, away_score: 5 }, admin);
    expect(await f.tx.get('duels', f.duel.id)).toMatchObject({ starts_at: '2026-03-02T16:00', home_score: 2, away_score: 1, result_by: admin.id });
  });

  it('a correction replaces the whole result (penalties of the old one do not stay)', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    await runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id, { away_score: 2, decided_by: 'penalties', home_penalties: 4, away_penalties: 3 }), admin);
    expect(await f.tx.get('duels', f.duel.id)).toMatchObject({ home_penalties: 4, away_penalties: 3 });
    await runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id), admin);
    expect(await f.tx.get('duels', f.duel.id)).not.toHaveProperty('home_penalties');
  });

  it('refuses bad scores and penalties with pt-BR messages under the field', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    const refusal = (args: Record<string, unknown>) => runMutation(f.tx, ctx(admin), 'duels.result', args, admin).catch((e: MutationError) => e);
    expect(await refusal(result(f.duel.id, { home_score: -1 }))).toMatchObject({ code: 'invalid', fields: { home_score: 'Placar do mandante: no mínimo 0.' } });
    expect(await refusal(result(f.duel.id, { away_red: 1.5 }))).toMatchObject({ fields: { away_red: 'Cartões vermelhos do visitante: use um número inteiro.' } });
    expect(await refusal(result(f.duel.id, { home_yellow: undefined }))).toMatchObject({ fields: { home_yellow: 'Informe os cartões amarelos do mandante.' } });
    expect(await refusal(result(f.duel.id, { decided_by: 'penalties', home_penalties: 4, away_penalties: 3 }))).toMatchObject({ fields: { decided_by: 'Disputa de pênaltis só após empate no placar.' } });
    expect(await refusal(result(f.duel.id, { home_penalties: 4, away_penalties: 3 }))).toMatchObject({ fields: { home_penalties: 'Pênaltis só valem quando o jogo foi decidido nos pênaltis.' } });
    expect(await f.tx.get('duels', f.duel.id)).not.toHaveProperty('home_score');
  });

  it('refuses a duel without both teams, a missing duel, and a writer without the permission', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', { ...f.duel, away_team_id: null, away_from: 'winner:abc' }, admin);
    await expect(runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id), admin)).rejects.toMatchObject({ code: 'invalid', message: expect.stringContaining('duas equipes') });
    await expect(runMutation(f.tx, ctx(admin), 'duels.result', result(uuidv7()), admin)).rejects.toMatchObject({ code: 'not_found', message: 'Jogo não encontrado.' });
    const nobody = { id: uuidv7(), permissions_names: ['regulations'] };
    await expect(runMutation(f.tx, ctx(nobody), 'duels.result', result(f.duel.id), nobody)).rejects.toMatchObject({ code: 'forbidden', message: 'Você não tem permissão para registrar resultados.' });
    // The device (no authorising viewer, but the signed-in writer in ctx) refuses at once too.
    await expect(runMutation(f.tx, ctx(nobody), 'duels.result', result(f.duel.id))).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('needs competitions_full once the competition is finished', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    await f.tx.put('competitions', { ...f.competition, status: 'encerrada' });
    await expect(runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id), admin)).rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('Competição encerrada') });
    await runMutation(f.tx, ctx(full), 'duels.result', result(f.duel.id), full);
    expect(await f.tx.get('duels', f.duel.id)).toMatchObject({ home_score: 2, result_by: full.id });
  });

  it('marks a no-show as W.O.', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    await runMutation(f.tx, ctx(admin), 'duels.result', result(f.duel.id, { home_score: 3, away_score: 0, no_show: 'away' }), admin);
    expect(await f.tx.get('duels', f.duel.id)).toMatchObject({ status: 'wo', no_show: 'away' });
  });
});

describe('args over the wire', () => {
  it('names a missing required field with its own message (JSON drops undefined keys)', async () => {
    const f = competitionFixture();
    await runMutation(f.tx, ctx(), 'duels.put', f.duel, admin);
    const { home_red: _gone, ...args } = result(f.duel.id);
    await expect(runMutation(f.tx, ctx(admin), 'duels.result', args, admin)).rejects.toMatchObject({
      message: 'Informe os cartões vermelhos do mandante.', fields: { home_red: 'Informe os cartões vermelhos do mandante.' },
    });
  });
});
