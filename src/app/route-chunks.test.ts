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

/** A screen that records whether it was asked for. */
const fakePage = () => ({ preload: vi.fn(() => Promise.resolve()) });

describe('prefetchSignedInChunks', () => {
  it('starts the data layer, the main layout and the screen at start-up when a session is stored', async () => {
    stubStorage({ token: 't', info: JSON.stringify({ id: 'u-1', name: 'Ana' }) });
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    const page = fakePage();
    chunks.prefetchSignedInChunks(page);
    expect(data).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page.preload).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a signed-out start (the login form stays light)', async () => {
    stubStorage({});
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    const page = fakePage();
    chunks.prefetchSignedInChunks(page);
    expect(data).not.toHaveBeenCalled();
    expect(layout).not.toHaveBeenCalled();
    expect(page.preload).not.toHaveBeenCalled();
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

describe('pageAt', () => {
  it("is the screen of the route the router matches, found by the router's own matcher", async () => {
    const { pageAt } = await import('./router');
    const { routeTable } = await import('../routes/registry');
    const screenOf = (path: string) => routeTable.find((r) => r.path === path)!.page;
    expect(pageAt('/my/id')).toBe(screenOf('/my/id'));
    expect(pageAt('/my/id/')).toBe(screenOf('/my/id'));
    expect(pageAt('/meals/0190a000-0000-7000-8000-0000000000bb/scan')).toBe(screenOf('/meals/$id/scan'));
    expect(pageAt('/nowhere/at/all')).toBeNull();
  });
});
