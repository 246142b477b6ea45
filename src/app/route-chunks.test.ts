import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../routes/route-def';

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

/** Routes whose screens record whether they were asked for. */
function fakeRoutes(paths: string[]) {
  return paths.map((path) => ({ path, page: { preload: vi.fn(() => Promise.resolve()) } as unknown as RouteDef['page'] }));
}

describe('prefetchSignedInChunks', () => {
  it('starts the data layer, the main layout and the screen at start-up when a session is stored', async () => {
    stubStorage({ token: 't', info: JSON.stringify({ id: 'u-1', name: 'Ana' }) });
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    const routes = fakeRoutes(['/', '/my/id', '/my/profile']);
    chunks.prefetchSignedInChunks(routes, '/my/id');
    expect(data).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(routes.map((r) => vi.mocked(r.page.preload).mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('downloads nothing for a signed-out start (the login form stays light)', async () => {
    stubStorage({});
    const chunks = await import('./route-chunks');
    const data = vi.spyOn(chunks.dataRuntime, 'load');
    const layout = vi.spyOn(chunks.mainLayout, 'load');
    const routes = fakeRoutes(['/my/id']);
    chunks.prefetchSignedInChunks(routes, '/my/id');
    expect(data).not.toHaveBeenCalled();
    expect(layout).not.toHaveBeenCalled();
    expect(routes[0]!.page.preload).not.toHaveBeenCalled();
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

describe('routeAt', () => {
  it('matches as the router does: the static path before a parameter, parameters never empty', async () => {
    const { routeAt } = await import('./route-chunks');
    const routes = [{ path: '/' }, { path: '/meals/$id/scan' }, { path: '/meals/new/scan' }, { path: '/a/$x/$y' }, { path: '/a/$x/b' }];
    expect(routeAt(routes, '/')?.path).toBe('/');
    expect(routeAt(routes, '/meals/m-1/scan')?.path).toBe('/meals/$id/scan');
    expect(routeAt(routes, '/meals/new/scan')?.path).toBe('/meals/new/scan');
    expect(routeAt(routes, '/meals/m-1/scan/')?.path).toBe('/meals/$id/scan');
    expect(routeAt(routes, '/a/1/b')?.path).toBe('/a/$x/b');
    expect(routeAt(routes, '/meals//scan')).toBeUndefined();
    expect(routeAt(routes, '/nowhere')).toBeUndefined();
  });
});
