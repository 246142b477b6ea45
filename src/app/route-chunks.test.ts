import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
});

function stubStorage(values: Record<string, string>) {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => values[k] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
}

describe('prefetchSignedInChunks', () => {
  it('starts the data layer and the main layout downloads at start-up when a session is stored', async () => {
    stubStorage({ token: 't', info: JSON.stringify({ id: 'u-1', name: 'Ana' }) });
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    chunks.prefetchSignedInChunks();
    expect(data).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a signed-out start (the login form stays light)', async () => {
    stubStorage({});
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    chunks.prefetchSignedInChunks();
    expect(data).not.toHaveBeenCalled();
    expect(layout).not.toHaveBeenCalled();
  });
});

describe('fetchSignedInChunks', () => {
  it('starts both downloads whatever is stored (the login form calls it once someone types)', async () => {
    stubStorage({});
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    chunks.fetchSignedInChunks();
    expect(data).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
  });
});
