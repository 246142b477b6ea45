// The screens of competitionsstages (Etapa); its declaration is src/domain/resources/competitionsstages.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'competitionsstages', route: '/competitions/competitionsstages', columns: ['name', 'order'] });
