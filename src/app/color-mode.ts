// Dark mode (spec §4): applied when the `dark` flag is stored. Chakra v3 keys its dark tokens on a
// `dark` class on <html>; `color-scheme` makes native controls and scrollbars follow.
// public/theme-init.js applies the same rule before first paint (CSP forbids an inline script).
import { storage } from '../data/storage';
import { createStore, useStore } from '../lib/store';

export const colorModeStore = createStore({ dark: storage.get('dark') === true });

export function applyColorMode(dark: boolean = colorModeStore.get().dark): void {
  const html = document.documentElement;
  html.classList.toggle('dark', dark);
  html.classList.toggle('light', !dark);
  html.style.colorScheme = dark ? 'dark' : 'light';
}

export function setDark(dark: boolean): void {
  if (dark) storage.set('dark', true);
  else storage.remove('dark');
  colorModeStore.set({ dark });
  applyColorMode(dark);
}

export const useDark = (): boolean => useStore(colorModeStore, (s) => s.dark);
