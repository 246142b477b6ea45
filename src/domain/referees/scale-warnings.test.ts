import { describe, expect, it } from 'vitest';
import { matchMinutes, overlaps, scaleWarnings, type ScaleDuel, type ScaleMatch } from './scale-warnings';

const duel = (id: string, starts_at: string | null, minutes = 120): ScaleDuel => ({ id, starts_at, minutes, label: `Jogo ${id}` });
const referee = { name: 'Rafael', association_id: 'a1', level: 3 };
const match = (over: Partial<ScaleMatch> = {}): ScaleMatch => ({
  duel: duel('d1', '2026-11-24T16:00'),
  home: { association_id: 'h', name: 'Tigres' },
  away: { association_id: 'w', name: 'Leões' },
  ...over,
});

describe('matchMinutes: the slot a match occupies', () => {
  it('the regulation wins; else the sport default; else 120', () => {
    expect(matchMinutes('FUT', 100)).toBe(100);
    expect(matchMinutes('FTS', null)).toBe(90);
    expect(matchMinutes('VOL', undefined)).toBe(150);
    expect(matchMinutes('XAD', null)).toBe(120);
    expect(matchMinutes(undefined, 0)).toBe(120);
  });
});

describe('overlaps', () => {
  it('slots that intersect overlap; one ending as the other starts does not', () => {
    expect(overlaps(duel('a', '2026-11-24T16:00'), duel('b', '2026-11-24T17:30'))).toBe(true);
    expect(overlaps(duel('a', '2026-11-24T16:00'), duel('b', '2026-11-24T18:00'))).toBe(false);
    expect(overlaps(duel('a', '2026-11-24T16:00', 90), duel('b', '2026-11-24T17:30'))).toBe(false);
    expect(overlaps(duel('a', '2026-11-24T23:00'), duel('b', '2026-11-25T00:30'))).toBe(true); // across midnight
  });
  it('a match without a time occupies its day; without a date it clashes with nothing', () => {
    expect(overlaps(duel('a', '2026-11-24'), duel('b', '2026-11-24T09:00'))).toBe(true);
    expect(overlaps(duel('a', '2026-11-24'), duel('b', '2026-11-25T09:00'))).toBe(false);
    expect(overlaps(duel('a', null), duel('b', '2026-11-24T09:00'))).toBe(false);
  });
});

describe('scaleWarnings', () => {
  it('nothing to say: another match later the same day, unlinked, category high enough', () => {
    expect(scaleWarnings({ ...referee, association_id: 'x' }, match({ minLevel: 3 }), [duel('d2', '2026-11-24T19:00')])).toEqual([]);
  });

  it('clash with an overlapping match, naming it and the slot', () => {
    const [w] = scaleWarnings(referee, match(), [duel('d2', '2026-11-24T17:00')]);
    expect(w).toMatchObject({ kind: 'clash', otherDuelId: 'd2' });
    expect(w!.message).toBe('Conflito de horário: Rafael também está escalado(a) em Jogo d2, e cada jogo ocupa 120 min a partir do início.');
  });

  it('the match itself is not a clash; an untimed one the same day is, said so', () => {
    expect(scaleWarnings(referee, match(), [duel('d1', '2026-11-24T16:00')])).toEqual([]);
    expect(scaleWarnings(referee, match(), [duel('d3', '2026-11-24')])[0]!.message).toContain('no mesmo dia (horário a definir)');
  });

  it('linked to the home or the away team\'s association', () => {
    const home = scaleWarnings({ ...referee, association_id: 'h' }, match(), []);
    expect(home).toEqual([{ kind: 'linked', side: 'home', message: 'Vínculo: Rafael é ligado(a) à entidade de Tigres (mandante).' }]);
    expect(scaleWarnings({ ...referee, association_id: 'w' }, match(), [])[0]).toMatchObject({ kind: 'linked', side: 'away' });
  });

  it('category below the competition\'s minimum (1 = highest), or no level at all', () => {
    expect(scaleWarnings(referee, match({ minLevel: 2 }), [])).toEqual([
      { kind: 'category', message: 'Categoria: Rafael é de nível 3; a competição pede nível 2 ou mais alto (1 = mais alta).' },
    ]);
    expect(scaleWarnings({ ...referee, level: null }, match({ minLevel: 5 }), [])[0]!.message).toContain('não tem categoria com nível');
    expect(scaleWarnings(referee, match({ minLevel: null }), [])).toEqual([]);
  });
});
