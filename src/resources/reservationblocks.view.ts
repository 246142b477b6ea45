// The screens of reservationblocks (Bloqueio de reserva); its declaration is
// src/domain/resources/reservationblocks.ts (spec §2.3 `/locations/reservationblocks`).
// Its show page lists the live reservations the block covers, each to cancel with a notice.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'reservationblocks',
  route: '/locations/reservationblocks',
  columns: ['venue_id', 'space_id', 'starts_at', 'ends_at', 'reason'],
  showActions: lazy(() => import('../features/reservations/block-hits')),
});
