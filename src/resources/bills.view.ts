// The screens of bills (Fatura); its declaration is src/domain/resources/bills.ts. Bills are written
// by named mutators only, so the create screen and the show page's payments are the finances flow's.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'bills',
  route: null,
  columns: ['txid', 'profile_id', 'association_id', 'amount_cents', 'due_date', 'status'],
  showActions: lazy(() => import('../features/finances/bill-admin-panel')),
  listActions: lazy(() => import('../features/finances/bills-list-actions')),
});
