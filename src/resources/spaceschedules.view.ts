// The screens of spaceschedules (Horário de funcionamento); its declaration is
// src/domain/resources/spaceschedules.ts. Only nested under a space (spaces.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'spaceschedules', route: null, columns: ['weekday', 'opens_at', 'closes_at'] });
