// The screens of reservationblocks (Bloqueio de reserva); its declaration is
// src/domain/resources/reservationblocks.ts (spec §2.3 `/locations/reservationblocks`).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'reservationblocks', route: '/locations/reservationblocks', columns: ['venue_id', 'space_id', 'starts_at', 'ends_at', 'reason'] });
