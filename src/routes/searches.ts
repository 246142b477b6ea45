// The signed-in searches (spec §2.5 "/public, login needed: users search, associations search,
// documents search"), at the paths the menu gives them (menu.ts, group public).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const login: RouteAccess = { login: true };

export const searchRoutes: RouteDef[] = [
  { path: '/public/users', title: msg`Busca de pessoas`, access: login, page: lazyPage(() => import('../features/search/people-search-page'), 'PeopleSearchPage') },
  { path: '/public/associations', title: msg`Busca de entidades`, access: login, page: lazyPage(() => import('../features/search/entity-search-page'), 'EntitySearchPage') },
  { path: '/public/documents', title: msg`Modelos de documentos`, access: login, page: lazyPage(() => import('../features/search/document-search-page'), 'DocumentSearchPage') },
];
