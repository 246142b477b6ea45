// The screens of competitionscategories (Categoria de competição); its declaration is src/domain/resources/competitionscategories.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'competitionscategories',
  route: '/competitions/competitionscategories',
  columns: ['name', 'sport_id', 'min_age', 'max_age'],
});
