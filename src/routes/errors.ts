// Error pages (spec §2.1, §8). The not-found page is the router's default, not a table entry.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const pages = () => import('../app/pages/error-pages');

export const errorRoutes: RouteDef[] = [
  { path: '/error/denied', title: msg`Acesso negado`, access: {}, page: lazyPage(pages, 'DeniedPage') },
  { path: '/error/disabled', title: msg`Módulo desativado`, access: {}, page: lazyPage(pages, 'DisabledPage') },
];
