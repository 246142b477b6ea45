// Installation (spec §4): standalone display mode marks the app as installed. The browser's
// install prompt arrives once, early, so it is captured at start-up and kept for the install page.
import { createStore, useStore } from '../lib/store';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState { installed: boolean; prompt: InstallPromptEvent | null }

const standalone = (): boolean =>
  typeof matchMedia !== 'undefined' && matchMedia('(display-mode: standalone)').matches;

export const installStore = createStore<InstallState>({ installed: standalone(), prompt: null });

export function watchInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep it for our own button instead of the mini-infobar
    installStore.set({ prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => installStore.set({ installed: true, prompt: null }));
  matchMedia('(display-mode: standalone)').addEventListener('change', (e) => installStore.set({ installed: e.matches }));
}

export const isInstalled = (): boolean => installStore.get().installed;

/** Shows the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = installStore.get().prompt;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  installStore.set({ prompt: null });
  return outcome === 'accepted';
}

export const useInstall = (): InstallState => useStore(installStore);
