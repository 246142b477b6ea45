// The screens of classificationzonepositions (Posição de zona); its declaration is src/domain/resources/classificationzonepositions.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'classificationzonepositions', route: null });
