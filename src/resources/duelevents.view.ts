// The screens of duelevents (Lançamento da súmula); its declaration is src/domain/resources/duelevents.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'duelevents', route: null, columns: ['kind', 'period', 'minute', 'team_id', 'person_id'] });
