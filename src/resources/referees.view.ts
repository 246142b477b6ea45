// The screens of referees (Árbitro); its declaration is src/domain/resources/referees.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'referees', route: '/referees/referees', columns: ['name', 'category_id', 'phone', 'active'] });
