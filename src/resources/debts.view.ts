// The screens of debts (Débito); its declaration is src/domain/resources/debts.ts.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'debts',
  route: '/finances/debts',
  columns: ['description', 'profile_id', 'association_id', 'amount_cents', 'due_date', 'status'],
  showActions: lazy(() => import('../features/finances/debt-summary')),
  formExtra: () => import('../features/finances/debt-form-extra'),
});
