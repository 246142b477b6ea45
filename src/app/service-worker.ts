// Registers the service worker built by vite-plugin-pwa from sw/sw.ts (dist/sw.js). Production
// only: in dev the precache manifest does not exist and a stale worker would mask code changes.
//
// `onFirstControl`: on a device's very first visit the start-up calls (/configs/common) ran before
// any worker existed, so nothing cached them, and opening the app offline the next day would find
// no module list ("Módulo desativado" on /meals at the gate). When the new worker takes control
// (clientsClaim), the caller repeats those calls through it so its NetworkFirst cache holds them.
export function registerServiceWorker(options: { onFirstControl?: () => void } = {}): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller && options.onFirstControl) {
    navigator.serviceWorker.addEventListener('controllerchange', options.onFirstControl, { once: true });
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After load, so installing the precache does not compete with the first render.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
