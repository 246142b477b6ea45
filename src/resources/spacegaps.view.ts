// The screens of spacegaps (Intervalo de horários); its declaration is
// src/domain/resources/spacegaps.ts. Only nested under a space (spaces.view.ts), one row per space.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'spacegaps', route: null, columns: ['slot_minutes', 'gap_minutes'] });
