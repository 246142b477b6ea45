import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import type { UserInfo } from '../domain/api';
import { appStore } from './app-state';
import { loadCommonConfig, refreshUser } from './boot';
import { setNoticeSink, type Notice } from './notices';
import { sessionStore, signIn } from './session';
import { storage } from './storage';

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
