import { describe, expect, it } from 'vitest';
import { createScanGate } from './scan-gate';

describe('createScanGate', () => {
  it('takes a card once while it stays in view, and again after it left for the cool-down', () => {
    const gate = createScanGate(2000);
    expect(gate.accept('A', 0)).toBe(true);
    gate.done(20);
    // The decoder keeps reading the same card every 100 ms for 5 s: all ignored (sliding window).
    for (let t = 100; t <= 5000; t += 100) expect(gate.accept('A', t)).toBe(false);
    // Gone for less than the cool-down: still the same scan.
    expect(gate.accept('A', 6500)).toBe(false);
    // Gone for 2 s: a new scan of the same card (the screen then says "already registered").
    expect(gate.accept('A', 8600)).toBe(true);
  });

  it('takes another card at once, even right after a result', () => {
    const gate = createScanGate(2000);
    expect(gate.accept('A', 0)).toBe(true);
    gate.done(15);
    expect(gate.accept('B', 120)).toBe(true);
    gate.done(140);
    expect(gate.accept('A', 250)).toBe(true); // only the last card is remembered
  });

  it('processes one scan at a time', () => {
    const gate = createScanGate(2000);
    expect(gate.accept('A', 0)).toBe(true);
    expect(gate.accept('B', 50)).toBe(false); // A still being processed: B comes back next frame
    gate.done(60);
    expect(gate.accept('B', 100)).toBe(true);
  });

  it('the cool-down runs from when processing ended, not when it began', () => {
    const gate = createScanGate(1000);
    expect(gate.accept('A', 0)).toBe(true);
    gate.done(900);
    expect(gate.accept('A', 1500)).toBe(false);
    expect(gate.accept('A', 2600)).toBe(true);
  });

  it('reset forgets the last card', () => {
    const gate = createScanGate(2000);
    expect(gate.accept('A', 0)).toBe(true);
    gate.done(10);
    gate.reset();
    expect(gate.accept('A', 100)).toBe(true);
  });
});
