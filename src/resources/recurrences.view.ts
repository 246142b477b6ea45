// The screens of recurrences (Débito recorrente); its declaration is src/domain/resources/recurrences.ts.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'recurrences',
  route: '/finances/recurrences',
  columns: ['description', 'amount_cents', 'day_of_month', 'starts_on', 'plan_id'],
  showActions: lazy(() => import('../features/finances/recurrence-panel')),
});
