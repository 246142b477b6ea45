// The signed-in person's own area (spec §2.2 `/my/*`), screens as they arrive.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

/** As the menu offers it (menu.ts: permission my_teams, module competitions). */
const myTeams: RouteAccess = { login: true, permissions: ['my_teams'], modules: ['competitions'] };

export const myRoutes: RouteDef[] = [
  { path: '/my/teams', title: msg`Minhas equipes`, access: myTeams, page: lazyPage(() => import('../features/competitions/play/my-teams-pages'), 'MyTeamsPage') },
  { path: '/my/teams/show/$id', title: msg`Equipe`, access: myTeams, page: lazyPage(() => import('../features/competitions/play/my-teams-pages'), 'MyTeamPage') },
  { path: '/my/id', title: msg`Carteirinha digital`, access: { login: true }, page: lazyPage(() => import('../features/idcard/id-card-page'), 'IdCardPage') },
];
