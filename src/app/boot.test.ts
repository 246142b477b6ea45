import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import type { UserInfo } from '../domain/api';
import { appStore } from '../data/app-state';
import { boot, loadCommonConfig, refreshUser } from './boot';
import { BOOT_CACHE } from '../data/last-answer';
import { setNoticeSink, type Notice } from '../lib/notices';
import { sessionStore, signIn } from '../data/session';
import { storage } from '../data/storage';

const user: UserInfo = {
  id: 'u1', name: 'Ana', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false,
  super: false, verifyed_at: null, permissions_names: [],
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('start-up calls', () => {
  let notices: Notice[];
  beforeEach(() => {
    notices = [];
    setNoticeSink((n) => notices.push(n));
    appStore.set({ backend: 'http://api.test', config: null });
    signIn('tok', user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNoticeSink(null);
  });

  it('refreshes the stored user info from /auth/me', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 1, result: { ...user, name: 'Ana Nova' } })));
    await refreshUser();
    expect(sessionStore.get().user?.name).toBe('Ana Nova');
    expect(storage.get('info')?.name).toBe('Ana Nova');
  });

  it('ignores a 401 on refresh: session kept, no notice (offline-first choice, see boot.ts)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 0, message: 'Sessão expirada.' }, 401)));
    await refreshUser();
    expect(sessionStore.get()).toEqual({ token: 'tok', user });
    expect(notices).toEqual([]);
  });

  it('ignores a network failure on refresh', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await refreshUser();
    expect(sessionStore.get().token).toBe('tok');
    expect(notices).toEqual([]);
  });

  it('does not call /auth/me when signed out', async () => {
    sessionStore.set({ token: null, user: null });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await refreshUser();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the common configuration and stores the register settings', async () => {
    const register = { open: true, key: 'cpf', cpf_required: true, check: true, tolerance: 5, mandatory_fields: [], strict_address: false };
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 1, available_modules: ['meals'], register })));
    await loadCommonConfig();
    expect(appStore.get().config?.available_modules).toEqual(['meals']);
    expect(storage.get('register')).toEqual(register);
  });

  it('keeps no configuration when it cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await loadCommonConfig();
    expect(appStore.get().config).toBeNull();
    expect(notices).toEqual([]);
  });
});

/** A server that accepts the connection and never answers: the promise never settles. */
const stalled = () => new Promise<Response>(() => {});

/** Cache Storage with one cache, enough for last-answer.ts. */
function fakeCaches(entries: Record<string, unknown>) {
  const store = new Map(Object.entries(entries).map(([url, body]) => [url, JSON.stringify(body)]));
  const cache = {
    match: async (url: string) => (store.has(url) ? new Response(store.get(url)) : undefined),
    put: async (url: string, response: Response) => void store.set(url, await response.text()),
  };
  return { open: async (name: string) => (name === BOOT_CACHE ? cache : { match: async () => undefined, put: async () => {} }) };
}

describe('start-up with a stalled server (lie-fi)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.remove('backend', 'client_code', 'token', 'info');
  });

  it('draws a signed-in device from what it stored at once, while every call hangs', async () => {
    storage.set('backend', 'http://localhost:8787');
    storage.set('client_code', 'demo');
    signIn('tok', user);
    sessionStore.set({ token: null, user: null }); // a fresh page: only storage holds the session
    appStore.set({ phase: 'tenant', booted: false, config: null });
    const config = { status: 1, available_modules: ['meals'] };
    vi.stubGlobal('window', { location: { origin: 'http://localhost:8787', hostname: 'localhost', pathname: '/my/id' } });
    vi.stubGlobal('caches', fakeCaches({ 'http://localhost:8787/api/v1/configs/common': config }));
    const fetchMock = vi.fn(stalled);
    vi.stubGlobal('fetch', fetchMock);

    const started = await Promise.race([boot().then(() => 'started'), new Promise((r) => setTimeout(() => r('still waiting'), 500))]);

    expect(started).toBe('started');
    expect(appStore.get()).toMatchObject({ phase: 'ready', booted: true, backend: 'http://localhost:8787', config });
    expect(sessionStore.get()).toEqual({ token: 'tok', user });
    // The refreshes did go out, in the background.
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual(expect.arrayContaining(['http://localhost:8787/api/v1/auth/me', 'http://localhost:8787/api/v1/configs/common']));
  });

  it('keeps the configuration it loaded for the next start', async () => {
    storage.set('backend', 'http://localhost:8787');
    appStore.set({ backend: 'http://localhost:8787', config: null });
    const caches = fakeCaches({});
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 1, available_modules: ['meals'] })));
    await loadCommonConfig();
    const kept = await (await caches.open(BOOT_CACHE)).match('http://localhost:8787/api/v1/configs/common');
    expect(await kept?.json()).toEqual({ status: 1, available_modules: ['meals'] });
  });
});
