// Test support: the match mode of a duel rendered as the app does (i18n, theme, the tenant's replica,
// the competition play routes), for the screen tests of this folder.
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { sessionStore } from '../../../data/session';
import { TenantDbProvider } from '../../../data/db-context';
import type { TenantDb } from '../../../data/tenant-db';
import { i18n } from '../../../i18n/i18n';
import { competitionPlayRoutes } from '../../../routes/competition-play';
import { UiProvider } from '../../../ui/provider';
import { TEST_USER } from '../../../../tests/support/ui-harness';
import { tid } from '../play/test-competition';

/** Opens `/competitions/competitions/<the small competition>/duels/show/<duelId>/partida` over `db`. */
export function renderMatch(db: TenantDb, duelId: string) {
  sessionStore.set({ token: 'test-token', user: TEST_USER });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = competitionPlayRoutes.map((def) => createRoute({ getParentRoute: () => rootRoute, path: def.path, component: def.page }));
  const path = `/competitions/competitions/${tid('competition')}/duels/show/${duelId}/partida`;
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <TenantDbProvider db={db} userId={TEST_USER.id}>
          <RouterProvider router={router} />
        </TenantDbProvider>
      </UiProvider>
    </I18nProvider>,
  );
}
