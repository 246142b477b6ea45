// The screens of mealusers (Participante da refeição); its declaration is src/domain/resources/mealusers.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'mealusers', route: null, columns: ['name', 'cpf', 'association_name'] });
