import { describe, expect, it } from 'vitest';
import { disciplineRules, suspensionsFrom, type MatchCards } from './discipline';
import { cardsByPerson, type SumulaEvent } from './sumula/events';

const P = '00000000-0000-4000-8000-00000000000a';
const T = '00000000-0000-4000-8000-0000000000aa';
let n = 0;
const ev = (kind: string, over: Partial<SumulaEvent> = {}): SumulaEvent => ({ id: `e${String(++n).padStart(4, '0')}`, kind, person_id: P, team_id: T, period: 1, minute: n, ...over });
const match = (duel: string, ...events: SumulaEvent[]): MatchCards => ({ duel_id: duel, cards: cardsByPerson(events) });
const cbf = disciplineRules(undefined);
const summary = (history: MatchCards[], duel: string, rules = cbf) => suspensionsFrom(history, duel, rules).map((s) => `${s.basis}:${s.matches}`);

describe('automatic suspensions (CBF RGC art. 47)', () => {
  it('uses the CBF defaults when the regulation says nothing', () => {
    expect(cbf).toEqual({ redCardMatches: 1, yellowThreshold: 3, secondYellowCountsTowardsSeries: false });
    expect(disciplineRules({ red_card_matches: 2, yellow_threshold: 2, second_yellow_counts_towards_series: true }))
      .toEqual({ redCardMatches: 2, yellowThreshold: 2, secondYellowCountsTowardsSeries: true });
  });

  it('a direct red suspends for the regulation\'s number of matches', () => {
    expect(summary([match('d1', ev('red'))], 'd1')).toEqual(['red:1']);
    expect(summary([match('d1', ev('red'))], 'd1', { ...cbf, redCardMatches: 2 })).toEqual(['red:2']);
  });

  it('the third yellow in a series suspends for one match', () => {
    const h = [match('d1', ev('yellow')), match('d2', ev('yellow')), match('d3', ev('yellow'))];
    expect(summary(h, 'd2')).toEqual([]);
    expect(summary(h, 'd3')).toEqual(['series:1']);
  });

  it('a yellow and a direct red, the yellow being the third: 2 matches (§1 II)', () => {
    const h = [match('d1', ev('yellow')), match('d2', ev('yellow')), match('d3', ev('yellow'), ev('red'))];
    expect(summary(h, 'd3')).toEqual(['red:1', 'series:1']);
  });

  it('the two yellows behind an indirect red do not count towards the series (§1 III)', () => {
    const h = [match('d1', ev('yellow')), match('d2', ev('yellow'), ev('yellow')), match('d3', ev('yellow'))];
    expect(summary(h, 'd2')).toEqual(['second_yellow:1']);
    expect(summary(h, 'd3')).toEqual([]); // 1 (d1) + 0 (d2) + 1 (d3) = 2
    // Where the regulation counts them, d2 completes the series (1 + 2) and d3 starts a new one.
    const counting = { ...cbf, secondYellowCountsTowardsSeries: true };
    expect(summary(h, 'd2', counting)).toEqual(['second_yellow:1', 'series:1']);
    expect(summary(h, 'd3', counting)).toEqual([]);
  });

  it('a second yellow recorded as a plain yellow (two devices) is still an indirect red', () => {
    expect(cardsByPerson([ev('yellow'), ev('yellow')])[0]).toMatchObject({ yellows: 2, indirectRed: true, directRed: false });
  });

  it('a voided yellow does not count', () => {
    const y = ev('yellow');
    const h = [match('d1', ev('yellow')), match('d2', ev('yellow')), match('d3', y, ev('void', { ref_id: y.id, person_id: null }))];
    expect(summary(h, 'd3')).toEqual([]);
  });

  it('the count restarts after a series suspension', () => {
    const h = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => match(d, ev('yellow')));
    expect(h.map((m) => summary(h, m.duel_id).join())).toEqual(['', '', 'series:1', '', '', 'series:1']);
  });
});
