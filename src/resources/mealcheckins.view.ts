// The screens of mealcheckins (Check-in); its declaration is src/domain/resources/mealcheckins.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'mealcheckins', route: null, columns: ['user_id', 'at', 'method', 'status'] });
