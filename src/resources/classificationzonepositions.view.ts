// The screens of classificationzonepositions (Posição de zona); its declaration is src/domain/resources/classificationzonepositions.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'classificationzonepositions',
  route: null,
  columns: ['classificationzone_id', 'phase_id', 'from_position', 'to_position'],
});
