import { describe, expect, it } from 'vitest';
import { suspensionFor, suspensionMessage } from './eligibility';

const C = 'comp', T = 'team', P = 'person';
const duel = (id: string, starts_at: string, over: Record<string, unknown> = {}) =>
  ({ id, competition_id: C, home_team_id: T, away_team_id: 'other', starts_at, status: 'agendada', ...over });
const today = duel('today', '2026-11-24T16:00');
const red = { id: 'p1', kind: 'suspensao_partidas', profile_id: P, competition_id: C, matches: 1, basis: 'Cartão vermelho', decided_at: '2026-11-21', status: 'definitiva' };

describe('suspensionFor', () => {
  it('a suspension by matches blocks until the team has played that many official matches since', () => {
    expect(suspensionFor(P, T, today, [red], [today])).toMatchObject({ remaining: 1, basis: 'Cartão vermelho' });
    const played = duel('d1', '2026-11-22T16:00', { status: 'realizada' });
    expect(suspensionFor(P, T, today, [red], [today, played])).toBeNull();
    // Played but not yet official, or another team's match, or before the decision: nothing served.
    expect(suspensionFor(P, T, today, [red], [today, duel('d2', '2026-11-22T16:00')])).not.toBeNull();
    expect(suspensionFor(P, T, today, [red], [today, duel('d3', '2026-11-22T16:00', { status: 'realizada', home_team_id: 'x' })])).not.toBeNull();
    expect(suspensionFor(P, T, today, [red], [today, duel('d4', '2026-11-20T16:00', { status: 'realizada' })])).not.toBeNull();
  });

  it('counts from the match the card was shown in, which itself does not count; nor does this match', () => {
    const given = duel('g', '2026-11-10T16:00', { sumula_status: 'confirmada', status: 'realizada' });
    const two = { ...red, matches: 2, duel_id: 'g', decided_at: '2026-11-10' };
    const next = duel('n', '2026-11-17T16:00', { sumula_status: 'confirmada', status: 'realizada' });
    expect(suspensionFor(P, T, today, [two], [given, next, today])).toMatchObject({ remaining: 1 });
    expect(suspensionFor(P, T, given, [two], [given, next, today])).toBeNull();
  });

  it('ignores decisions not in force, superseded, of another person or competition', () => {
    expect(suspensionFor(P, T, today, [{ ...red, status: 'revogada' }], [today])).toBeNull();
    expect(suspensionFor(P, T, today, [red, { ...red, id: 'appeal', supersedes_id: 'p1', status: 'suspensa' }], [today])).toBeNull();
    expect(suspensionFor('someone', T, today, [red], [today])).toBeNull();
    expect(suspensionFor(P, T, today, [{ ...red, competition_id: 'elsewhere' }], [today])).toBeNull();
  });

  it('a suspension by days blocks matches up to its last day', () => {
    const days = { ...red, kind: 'suspensao_dias', matches: null, days: 5, starts_on: '2026-11-20' };
    expect(suspensionFor(P, T, today, [days], [today])).toMatchObject({ remaining: null, until: '2026-11-24' });
    expect(suspensionFor(P, T, duel('later', '2026-11-25T10:00'), [days], [])).toBeNull();
  });

  it('never reaches back: a match dated before the card (a report filed late) or before the decision is not blocked', () => {
    const given = duel('g', '2026-11-10T16:00', { sumula_status: 'confirmada', status: 'realizada' });
    const fromCard = { ...red, duel_id: 'g', decided_at: '2026-11-12' };
    const earlier = duel('e', '2026-11-03T16:00');
    expect(suspensionFor(P, T, earlier, [fromCard], [earlier, given])).toBeNull();
    expect(suspensionFor(P, T, duel('before', '2026-11-20T16:00'), [red], [])).toBeNull();
    // The day of the decision itself is already covered (a morning decision, an evening match).
    expect(suspensionFor(P, T, duel('same-day', '2026-11-21T20:00'), [red], [])).toMatchObject({ remaining: 1 });
    const days = { ...red, kind: 'suspensao_dias', matches: null, days: 5, starts_on: '2026-11-20' };
    expect(suspensionFor(P, T, duel('before-days', '2026-11-19T10:00'), [days], [])).toBeNull();
  });

  it('says why in pt-BR', () => {
    expect(suspensionMessage({ punishment_id: 'p', basis: 'Cartão vermelho', remaining: 1, until: null })).toBe('Suspenso: Cartão vermelho (resta 1 jogo a cumprir).');
    expect(suspensionMessage({ punishment_id: 'p', basis: 'STJD', remaining: null, until: '2026-11-24' })).toBe('Suspenso: STJD (até 24/11/2026).');
  });
});
