// The screens of competitionsseries (Série histórica); its declaration is src/domain/resources/competitionsseries.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'competitionsseries', route: '/competitions/competitionsseries', columns: ['name'] });
