// A reservation at the venue's door: the athlete's pass (spec §2.2 `/my/reservations/show/{id}`)
// and the attendant's check-in of a venue's day (a choice: the spec names no route for it; nested
// under the venue like its spaces). The booking screens are the venues area's (routes of their own).
import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const person: RouteAccess = { login: true, modules: ['reservations'] };
const attendant: RouteAccess = { login: true, permissions: ['reservations'], modules: ['reservations'] };

export const reservationPassRoutes: RouteDef[] = [
  { path: '/my/reservations/show/$id', title: msg`Reserva`, access: person, page: lazyPage(() => import('../features/reservation-pass/reservation-page'), 'MyReservationPage') },
  { path: '/locations/venues/$parent_id/checkin', title: msg`Entrada das reservas`, access: attendant, page: lazyPage(() => import('../features/reservation-pass/venue-checkin-page'), 'VenueCheckinPage') },
];
