import { describe, expect, it } from 'vitest';
import { centredArea, fitWithin, PHOTO_ASPECT, PHOTO_MAX } from './reencode';

describe('fitWithin', () => {
  it("scales a phone's 3000×4000 crop down to the kept size, keeping its aspect", () => {
    expect(fitWithin(3000, 4000, PHOTO_MAX)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 3000, PHOTO_MAX)).toEqual({ width: 1200, height: 900 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(300, 400, PHOTO_MAX)).toEqual({ width: 300, height: 400 });
  });
});

describe('centredArea', () => {
  it('takes the largest 3:4 portrait from the middle of a landscape photo', () => {
    expect(centredArea(4000, 3000, PHOTO_ASPECT)).toEqual({ x: 875, y: 0, width: 2250, height: 3000 });
  });
  it('from a tall photo, trims top and bottom', () => {
    expect(centredArea(900, 1600, PHOTO_ASPECT)).toEqual({ x: 0, y: 200, width: 900, height: 1200 });
  });
});
