import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX } from './reencode';

describe('fitWithin', () => {
  it("scales a phone's 3000×4000 crop down to the kept size, keeping its aspect", () => {
    expect(fitWithin(3000, 4000, PHOTO_MAX)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 3000, PHOTO_MAX)).toEqual({ width: 1200, height: 900 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(300, 400, PHOTO_MAX)).toEqual({ width: 300, height: 400 });
  });
});
