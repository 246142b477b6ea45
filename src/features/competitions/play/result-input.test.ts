import { describe, expect, it } from 'vitest';
import { emptyResultForm, formFromDuel, parseResultForm } from './result-input';

const id = '0b8f5a7e-3d1c-4c2b-9a55-1f2e3d4c5b6a';

describe('parseResultForm', () => {
  it('turns the typed score into duels.result args, empty cards counting as 0', () => {
    expect(parseResultForm(id, { ...emptyResultForm(), home_score: '2', away_score: ' 1 ', home_yellow: '3' })).toEqual({
      args: { id, home_score: 2, away_score: 1, home_yellow: 3, away_yellow: 0, home_red: 0, away_red: 0 },
    });
  });

  it('refuses a missing score and a score that is not a whole number, in pt-BR, per field', () => {
    const out = parseResultForm(id, { ...emptyResultForm(), home_score: '', away_score: '1,5', home_red: '-1' });
    expect(out).toEqual({ errors: {
      home_score: 'Informe o placar do mandante.',
      away_score: 'Informe o placar do visitante como número inteiro, sem sinais ou vírgulas.',
      home_red: 'Informe os vermelhos do mandante como número inteiro, sem sinais ou vírgulas.',
    } });
  });

  it('adds the shoot-out only when asked, and requires both sides of it', () => {
    const base = { ...emptyResultForm(), home_score: '1', away_score: '1', penalties: true, home_penalties: '4' };
    expect(parseResultForm(id, base)).toEqual({ errors: { away_penalties: 'Informe os pênaltis do visitante.' } });
    expect(parseResultForm(id, { ...base, away_penalties: '3' })).toMatchObject({ args: { decided_by: 'penalties', home_penalties: 4, away_penalties: 3 } });
  });

  it('round-trips a stored result (a correction starts from it)', () => {
    const form = formFromDuel({ home_score: 0, away_score: 3, home_yellow: 1, no_show: 'home' });
    expect(form).toMatchObject({ home_score: '0', away_score: '3', home_yellow: '1', no_show: 'home', penalties: false });
    expect(parseResultForm(id, form)).toMatchObject({ args: { home_score: 0, away_score: 3, no_show: 'home' } });
  });
});
