// Meals screens beyond the generic back office (spec §2.10): who may eat, the gate scanner and the
// manual check-in. The generic list/create/edit/show come from the registry (resources.ts).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const staff: RouteAccess = { login: true, permissions: ['meals'], modules: ['meals'] };

export const mealRoutes: RouteDef[] = [
  { path: '/meals/$id/users', title: msg`Participantes da refeição`, access: staff, page: lazyPage(() => import('../features/meals/eligibility-page'), 'MealUsersPage') },
  { path: '/meals/$id/checkin', title: msg`Check-in manual`, access: staff, page: lazyPage(() => import('../features/meals/checkin-page'), 'MealCheckinPage') },
  { path: '/meals/$id/scan', title: msg`Leitura de QR code`, access: staff, page: lazyPage(() => import('../features/meals/scan-page'), 'MealScanPage') },
];
