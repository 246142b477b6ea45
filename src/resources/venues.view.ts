// The screens of venues (Local); its declaration is src/domain/resources/venues.ts. Under a venue
// (spec §2.3): its spaces, `/locations/venues/{parent_id}/spaces` (+ create); a space opens at
// `/locations/spaces/show/{id}` (spaces.view.ts), where its schedules, gaps and calendar hang.
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

// The venue's door (today's check-in), for holders of `reservations`.
const VenueGateLink = lazy(() => import('../features/reservation-pass/venue-show-actions').then((m) => ({ default: m.VenueGateLink })));

const venue: NestedParent = { param: 'parent_id', resource: 'venues', field: 'venue_id', href: '/locations/venues/show/$parent_id' };

export const view = defineView({
  key: 'venues',
  route: '/locations/venues',
  columns: ['name', 'city_id', 'venuestype_id', 'address'],
  showActions: VenueGateLink,
  nested: [
    { resource: 'spaces', path: '/locations/venues/$parent_id/spaces', parents: [venue], screens: ['create', 'edit'], showBase: '/locations/spaces/show/$row_id' },
  ],
});
