// The screens of olympicsevents (Agrupamento de jogos abertos); its declaration is src/domain/resources/olympicsevents.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympicsevents', route: '/competitions/olympicsevents', columns: ['name', 'season'] });
