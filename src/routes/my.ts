// The signed-in person's own area (spec §2.2 `/my/*`), screens as they arrive.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

export const myRoutes: RouteDef[] = [
  { path: '/my/id', title: msg`Carteirinha digital`, access: { login: true }, page: lazyPage(() => import('../features/idcard/id-card-page'), 'IdCardPage') },
];
