import { describe, expect, it } from 'vitest';
import { digestText, sumulaDigest, type DigestInput } from './digest';

const input: DigestInput = {
  id: 'd1', competition_id: 'c1', home_team_id: 'h', away_team_id: 'a', home_score: 1, away_score: 0, confirmed_by: 'u1',
  captains: [{ team_id: 'h', name: 'João', ciente: true }],
};
const events = [
  { id: 'e2', kind: 'goal', team_id: 'h', period: 2, minute: 5 },
  { id: 'e1', kind: 'goal', team_id: 'a', period: 1, minute: 3 },
  { id: 'e3', kind: 'void', ref_id: 'e1' },
];

describe('sumulaDigest', () => {
  it('does not depend on key order (the database reorders jsonb keys) nor on event arrival order', () => {
    const reordered = { ...input, captains: [{ ciente: true, name: 'João', team_id: 'h' }] };
    expect(sumulaDigest(reordered, [...events].reverse())).toBe(sumulaDigest(input, events));
  });

  it('changes with the score, the report, the events that count and who confirmed', () => {
    const base = sumulaDigest(input, events);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(sumulaDigest({ ...input, home_score: 2 }, events)).not.toBe(base);
    expect(sumulaDigest({ ...input, observations: 'Chuva.' }, events)).not.toBe(base);
    expect(sumulaDigest({ ...input, confirmed_by: 'u2' }, events)).not.toBe(base);
    expect(sumulaDigest(input, events.slice(0, 2))).not.toBe(base);
  });

  it('hashes only the live events, in match order', () => {
    const text = digestText(input, events);
    expect(text).toContain('"e2"');
    expect(text).not.toContain('"e1"');
  });
});
