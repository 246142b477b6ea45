// Service worker (built by vite-plugin-pwa, injectManifest, to dist/sw.js).
// - precaches the app shell and every route chunk, so an offline reload renders login or index;
// - serves navigations from the precached index.html (client-side routing), except the API;
// - keeps the last client lookup and /configs/* answers (NetworkFirst) so an offline start still
//   knows its tenant and its available modules;
// - keeps images and uploads (tenant logos, profile photos) for offline screens such as the ID card;
// - never caches /auth/* (tokens and user data) and takes over as soon as a new version installs;
// - flushes the sync outbox on Background Sync (sync-flush.ts; never workbox-background-sync's queue).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { DEADLINES_MS } from '../src/domain/timed-fetch';
import { BOOT_CACHE } from '../src/data/last-answer';
import { installSyncFlush } from './sync-flush';

// The DOM lib is in scope for the whole project; declare only what this worker touches.
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: Event) => void): void;
};

/** `/api/v1/…` on a tenant host, `/c/{code}/api/v1/…` on a generic host (connect mode). */
const API_PATH = /^(?:\/c\/[^/]+)?\/api\//;
const BOOT_CALLS = /^(?:\/c\/[^/]+)?\/api\/v1\/(?:federa\/client|configs\/[^/]+)$/;
const AUTH_CALLS = /^(?:\/c\/[^/]+)?\/api\/v1\/auth\//;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATH] }));

/**
 * Every network fetch of the runtime routes gets a deadline (NetworkFirst's networkTimeoutSeconds
 * only switches to the cache: with nothing cached it still waits for the network for ever).
 */
const deadline: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(DEADLINES_MS.serviceWorker)]) }),
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && BOOT_CALLS.test(url.pathname) && !AUTH_CALLS.test(url.pathname),
  new NetworkFirst({
    cacheName: BOOT_CACHE, // the page reads it too (src/data/last-answer.ts)
    // A hanging network (captive portal, one bar of signal) must not hold the start-up for long.
    networkTimeoutSeconds: 3,
    plugins: [deadline],
  }),
);

// Images and uploads: shown from cache at once and refreshed in the background, so logos and photos
// render offline (the ID card, the header) and a changed photo shows up on the next visit. Only
// successful same-origin answers are kept; API calls never match (they are not images or uploads).
const UPLOADS = /^(?:\/c\/[^/]+)?\/uploads\//;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === location.origin && !API_PATH.test(url.pathname) &&
    (request.destination === 'image' || UPLOADS.test(url.pathname) || url.pathname.startsWith('/tenant-assets/')),
  new StaleWhileRevalidate({ cacheName: 'federa-images', plugins: [deadline] }),
);

installSyncFlush();
