// The screens of spaces (Espaço); its declaration is src/domain/resources/spaces.ts. Listed under
// their venue (venues.view.ts); shown at `/locations/spaces/show/{id}`. Under a space (spec §2.3):
// its opening hours (`schedules`), its slot length and spacing (`gaps`) and its waitlist.
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const space: NestedParent = { param: 'parent_id', resource: 'spaces', field: 'space_id', href: '/locations/spaces/show/$parent_id' };

export const view = defineView({
  key: 'spaces',
  route: '/locations/spaces',
  columns: ['name', 'venue_id', 'capacity', 'public_booking'],
  nested: [
    { resource: 'spaceschedules', path: '/locations/spaces/$parent_id/schedules', parents: [space] },
    { resource: 'spacegaps', path: '/locations/spaces/$parent_id/gaps', parents: [space] },
    // Written by the named mutators (reservationwaits.join/leave, the offers): listed only.
    { resource: 'reservationwaits', path: '/locations/spaces/$parent_id/waits', parents: [space], screens: ['show'] },
  ],
});
