// Test-only: renders the generated resource routes inside the real providers (lingui, Chakra, a
// tenant database, TanStack router on memory history) as a signed-in user. Import from *.test.tsx
// files running under jsdom with fake-indexeddb.
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, configure, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sessionStore } from '../../src/data/session';
import { TenantDbProvider } from '../../src/data/db-context';
import { openTenantDb, type TenantDb } from '../../src/data/tenant-db';
import type { UserInfo } from '../../src/domain/api';
import { getResource } from '../../src/domain/resources/index';
import { withDerived } from '../../src/domain/resources/search';
import { i18n } from '../../src/i18n/i18n';
import { resourceRouteTable } from '../../src/routes/resources';
import type { RouteDef } from '../../src/routes/route-def';
import { UiProvider } from '../../src/ui/provider';

export const TEST_USER: UserInfo = {
  id: '0190f0a0-0000-7000-8000-0000000000aa', name: 'Ana Teste', image_url: null, phone: null, email: 'ana@demo.test',
  admin: true, master: true, super: false, verifyed_at: null, permissions_names: [],
};

let counter = 0;
export const freshDb = (): TenantDb => openTenantDb(`ui-${process.pid}-${++counter}`);

/** What jsdom lacks: matchMedia (wide screen), element sizes for the virtualiser, ResizeObserver. */
export function installDomStubs(wide = true): void {
  window.matchMedia = ((query: string) => ({
    matches: wide, media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Virtualised rows (data-index) measure 41 px, as a compact table row does in a browser.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? 41 : 0;
    },
  });
  Element.prototype.scrollTo ??= () => undefined;
  // jsdom has no CSS.escape; Chakra's combobox (zag) uses it to find the highlighted option.
  const css = ((globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ??= {});
  css.escape ??= (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`);
  window.scrollTo = () => undefined;
}

/**
 * A screen test file's databases: stubs the DOM before its first test, unmounts after each test and
 * deletes, after the last, every database the returned `db()` opened. Call once, at the file's top.
 */
export function screenTestDbs(): () => TenantDb {
  const opened: TenantDb[] = [];
  beforeAll(() => installDomStubs());
  afterEach(cleanup);
  afterAll(async () => {
    for (const d of opened) await d.delete();
  });
  return () => {
    const d = freshDb();
    opened.push(d);
    return d;
  };
}

/** findBy* options: the first render of a route also loads its screen chunk. */
export const SLOW = { timeout: 10_000 };

// Every waitFor/findBy without options: a write goes through the mutator, the outbox and a live
// query before the screen or the store shows it, which takes more than testing-library's 1 s when
// CI's two cores also run the server suite. A passing wait returns as soon as it holds, so only a
// failing one gets slower.
configure({ asyncUtilTimeout: 5_000 });

/** Loads the screens' module before the first test (a cold transform can take seconds in CI). */
export async function warmUp(): Promise<void> {
  installDomStubs();
  await import('../../src/ui/resource/resource-pages');
}

/** Writes rows straight into the replica (as a pull would), with their derived search keys. */
export async function seed(db: TenantDb, collection: string, rows: Record<string, unknown>[]): Promise<void> {
  const resource = getResource(collection);
  await db.rows(collection).bulkPut(rows.map((row) => withDerived(resource, row as { id: string })));
}

export function renderRoute(db: TenantDb, path: string, user: UserInfo = TEST_USER, table: readonly RouteDef[] = resourceRouteTable) {
  sessionStore.set({ token: 'test-token', user });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = table.map((def) => createRoute({ getParentRoute: () => rootRoute, path: def.path, component: def.page }));
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <TenantDbProvider db={db} userId={user.id}>
          <RouterProvider router={router} />
        </TenantDbProvider>
      </UiProvider>
    </I18nProvider>,
  );
  return { ...view, router };
}
