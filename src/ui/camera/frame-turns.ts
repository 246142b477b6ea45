// Which way up the gate hands each camera frame to the decoder.
//
// zxing (html5-qrcode's decoder where the platform has no BarcodeDetector: iOS, Firefox, desktop
// Linux) sometimes takes a run of data modules for a finder pattern and locks onto the wrong three
// corners. For the ID card's version-6 code that is about 1 card in 12, measured with uqr's output
// drawn clean: the same card fails on every frame, so the athlete is never read. Turned a quarter,
// zxing scans the rows in another order and finds the real corners: with the four turns tried in
// turn, 298-300 cards in 300 read (random cards, 5-7 px modules, zxing as html5-qrcode bundles it).
// On the gate this was the e2e scan tests failing now and then, and bench/scan's missed cards.
//
// So: after a frame with no code, the next frame is turned a further quarter; after a frame that
// held a code, the turn stays (a phone held sideways keeps reading at once).

export type QuarterTurns = 0 | 1 | 2 | 3;

export interface FrameTurns {
  /** The turn to give the next frame. */
  current(): QuarterTurns;
  /** The frame just tried had a code (`true`) or not. */
  report(found: boolean): void;
}

export function createFrameTurns(): FrameTurns {
  let turns: QuarterTurns = 0;
  return {
    current: () => turns,
    report(found) {
      if (!found) turns = ((turns + 1) % 4) as QuarterTurns;
    },
  };
}

/**
 * Draws `source` turned `turns` quarters clockwise into `target` (resized to fit), for the decoder.
 * Returns `source` itself for no turn. `target` is reused frame after frame: no garbage per frame.
 */
export function turnedFrame(source: HTMLCanvasElement, turns: QuarterTurns, target: HTMLCanvasElement): HTMLCanvasElement {
  if (turns === 0) return source;
  const { width, height } = source;
  const sideways = turns % 2 === 1;
  const w = sideways ? height : width;
  const h = sideways ? width : height;
  if (target.width !== w) target.width = w;
  if (target.height !== h) target.height = h;
  const ctx = target.getContext('2d', { willReadFrequently: true });
  if (!ctx) return source;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.translate(w / 2, h / 2);
  ctx.rotate((turns * Math.PI) / 2);
  ctx.drawImage(source, -width / 2, -height / 2);
  return target;
}
