// Which decoded texts the gate acts on. The decoder reports the card in view at every frame it
// reads (10-15 a second), so without this one person standing still would be checked in, then
// "already registered", over and over:
//   - one scan at a time: a text that arrives while the previous one is being processed is dropped
//     (the next frame brings it back a tenth of a second later);
//   - the same text is ignored while it stays in view, and for `cooldownMs` after it was last seen
//     (sliding: a card held up for ten seconds is one scan). Another card is taken at once, even
//     while the previous result is on screen: the queue moves as fast as people step up.
// Pure and clock-injected, so it is unit-tested (scan-gate.test.ts).

export interface ScanGate {
  /** True when `text` should be processed now; the caller must call `done()` when it has been. */
  accept(text: string, now: number): boolean;
  /** The scan accepted last has been processed (shown or failed). */
  done(now: number): void;
  /** True between an accepted scan and its `done()`. */
  busy(): boolean;
  /** Forgets the last text (after a camera switch, say), so it reads as new. */
  reset(): void;
}

export const SAME_CARD_COOLDOWN_MS = 2000;

export function createScanGate(cooldownMs = SAME_CARD_COOLDOWN_MS): ScanGate {
  let busy = false;
  let last: string | null = null;
  let lastSeen = -Infinity;
  return {
    accept(text, now) {
      if (text === last && now - lastSeen < cooldownMs) {
        lastSeen = now; // still in view: extend the quiet period
        return false;
      }
      if (busy) return false;
      busy = true;
      last = text;
      lastSeen = now;
      return true;
    },
    done(now) {
      busy = false;
      lastSeen = Math.max(lastSeen, now);
    },
    busy: () => busy,
    reset() {
      busy = false;
      last = null;
      lastSeen = -Infinity;
    },
  };
}
