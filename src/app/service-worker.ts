// Registers the service worker built by vite-plugin-pwa from sw/sw.ts (dist/sw.js). Production
// only: in dev the precache manifest does not exist and a stale worker would mask code changes.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After load, so installing the precache does not compete with the first render.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
