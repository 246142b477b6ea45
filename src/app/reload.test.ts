import { describe, expect, it } from 'vitest';
import { isAssetUrl, isChunkLoadError, RELOAD_WINDOW_MS, shouldReload } from './reload';

describe('failed load reload', () => {
  it('recognises chunk errors of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('matches assets under /assets/ and /js/ only', () => {
    expect(isAssetUrl('http://localhost:8787/assets/index-abc.js')).toBe(true);
    expect(isAssetUrl('/js/app.js')).toBe(true);
    expect(isAssetUrl('http://localhost:8787/api/v1/assets/x')).toBe(false);
    expect(isAssetUrl('http://localhost:8787/icons/icon-192.png')).toBe(false);
  });
  it('reloads once, not again within the window, and never offline', () => {
    expect(shouldReload(1000, null, true)).toBe(true);
    expect(shouldReload(1000 + RELOAD_WINDOW_MS, 1000, true)).toBe(false);
    expect(shouldReload(1001 + RELOAD_WINDOW_MS, 1000, true)).toBe(true);
    expect(shouldReload(1000, null, false)).toBe(false);
  });
});
