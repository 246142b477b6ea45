// Finances screens beyond the registry's generic ones (spec §2.10 `/finances`, §2.2
// `/my/personalfinances`, `/my/associations/finances`). Debts, recurrences and the billing settings
// are generic (their views); bills are written only by named mutators, so their list and show are
// the generic screens mounted here and their create screen is the flow's.
import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import { resourceScreen } from './resources';
import type { RouteDef } from './route-def';

const bills: RouteAccess = { login: true, permissions: ['bills'], modules: ['bills'] };
const person: RouteAccess = { login: true, modules: ['bills'] };
const manager: RouteAccess = { login: true, permissions: ['my_associations'], modules: ['bills'] };

const pages = () => import('../features/finances/finance-pages');
const myPages = () => import('../features/finances/my-bills-pages');

const generic = (name: 'ResourceListPage' | 'ResourceShowPage') => resourceScreen(name, 'bills', '/finances/bills');

const ENTITY = '/my/associations/finances/$id';

export const financeRoutes: RouteDef[] = [
  { path: '/finances/bills', title: msg`Faturas`, access: bills, page: generic('ResourceListPage') },
  { path: '/finances/bills/show/$id', title: msg`Fatura`, access: bills, page: generic('ResourceShowPage') },
  { path: '/finances/bills/create', title: msg`Nova fatura`, access: bills, page: lazyPage(pages, 'BillCreatePage') },
  { path: '/finances/bills/reconcile', title: msg`Conciliação de pagamentos`, access: bills, page: lazyPage(pages, 'ReconcilePage') },
  { path: '/my/personalfinances/bills', title: msg`Faturas pessoais`, access: person, page: lazyPage(myPages, 'MyBillsPage') },
  { path: '/my/personalfinances/bills/show/$id', title: msg`Fatura`, access: person, page: lazyPage(myPages, 'MyBillPage') },
  { path: ENTITY, title: msg`Finanças da entidade`, access: manager, page: lazyPage(pages, 'EntityFinancesPage') },
  { path: `${ENTITY}/debts`, title: msg`Débitos da entidade`, access: manager, page: lazyPage(pages, 'EntityDebtsPage') },
  { path: `${ENTITY}/debts/show/$debts_id`, title: msg`Débito`, access: manager, page: lazyPage(pages, 'EntityDebtPage') },
  { path: `${ENTITY}/bills`, title: msg`Faturas da entidade`, access: manager, page: lazyPage(pages, 'EntityBillsPage') },
  { path: `${ENTITY}/bills/show/$bills_id`, title: msg`Fatura`, access: manager, page: lazyPage(pages, 'EntityBillPage') },
  { path: `${ENTITY}/bills/create`, title: msg`Nova fatura da entidade`, access: manager, page: lazyPage(pages, 'EntityBillCreatePage') },
];
