// The screens of reservations (Reserva); its declaration is src/domain/resources/reservations.ts
// (spec §2.3 `/locations/reservations`). Written only by the named mutators (reservations.put,
// cancel, checkin, confirm): the booking screens are hand-written.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'reservations', route: '/locations/reservations', columns: ['starts_at', 'ends_at', 'space_id', 'name', 'status'] });
