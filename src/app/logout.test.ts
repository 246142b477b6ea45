import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import type { UserInfo } from '../domain/api';
import { appStore } from '../data/app-state';
import { addLogoutHook, logout } from './logout';
import { isLoggedIn, sessionStore, signIn } from '../data/session';
import { storage } from '../data/storage';

const user: UserInfo = {
  id: 'u1', name: 'Ana', image_url: null, phone: null, email: 'a@b.c', admin: false, master: false,
  super: false, verifyed_at: null, permissions_names: [],
};

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts platform info with the bearer, clears token and info, runs hooks, goes to /login', async () => {
    appStore.set({ backend: 'http://api.test' });
    signIn('tok', user);
    storage.set('title', 'Demo');
    const fetchMock = vi.fn(async () => new Response('{"status":1}'));
    vi.stubGlobal('fetch', fetchMock);
    const hook = vi.fn();
    const off = addLogoutHook(hook);
    const navigate = vi.fn();

    await logout(navigate);
    off();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toMatchObject({ platform: 'web', installed: false });
    expect(hook).toHaveBeenCalledWith('u1');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('info')).toBeNull();
    expect(storage.get('title')).toBe('Demo');
    expect(isLoggedIn(sessionStore.get())).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('works offline: the failed call is ignored', async () => {
    appStore.set({ backend: 'http://api.test' });
    signIn('tok', user);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const navigate = vi.fn();
    await logout(navigate);
    expect(storage.get('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
