// The screens of registerexammarks (Resultado do exame); its declaration is
// src/domain/resources/registerexammarks.ts. Written only by the grading sheet (registerexams.mark).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registerexammarks', route: null, columns: ['register_id', 'result', 'at'] });
