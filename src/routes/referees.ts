// Refereeing beyond the generic registry screens (spec §2.10, §2.2): the scale of appointments and
// the referee's own appointments. As the menu offers them (menu.ts).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

export const refereeRoutes: RouteDef[] = [
  {
    path: '/referees/referees/all', title: msg`Escala de arbitragem`, access: { login: true, permissions: ['refereeschedules'], modules: ['competitions'] },
    page: lazyPage(() => import('../features/referees/scale-page'), 'RefereeScalePage'),
  },
  {
    path: '/my/referees/scales', title: msg`Minhas escalas`, access: { login: true, permissions: ['my_referees'], modules: ['competitions'] },
    page: lazyPage(() => import('../features/referees/my-scales-page'), 'MyScalesPage'),
  },
];
