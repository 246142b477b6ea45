// The screens of meals (Refeição); its declaration is src/domain/resources/meals.ts. A meal's page
// links to its own screens (participants, QR reading, manual check-in).
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const MealShowActions = lazy(() => import('../features/meals/show-actions').then((m) => ({ default: m.MealShowActions })));

export const view = defineView({
  key: 'meals',
  route: '/meals',
  columns: ['name', 'date', 'starts_at', 'ends_at', 'place', 'status'],
  showActions: MealShowActions,
});
