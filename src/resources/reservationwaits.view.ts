// The screens of reservationwaits (Lista de espera); its declaration is
// src/domain/resources/reservationwaits.ts. Only nested under a space (spaces.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'reservationwaits', route: null, columns: ['starts_at', 'ends_at', 'name', 'status', 'created_at'] });
