// What a route downloads besides its own screen. The start-up chunk holds React,
// Chakra, the router, the route table (paths, titles, access) and the bare layout: enough for the
// login form. Everything else arrives with the first route that needs it, awaited in the route's
// loader so that nothing above the screen ever suspends:
//   - the rest of the theme's recipes (ui/theme-recipes.ts): every route but /login;
//   - the main layout (header, menu, drawer, sync indicator and panel): routes with layout 'main';
//   - the data layer (Dexie, the tenant database, sync): those routes too, and any route while
//     someone is signed in (their sync and ID card keep running on the public pages as well).
import type { RouteDef } from '../routes/route-def';
import { themeRecipes } from '../ui/theme-loader';
import { lazyModule } from '../lib/lazy-module';
import { isLoggedIn } from '../data/session';
import { storage } from '../data/storage';

export const dataRuntime = lazyModule(() => import('./data-runtime'));
export const mainLayout = lazyModule(() => import('./layout/main-layout'));

/** The chunks a route renders with, its screen included. Resolves when all are in. */
export async function loadRouteChunks(def: Pick<RouteDef, 'layout' | 'page' | 'startupTheme'>): Promise<void> {
  const main = (def.layout ?? 'main') === 'main';
  if (!main && isLoggedIn()) void dataRuntime.load().catch(() => undefined);
  await Promise.all([
    def.page.preload(),
    ...(def.startupTheme ? [] : [themeRecipes.load()]),
    ...(main ? [mainLayout.load(), dataRuntime.load()] : []),
  ]);
}

/**
 * A start with a stored session draws a signed-in screen (or the public one, with sync running):
 * fetch the data layer and the main layout while the boot runs, instead of after the router has
 * matched the route (one round of fetches less before the screen, offline from the precache too).
 */
export function prefetchSignedInChunks(page?: { preload(): Promise<void> } | null): void {
  if (storage.get('token') === null || storage.get('info') === null) return;
  fetchSignedInChunks();
  // The screen itself too (router.tsx pageAt): its loader would ask for it only once the boot and
  // the chunks above are done (measured offline at 4× CPU: /my/id's page was requested ~600 ms
  // after the layout's).
  void page?.preload().catch(() => undefined);
}

/**
 * The same chunks, for a screen that leads to a signed-in one (the login form, once someone starts
 * typing): the download and parse happen while they type, not after the submit.
 */
export function fetchSignedInChunks(): void {
  void themeRecipes.load().catch(() => undefined);
  void dataRuntime.load().catch(() => undefined);
  void mainLayout.load().catch(() => undefined);
}
