// The competitions' wire contract: the minimal records are valid, the rules of one row are pt-BR.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../uuid';
import { competitions, duels, groups, phases, punishments, regulations } from './index';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

describe('the wire contract', () => {
  const id = uuidv7;
  it('accepts the minimal records', () => {
    expect(issues(regulations.schema, { id: id(), name: 'CBF', sport_id: id(), win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points', 'wins', 'draw_lots'] })).toBeNull();
    expect(issues(competitions.schema, { id: id(), name: 'Série A', sport_id: id(), season: 2023, regulation_id: id() })).toBeNull();
    expect(issues(competitions.schema, { id: id(), name: 'Série A', sport_id: id(), season: '2026/27', regulation_id: id() })).toBeNull();
    expect(issues(phases.schema, { id: id(), competition_id: id(), name: 'Única', kind: 'round_robin', order: 1 })).toBeNull();
    expect(issues(groups.schema, { id: id(), phase_id: id(), name: 'A' })).toBeNull();
    expect(issues(duels.schema, { id: id(), competition_id: id(), phase_id: id(), group_id: null, round: 1, home_team_id: id(), away_team_id: id(), starts_at: '2023-04-15' })).toBeNull();
  });

  it('keeps the season as sent (a year or a text), never transformed', () => {
    const row = { id: uuidv7(), name: 'Série A', sport_id: uuidv7(), season: 2023, regulation_id: uuidv7() };
    expect(v.parse(competitions.schema, row).season).toBe(2023);
    expect(issues(competitions.schema, { ...row, season: 1800 })).toEqual({ season: expect.stringContaining('Informe a temporada') });
    expect(issues(competitions.schema, { ...row, season: '' })).toEqual({ season: expect.stringContaining('Informe a temporada') });
    expect(issues(competitions.schema, { ...row, starts_on: '2023-12-06', ends_on: '2023-04-15' })).toEqual({ ends_on: 'A data de término deve ser igual ou posterior à de início.' });
  });

  it('refuses criteria that are empty, unknown or repeated, and points out of range', () => {
    const reg = { id: uuidv7(), name: 'X', sport_id: uuidv7(), win_points: 3, draw_points: 1, loss_points: 0 };
    expect(issues(regulations.schema, { ...reg, criteria: [] })).toEqual({ criteria: 'Informe ao menos um item em os critérios de desempate.' });
    expect(issues(regulations.schema, { ...reg, criteria: ['points', 'goals'] })).toEqual({ 'criteria.1': 'Critérios de desempate: opção desconhecida.' });
    expect(issues(regulations.schema, { ...reg, criteria: ['points', 'wins', 'points'] })).toEqual({ criteria: 'Critérios de desempate: um item não pode se repetir.' });
    expect(issues(regulations.schema, { ...reg, win_points: 11, criteria: ['points'] })).toEqual({ win_points: 'Pontos por vitória: no máximo 10.' });
  });

  it('needs each punishment kind to name its subject', () => {
    const base = { id: uuidv7(), basis: 'CBJD art. 214', decided_by: 'STJD – 1ª Comissão Disciplinar', decided_at: '2013-12-16', status: 'definitiva' };
    expect(issues(punishments.schema, { ...base, kind: 'perda_pontos', team_id: uuidv7(), points: 4 })).toEqual({
      competition_id: 'Informe a competição em que os pontos são descontados.', points: 'Informe os pontos perdidos como número negativo, ex.: −4.',
    });
    expect(issues(punishments.schema, { ...base, kind: 'perda_pontos', team_id: uuidv7(), competition_id: uuidv7(), points: -4 })).toBeNull();
    expect(issues(punishments.schema, { ...base, kind: 'suspensao_partidas', matches: 2 })).toEqual({ profile_id: 'Informe a pessoa suspensa.' });
    expect(issues(punishments.schema, { ...base, kind: 'wo' })).toEqual({ duel_id: 'Informe o jogo.' });
  });
});
