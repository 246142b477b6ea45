// The named writes of reservations (written by the core: src/domain/reservations). Named through
// resourceWrite's brand so a screen compiles before and after the mutators join the typed map; their
// valibot args check every call when it runs, on the device and again on the server.
import type { ResourceWrite } from '../../data/mutate-names';

export type ReservationWrite = 'reservations.put' | 'reservations.cancel' | 'reservations.confirm' | 'reservationwaits.join' | 'reservationwaits.leave';

export const named = (name: ReservationWrite): ResourceWrite => name as ResourceWrite;
