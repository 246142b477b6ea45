import { describe, expect, it } from 'vitest';
import { createFrameTurns } from './frame-turns';

describe('frame turns', () => {
  it('tries the four quarter turns in order while no code is read', () => {
    const turns = createFrameTurns();
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(turns.current());
      turns.report(false);
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('keeps the turn that read a code, so the next card in the same position reads at once', () => {
    const turns = createFrameTurns();
    turns.report(false);
    turns.report(false);
    expect(turns.current()).toBe(2);
    turns.report(true);
    turns.report(true);
    expect(turns.current()).toBe(2);
  });
});
