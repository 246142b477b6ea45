import { describe, expect, it } from 'vitest';
import { computeStandings, formatCell, preset, standingsColumns, type ResultInput } from './index';

const game = (id: string, home: string, away: string, hs: number, as: number, extra: Partial<ResultInput> = {}): ResultInput =>
  ({ id, home_team_id: home, away_team_id: away, home_score: hs, away_score: as, ...extra });

describe('standings columns', () => {
  it('football has the headers of the public table: Pos Time P J V E D GP GC SG', () => {
    expect(standingsColumns('football').map((c) => c.label)).toEqual(['Pos', 'Time', 'P', 'J', 'V', 'E', 'D', 'GP', 'GC', 'SG']);
    expect(standingsColumns(null)).toBe(standingsColumns('football'));
    expect(standingsColumns('other')).toBe(standingsColumns('football'));
  });

  it('volleyball shows sets and the two averages; every column is a row field', () => {
    const rules = preset('fivb').rules;
    const s = computeStandings({
      teams: [{ id: 'a', name: 'Sesi' }, { id: 'b', name: 'Minas' }],
      results: [game('1', 'a', 'b', 3, 0, { home_points_scored: 75, away_points_scored: 60 })],
      rules, seed: 's',
    });
    const cols = standingsColumns('volleyball');
    expect(cols.map((c) => c.label)).toEqual(['Pos', 'Time', 'P', 'J', 'V', 'D', 'SV', 'SP', 'SA', 'PP', 'PC', 'PA']);
    for (const c of [...cols, ...standingsColumns('basketball')]) expect(s.rows[0]).toHaveProperty(c.key);
    expect(cols.map((c) => formatCell(s.rows[0]!, c.key))).toEqual(['1', 'Sesi', '3', '1', '1', '0', '3', '0', '∞', '75', '60', '1,250']);
    expect(formatCell(s.rows[1]!, 'set_ratio')).toBe('0,000');
  });

  it('signs the goal difference', () => {
    const s = computeStandings({ teams: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], results: [game('1', 'a', 'b', 2, 0)], rules: preset('cbf_serie_a').rules, seed: 's' });
    expect(s.rows.map((r) => formatCell(r, 'goal_difference'))).toEqual(['+2', '-2']);
  });
});
