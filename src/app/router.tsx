// The TanStack router, built from the route table (src/routes/registry.ts). Every route runs the
// spec §6 guard in beforeLoad; layout and title ride along as static data.
import type { MessageDescriptor } from '@lingui/core';
import { createRootRoute, createRoute, createRouter, redirect, type AnyRoute } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { PRODUCT_TITLE } from '../domain/tenancy';
import { routeTable } from '../routes/registry';
import type { RouteDef, RouteLayout } from '../routes/route-def';
import type { LazyPage } from './lazy-page';
import { PageSpinner } from '../ui/loading-screen';
import { appStore } from '../data/app-state';
import { guard, type GuardState } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteError } from './pages/route-error';
import { loadRouteChunks } from './route-chunks';
import { isLoggedIn, sessionStore } from '../data/session';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    layout?: RouteLayout;
  }
}

export function guardState(): GuardState {
  const app = appStore.get();
  const session = sessionStore.get();
  return {
    backend: app.backend,
    loggedIn: isLoggedIn(session),
    user: session.user,
    availableModules: app.config?.available_modules ?? [],
    connectWithoutCode: app.connectWithoutCode,
  };
}

const rootRoute = createRootRoute({ component: RootLayout });

function toRoute(def: RouteDef): AnyRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: def.path,
    component: def.page,
    staticData: { title: def.title, layout: def.layout ?? 'main' },
    beforeLoad: ({ location }) => {
      const target = guard(def.access, guardState(), { path: location.pathname, search: location.searchStr });
      if (target) throw redirect({ to: target.to, search: target.search ?? {}, replace: true } as never);
    },
    // The screen, and the layout and data layer it renders within, before it renders (route-chunks.ts).
    loader: () => loadRouteChunks(def),
  });
}

export const router = createRouter({
  routeTree: rootRoute.addChildren(routeTable.map(toRoute)),
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: PageSpinner,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

/**
 * The screen the router will draw at `pathname`, found by the router's own matcher: a start fetches
 * it before the boot is done (route-chunks.ts prefetchSignedInChunks). Null when no screen fits.
 */
export function pageAt(pathname: string): LazyPage | null {
  const [, , found] = router.getMatchedRoutes(pathname);
  const page = found?.options.component as Partial<LazyPage> | undefined;
  return typeof page?.preload === 'function' ? (page as LazyPage) : null;
}

export const documentTitle = (title: string): string => `${title} - ${PRODUCT_TITLE}`;

/** Spec §2.11: page titles read "{title} - {product}". */
function updateTitle(): void {
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  const notFound = !leaf || leaf.status === 'notFound' || leaf.routeId === rootRoute.id;
  const descriptor = notFound ? undefined : leaf.staticData.title;
  document.title = documentTitle(notFound ? t`Página não encontrada` : descriptor ? i18n._(descriptor) : PRODUCT_TITLE);
}

router.subscribe('onResolved', updateTitle);
