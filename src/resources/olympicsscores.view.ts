// The screens of olympicsscores (Resultado); its declaration is src/domain/resources/olympicsscores.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympicsscores', route: null, columns: ['sport_id', 'event', 'association_id', 'place', 'points'] });
