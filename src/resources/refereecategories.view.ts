// The screens of refereecategories (Categoria de arbitragem); its declaration is src/domain/resources/refereecategories.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'refereecategories', route: '/referees/categories', columns: ['name', 'level'] });
