// Golden cases, one or more per preset: small groups built so that the rule under test, and only it,
// decides the order (a wrong rule gives another order, asserted where it matters).
import { describe, expect, it } from 'vitest';
import { computeStandings, explainSplit, fairPlayPoints, preset, presetFor, REGULATION_PRESETS, resultValue, UNBEATEN_RATIO, type RegulationRules, type ResultInput } from './index';
import { CRITERION_KEYS } from '../criteria';

let serial = 0;
/** A result; `extra` adds cards, rally points, W.O., penalties. */
const game = (home: string, away: string, hs: number, as: number, extra: Partial<ResultInput> = {}): ResultInput => ({
  id: `g${++serial}`, home_team_id: home, away_team_id: away, home_score: hs, away_score: as, ...extra,
});
const teamsOf = (results: readonly ResultInput[], extra: string[] = []) =>
  [...new Set([...results.flatMap((r) => [r.home_team_id, r.away_team_id]), ...extra])].sort().map((id) => ({ id, name: id }));
const run = (rules: RegulationRules, results: ResultInput[], seed = 'semente', extraTeams: string[] = []) =>
  computeStandings({ teams: teamsOf(results, extraTeams), results, rules, seed });
const order = (s: ReturnType<typeof run>) => s.rows.map((r) => r.team_id);
const names = (ids: string[]) => new Map(ids.map((id) => [id, id]));
const splitOf = (s: ReturnType<typeof run>, above: string) => s.splits.find((x) => x.above === above)!;

describe('presets', () => {
  it('every preset lists only known criteria and a new regulation starts from the sport\'s preset (football → CBF)', () => {
    for (const p of REGULATION_PRESETS) {
      for (const key of [...p.rules.criteria, ...(p.rules.head_to_head_criteria ?? [])]) expect(CRITERION_KEYS).toContain(key);
      expect(p.rules.sport).toBe(p.sport);
    }
    expect(presetFor('football').key).toBe('cbf_serie_a');
    expect(presetFor(null).key).toBe('cbf_serie_a');
    expect(presetFor('basketball').key).toBe('fiba');
    expect(presetFor('volleyball').key).toBe('cbv_superliga');
  });
});

describe('FIFA 2026: head-to-head mini-league re-applied to the teams still level', () => {
  // A, B, C level on 12 points. Among the three, A took 12 points, B and C 3 each with the same goals
  // (2 for, 5 against). Re-applied to B and C alone: B won 2-0, lost 0-1 → goal difference +1 × −1.
  // Overall, C has the better goal difference (+4 against 0): without the re-application C would be above B.
  const results = [
    game('A', 'B', 2, 0), game('B', 'A', 0, 2), game('A', 'C', 2, 1), game('C', 'A', 0, 1),
    game('B', 'C', 2, 0), game('C', 'B', 1, 0),
    game('D', 'A', 1, 0), game('A', 'D', 0, 1),
    game('B', 'D', 1, 0), game('D', 'B', 0, 1), game('B', 'E', 1, 0),
    game('C', 'D', 1, 0), game('D', 'C', 0, 1), game('C', 'E', 5, 0),
  ];
  const rules = preset('fifa_2026').rules;

  it('orders A, B, C by the mini-league and its re-application, then D and E', () => {
    const s = run(rules, results);
    expect(s.rows.slice(0, 3).map((r) => r.points)).toEqual([12, 12, 12]);
    expect(order(s)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const ab = splitOf(s, 'A');
    expect([ab.criterion, ab.mini_criterion, ab.mini_league, ab.values]).toEqual(['head_to_head', 'points', ['A', 'B', 'C'], [12, 3]]);
    const bc = splitOf(s, 'B');
    expect([bc.criterion, bc.mini_criterion, bc.mini_league, bc.values]).toEqual(['head_to_head', 'goal_difference', ['B', 'C'], [1, -1]]);
    const why = explainSplit(bc, names(['A', 'B', 'C']), rules);
    expect(why).toContain('minicampeonato entre A, B e C');
    expect(why).toContain('confronto direto entre B e C: empatados em pontos (3); saldo de gols +1 × -1');
  });

  it('overall goal difference alone (no head-to-head) puts C above B: the mini-league is what decides', () => {
    const s = run({ ...rules, criteria: ['points', 'goal_difference', 'goals_for'] }, results);
    expect(order(s).indexOf('C')).toBeLessThan(order(s).indexOf('B'));
  });
});

describe('FIBA: 2/1 points and D.1.4 (restart for the remaining teams as soon as one is classified)', () => {
  // A, B, C each won one and lost one among themselves. Point difference in the three-team mini-league:
  // A −12, B +6, C +6, so A is third. B and C are still level: D.1.4 restarts with their game only, which
  // B won (2 × 1). Staying in the three-team mini-league, points scored would have put C (176) above B (170).
  const results = [
    game('A', 'B', 84, 80), game('B', 'C', 90, 80), game('C', 'A', 96, 80),
    game('A', 'D', 70, 60), game('B', 'D', 70, 60), game('C', 'D', 70, 60),
  ];
  const rules = preset('fiba').rules;

  it('ranks B, C, A, D with the restart deciding B over C', () => {
    const s = run(rules, results);
    expect(order(s)).toEqual(['B', 'C', 'A', 'D']);
    const bc = splitOf(s, 'B');
    expect([bc.criterion, bc.mini_criterion, bc.mini_league, bc.values]).toEqual(['head_to_head', 'points', ['B', 'C'], [2, 1]]);
    const ca = splitOf(s, 'C');
    expect([ca.mini_criterion, ca.mini_league, ca.values]).toEqual(['goal_difference', ['A', 'B', 'C'], [6, -12]]);
    expect(explainSplit(bc, names(['A', 'B', 'C']), rules)).toContain('saldo de pontos');
  });

  it('gives 2 per win, 1 per loss and 0 to a team that does not show (forfeit)', () => {
    const s = run(rules, [...results, game('D', 'E', 20, 0, { no_show: 'away' }), game('E', 'A', 50, 60)]);
    const points = Object.fromEntries(s.rows.map((r) => [r.team_id, r.points]));
    // A: 2 wins, 1 loss among A-C, + D + E → 3 wins 1 loss; D: 1 win (W.O.) 3 losses; E: W.O. 0 + loss 1.
    expect(points).toEqual({ A: 3 * 2 + 1, B: 2 * 2 + 1, C: 2 * 2 + 1, D: 2 + 3 * 1, E: 0 + 1 });
    expect(s.rows.find((r) => r.team_id === 'E')!.no_shows).toBe(1);
  });
});

describe('CBF Série A: confronto direto only between two clubs', () => {
  // A, B, C level on points (6), wins (2), goal difference (0) and goals for (2). Among them A beat B and C,
  // B beat C: a mini-league would order A, B, C. CBF skips head-to-head for three clubs and goes to the
  // fewest red cards: C (0), B (1), A (2).
  const results = [
    game('A', 'B', 1, 0, { home_red: 2 }), game('A', 'C', 1, 0), game('D', 'A', 1, 0), game('E', 'A', 1, 0),
    game('B', 'C', 1, 0, { home_red: 1 }), game('B', 'D', 1, 0), game('E', 'B', 1, 0),
    game('C', 'D', 1, 0), game('C', 'E', 1, 0),
  ];
  const rules = preset('cbf_serie_a').rules;

  it('skips head_to_head_two for three clubs and falls to the red cards, saying so', () => {
    const s = run(rules, results);
    expect(order(s)).toEqual(['E', 'C', 'B', 'A', 'D']);
    const cb = splitOf(s, 'C');
    expect(cb.criterion).toBe('fewer_red_cards');
    expect(cb.skipped).toEqual(['head_to_head_two']);
    expect(cb.level_on.map((l) => l.criterion)).toEqual(['points', 'wins', 'goal_difference', 'goals_for']);
    const why = explainSplit(cb, names(['B', 'C']), rules);
    expect(why).toContain('confronto direto não se aplica: só vale com duas equipes empatadas');
    expect(why).toContain('menos cartões vermelhos 0 × 1');
    // FIFA's mini-league over the same three would order them A, B, C.
    expect(order(run(preset('fifa_2026').rules, results)).filter((t) => 'ABC'.includes(t))).toEqual(['A', 'B', 'C']);
  });

  it('applies head_to_head_two when exactly two clubs are level', () => {
    // A and B level on everything overall (3 points, 1 win, 1–1 goals); A won their game, B has fewer reds.
    const two = [game('A', 'B', 1, 0, { home_red: 2 }), game('D', 'A', 1, 0), game('B', 'E', 1, 0)];
    const s = run(rules, two);
    const split = s.splits.find((x) => x.criterion === 'head_to_head_two')!;
    expect([split.above, split.below, split.mini_criterion, split.values]).toEqual(['A', 'B', 'points', [3, 0]]);
    expect(explainSplit(split, names(['A', 'B']), rules)).toContain('confronto direto entre A e B: pontos 3 × 0');
  });
});

describe('FIVB and CBV volleyball', () => {
  const fivb = preset('fivb').rules;
  const cbv = preset('cbv_superliga').rules;
  const rally = (h: number, a: number) => ({ home_points_scored: h, away_points_scored: a });

  it('3-0 and 3-1 give 3/0, 3-2 gives 2/1 (and only in volleyball)', () => {
    const pts = (hs: number, as: number, rules: RegulationRules) => { const v = resultValue(game('x', 'y', hs, as), rules); return [v.home.points, v.away.points]; };
    expect(pts(3, 0, fivb)).toEqual([3, 0]);
    expect(pts(3, 1, fivb)).toEqual([3, 0]);
    expect(pts(3, 2, fivb)).toEqual([2, 1]);
    expect(pts(2, 3, cbv)).toEqual([1, 2]);
    expect(pts(3, 2, preset('cbf_serie_a').rules)).toEqual([3, 0]);
  });

  it('FIVB ranks by wins before match points; CBV by points before wins', () => {
    // P: two 3-2 wins and a 0-3 loss → 2 wins, 4 points. Q: a 3-0 win and two 2-3 losses → 1 win, 5 points.
    const results = [game('P', 'X', 3, 2), game('P', 'Y', 3, 2), game('Z', 'P', 3, 0), game('Q', 'X', 3, 0), game('Y', 'Q', 3, 2), game('Z', 'Q', 3, 2)];
    const rows = (rules: RegulationRules) => run(rules, results).rows.filter((r) => r.team_id === 'P' || r.team_id === 'Q');
    expect(rows(fivb).map((r) => [r.team_id, r.wins, r.points])).toEqual([['P', 2, 4], ['Q', 1, 5]]);
    expect(rows(cbv).map((r) => r.team_id)).toEqual(['Q', 'P']);
  });

  it('separates by set quotient, then by points quotient (ratios, not differences)', () => {
    // A, B, C, D: one win, one loss each against E (loses all) and F (wins all).
    // A sets 4-3 (1,333); B, C, D sets 3-4. Points: B 160-145, C 160-155, D 160-165.
    const results = [
      game('A', 'E', 3, 0, rally(75, 60)), game('F', 'A', 3, 1, rally(98, 90)),
      game('B', 'E', 3, 1, rally(100, 70)), game('F', 'B', 3, 0, rally(75, 60)),
      game('C', 'E', 3, 1, rally(100, 80)), game('F', 'C', 3, 0, rally(75, 60)),
      game('D', 'E', 3, 1, rally(100, 90)), game('F', 'D', 3, 0, rally(75, 60)),
    ];
    const s = run(fivb, results);
    expect(order(s)).toEqual(['F', 'A', 'B', 'C', 'D', 'E']);
    const ab = splitOf(s, 'A');
    expect(ab.criterion).toBe('set_ratio');
    expect(ab.values).toEqual([4 / 3, 3 / 4]);
    const bc = splitOf(s, 'B');
    expect(bc.criterion).toBe('point_ratio');
    expect(bc.values).toEqual([160 / 145, 160 / 155]);
    expect(splitOf(s, 'C').criterion).toBe('point_ratio');
    const why = explainSplit(ab, names(['A', 'B']), fivb);
    expect(why).toContain('empatados em vitórias (1) e pontos (3)');
    expect(why).toContain('set average 1,333 × 0,750');
    expect(s.rows.find((r) => r.team_id === 'F')!.set_ratio).toBe(12 / 1);
  });

  it('FIVB: two teams that never met and are level on everything share the position (nothing lost = ∞, level)', () => {
    const results = [game('X', 'Z', 3, 0, rally(75, 50)), game('Y', 'Z', 3, 0, rally(75, 50))];
    const s = run(fivb, results);
    expect(s.rows.map((r) => [r.team_id, r.position, r.shared ?? false])).toEqual([['X', 1, true], ['Y', 1, true], ['Z', 3, false]]);
    expect(s.rows[0]!.set_ratio).toBe(UNBEATEN_RATIO);
    expect(s.splits[0]!.criterion).toBe('shared');
    expect(s.splits[0]!.never_met).toBe(true);
    const why = explainSplit(s.splits[0]!, names(['X', 'Y']), fivb);
    expect(why).toContain('X e Y dividem a 1ª posição');
    expect(why).toContain('set average (∞)');
    expect(why).toContain('não se enfrentaram');
  });

  it('CBV: a no-show costs −2, below a team that lost its match', () => {
    const results = [game('M', 'N', 3, 0, { no_show: 'away' }), game('M', 'L', 3, 0, rally(75, 40))];
    const s = run(cbv, results);
    expect(s.rows.map((r) => [r.team_id, r.points])).toEqual([['M', 6], ['L', 0], ['N', -2]]);
    expect(s.rows.find((r) => r.team_id === 'N')!.losses).toBe(1);
    expect(explainSplit(splitOf(s, 'L'), names(['L', 'N']), cbv)).toContain('pontos 0 × -2');
  });
});

describe('índice técnico and unknown criteria', () => {
  // B: 1 game, won (100%). D: 3 games, 2 wins (66,7% of points, 66,7% of wins). A: 2 games, a win and a
  // draw (66,7% of points, 50% of wins). By raw points D (6) and A (4) would be above B (3).
  const results = [
    game('B', 'X', 1, 0),
    game('D', 'X', 1, 0), game('D', 'Y', 1, 0), game('Y', 'D', 1, 0),
    game('A', 'Y', 1, 0), game('A', 'X', 0, 0),
  ];
  const pick = (ids: string[]) => ids.filter((t) => 'ABD'.includes(t));

  it('ranks by percentage of points, then of wins, not by raw points', () => {
    const rules = preset('indice_tecnico').rules;
    const s = run(rules, results);
    expect(pick(order(s))).toEqual(['B', 'D', 'A']);
    const da = splitOf(s, 'D');
    expect([da.below, da.criterion, da.values]).toEqual(['A', 'wins_pct', [200 / 3, 50]]);
    expect(explainSplit(da, names(['A', 'D']), rules)).toContain('empatados em aproveitamento de pontos (66,7%); aproveitamento de vitórias 66,7% × 50,0%');
    expect(pick(order(run(preset('cbf_serie_a').rules, results)))).toEqual(['D', 'A', 'B']);
  });

  it('ignores criteria keys it does not know (a newer regulation on an older device)', () => {
    const rules = preset('cbf_serie_a').rules;
    const withUnknown = { ...rules, criteria: ['coeficiente_uefa', ...rules.criteria, 'outro'], head_to_head_criteria: ['ranking_fifa', ...rules.head_to_head_criteria!] };
    expect(run(withUnknown, results)).toEqual(run(rules, results));
  });
});

describe('points deductions', () => {
  it('a deduction moves a team down, the split carries it and the why gives the reason', () => {
    const rules = preset('cbf_serie_a').rules;
    const results = [game('P', 'R', 2, 0), game('Q', 'R', 1, 0), game('P', 'Q', 0, 0)];
    const teams = teamsOf(results);
    const before = computeStandings({ teams, results, rules, seed: 's' });
    expect(order(before)).toEqual(['P', 'Q', 'R']);
    const after = computeStandings({ teams, results, rules, seed: 's', adjustments: [{ id: 'd1', team_id: 'P', points: -4, reason: 'CBJD art. 214', decided_by: 'STJD 1ª Comissão Disciplinar' }] });
    expect(order(after)).toEqual(['Q', 'P', 'R']);
    expect(after.rows[1]!.points).toBe(before.rows[0]!.points - 4);
    const split = after.splits[0]!;
    expect(split.adjustment_ids).toEqual(['d1']);
    expect(explainSplit(split, new Map([['P', 'Portuguesa'], ['Q', 'Fluminense']]), rules))
      .toBe('Fluminense à frente de Portuguesa: pontos 4 × 0; Portuguesa perdeu 4 pontos: CBJD art. 214 (STJD 1ª Comissão Disciplinar).');
  });
});

describe('draw of lots', () => {
  // Four clubs that drew 0-0 with each other: level on every CBF criterion down to the sorteio.
  const ids = ['A', 'B', 'C', 'D'];
  const results = ids.flatMap((h, i) => ids.slice(i + 1).map((a) => game(h, a, 0, 0)));
  const rules = preset('cbf_serie_a').rules;
  const draw = (seed: string, teams = teamsOf(results)) => computeStandings({ teams, results, rules, seed });

  it('is reproducible from its seed, whatever the input order, and shows the seed', () => {
    const first = draw('sorteio-2026');
    expect(order(draw('sorteio-2026', [...teamsOf(results)].reverse()))).toEqual(order(first));
    expect(first.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(first.splits.every((s) => s.criterion === 'draw_lots' && s.seed === 'sorteio-2026')).toBe(true);
    expect(explainSplit(first.splits[0]!, names(ids), rules)).toContain('por sorteio (semente sorteio-2026)');
  });

  it('another seed can give another order', () => {
    const orders = new Set(Array.from({ length: 12 }, (_, i) => order(draw(`semente-${i}`)).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('tallies', () => {
  it('FIFA fair play: yellow 1, indirect red 3, direct red 4, yellow then direct red 5', () => {
    expect(fairPlayPoints(1, 0, 0)).toBe(1);
    expect(fairPlayPoints(1, 1, 1)).toBe(3); // a second caution: counted as one yellow plus one (indirect) red
    expect(fairPlayPoints(0, 1, 0)).toBe(4);
    expect(fairPlayPoints(1, 1, 0)).toBe(5);
  });

  it('a penalty shootout: a draw in the record, shootout points when the regulation has them', () => {
    const rules = preset('cbf_serie_a').rules;
    const r = game('A', 'B', 1, 1, { decided_by: 'penalties', home_penalties: 4, away_penalties: 5 });
    expect(resultValue(r, rules).home.points).toBe(1);
    const v = resultValue(r, { ...rules, shootout_win_points: 2, shootout_loss_points: 1 });
    expect([v.home.points, v.away.points, v.shootout]).toEqual([1, 2, 'away']);
    const s = run({ ...rules, shootout_win_points: 2, shootout_loss_points: 1 }, [r]);
    expect(s.rows.map((x) => [x.team_id, x.points, x.draws, x.shootout_wins])).toEqual([['B', 2, 1, 1], ['A', 1, 1, 0]]);
  });

  it('a fixture without a score (not played yet) does not count; a W.O. does', () => {
    const rules = preset('cbf_serie_a').rules;
    const played = [game('A', 'B', 2, 1)];
    const scheduled = game('A', 'C', 0, 0, { home_score: null, away_score: null });
    expect(run(rules, [...played, scheduled])).toEqual(run(rules, played, 'semente', ['C']));
    const wo = run(rules, [...played, { ...scheduled, no_show: 'away' }]);
    expect(wo.rows.find((r) => r.team_id === 'A')).toMatchObject({ played: 2, wins: 2, points: 6 });
  });

  it('FIFA fair play decides between teams level on everything else: two yellows (2) beat one direct red (4)', () => {
    const rules = preset('fifa_2026').rules;
    const s = run(rules, [game('A', 'C', 1, 0, { home_yellow: 2 }), game('B', 'D', 1, 0, { home_red: 1 })]);
    expect(order(s).slice(0, 2)).toEqual(['A', 'B']);
    expect([splitOf(s, 'A').criterion, splitOf(s, 'A').values]).toEqual(['fair_play', [2, 4]]);
    // B has fewer yellow cards: a yellow-card criterion would have put it first.
    expect(order(run({ ...rules, criteria: ['points', 'goal_difference', 'goals_for', 'fewer_yellow_cards'] }, [game('A', 'C', 1, 0, { home_yellow: 2 }), game('B', 'D', 1, 0, { home_red: 1 })]))[0]).toBe('B');
  });

  it('home and away records add up to the whole', () => {
    const s = run(preset('cbf_serie_a').rules, [game('A', 'B', 2, 1), game('B', 'A', 3, 3), game('A', 'C', 0, 1)]);
    for (const row of s.rows)
      for (const k of ['played', 'wins', 'draws', 'losses', 'points', 'goals_for', 'goals_against'] as const) expect(row.home[k] + row.away[k]).toBe(row[k]);
    expect(s.rows.find((r) => r.team_id === 'A')!.away).toMatchObject({ played: 1, draws: 1, goals_for: 3, goals_against: 3, points: 1 });
  });
});
