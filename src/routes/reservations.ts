// The reservation screens (src/features/reservations) beside the generic ones of venues, spaces,
// schedules, gaps and blocks: a space's calendar and day (spec §2.3), the reservations control and a
// reservation's page, the person's own list (§2.2; its show page with the QR is the gate's) and the
// public booking without login (§2.5).
import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const spacePages = () => import('../features/reservations/space-pages');
const listPages = () => import('../features/reservations/reservations-pages');
const myPages = () => import('../features/reservations/my-reservations-page');
const publicPages = () => import('../features/reservations/public-pages');
const venues: RouteAccess = { login: true, permissions: ['venues'], modules: ['reservations'] };
const control: RouteAccess = { login: true, permissions: ['reservations'], modules: ['reservations'] };
const person: RouteAccess = { login: true, modules: ['reservations'] };
const open: RouteAccess = { modules: ['reservations'] };
const SPACE = '/locations/spaces/$parent_id';
const LIST = '/locations/reservations';
const PUBLIC = '/public/open/reservations';

export const reservationRoutes: RouteDef[] = [
  { path: `${SPACE}/days`, title: msg`Calendário do espaço`, access: venues, page: lazyPage(spacePages, 'SpaceDaysPage') },
  { path: `${SPACE}/day`, title: msg`Horários do dia`, access: venues, page: lazyPage(spacePages, 'SpaceDayPage') },
  { path: `${SPACE}/reservation/$id`, title: msg`Reserva`, access: venues, page: lazyPage(listPages, 'SpaceReservationPage') },
  // The list with and without its status (the menu links the bare path).
  { path: LIST, title: msg`Controle de reservas`, access: control, page: lazyPage(listPages, 'ReservationsPage') },
  { path: `${LIST}/$status`, title: msg`Controle de reservas`, access: control, page: lazyPage(listPages, 'ReservationsPage') },
  { path: `${LIST}/$parent_id/reservation/$id`, title: msg`Reserva`, access: control, page: lazyPage(listPages, 'ListReservationPage') },
  { path: '/my/reservations', title: msg`Minhas reservas`, access: person, page: lazyPage(myPages, 'MyReservationsPage') },
  { path: PUBLIC, title: msg`Reserva de espaços`, access: open, layout: 'bare', page: lazyPage(publicPages, 'PublicSpacesPage') },
  { path: `${PUBLIC}/$parent_id/days`, title: msg`Reserva de espaços`, access: open, layout: 'bare', page: lazyPage(publicPages, 'PublicDaysPage') },
  { path: `${PUBLIC}/$parent_id/day`, title: msg`Reserva de espaços`, access: open, layout: 'bare', page: lazyPage(publicPages, 'PublicDayPage') },
];
