// The signed-in session (spec §4 "Session"): logged in once a token and user info are stored.
// The token and info live in localStorage (spec keys) and are mirrored here for React and guards.
import type { UserInfo } from '../domain/api';
import { storage } from './storage';
import { createStore, useStore } from '../lib/store';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

export const sessionStore = createStore<SessionState>({ token: null, user: null });

export const isLoggedIn = (s: SessionState = sessionStore.get()): boolean => s.token !== null && s.user !== null;

/** Start-up step 3: restore what is stored, unless the page is the OAuth callback (it brings its own). */
export function restoreSession(pathname: string): void {
  if (pathname.startsWith('/oauth/')) return;
  sessionStore.set({ token: storage.get('token'), user: storage.get('info') });
}

export function signIn(token: string, user: UserInfo): void {
  storage.set('token', token);
  storage.set('info', user);
  sessionStore.set({ token, user });
}

export function updateUser(user: UserInfo): void {
  storage.set('info', user);
  sessionStore.set({ user });
}

export function clearSession(): void {
  storage.remove('token', 'info');
  sessionStore.set({ token: null, user: null });
}

export const useSession = (): SessionState => useStore(sessionStore);
export const useUser = (): UserInfo | null => useStore(sessionStore, (s) => s.user);
export const useLoggedIn = (): boolean => useStore(sessionStore, (s) => isLoggedIn(s));
