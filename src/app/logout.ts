// Logout (spec §4 "Session"): tell the server (answer ignored), forget token and info, close the
// chat widget, go to login. The local clearing never waits on the network: offline logout works.
import { apiUrl, requestJson } from './http';
import { isInstalled } from './install';
import { clearSession, sessionStore } from '../data/session';
import { closeSupportChat } from './support-chat';

export interface PlatformInfo { platform: 'web'; userAgent: string; installed: boolean }

export const platformInfo = (): PlatformInfo => ({
  platform: 'web',
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  installed: isInstalled(),
});

export type LogoutHook = (userId: string) => void | Promise<void>;
const hooks = new Set<LogoutHook>();

/** Lets other layers (the local replica's wipe of user-private rows) run on logout. */
export function addLogoutHook(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  const { token, user } = sessionStore.get();
  if (token) {
    // Fire and forget: the answer is ignored (spec §7) and must not delay leaving.
    try {
      void requestJson(apiUrl('/auth/logout'), { method: 'POST', body: platformInfo(), token, quiet: true }).catch(() => undefined);
    } catch {
      // No backend configured: nothing to tell.
    }
  }
  if (user) {
    // A failing hook must not keep the user signed in on a shared device.
    await Promise.all([...hooks].map((hook) => Promise.resolve().then(() => hook(user.id)).catch(() => undefined)));
  }
  clearSession();
  closeSupportChat();
  await navigate('/login');
}
