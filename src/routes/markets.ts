// The transfer market's own pages (src/features/markets) beside its generic screens (markets.view.ts):
// the federation's top-level routes of spec §2.9, the entity managers' of §2.2, the athlete's
// (a choice: the spec lists none; where they consent) and the public record without login.
import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const federationPages = () => import('../features/markets/federation-pages');
const managerPages = () => import('../features/markets/manager-pages');
const myPages = () => import('../features/markets/my-transfers-page');
const publicPages = () => import('../features/markets/public-commits-page');
const federation: RouteAccess = { login: true, permissions: ['markets'], modules: ['markets'] };
const manager: RouteAccess = { login: true, permissions: ['my_associations'], modules: ['markets'] };
const person: RouteAccess = { login: true, modules: ['markets'] };
const open: RouteAccess = { modules: ['markets'] };
const FED = '/competitions/markets';
const MGR = '/my/associations/markets/$id';

export const marketRoutes: RouteDef[] = [
  { path: `${FED}/transfers`, title: msg`Transferências`, access: federation, page: lazyPage(federationPages, 'TransfersQueuePage') },
  { path: `${FED}/transfers/$transfer_id`, title: msg`Transferência`, access: federation, page: lazyPage(federationPages, 'TransferPage') },
  { path: `${FED}/commits/$commit_id`, title: msg`Registro de transferência`, access: federation, page: lazyPage(federationPages, 'CommitPage') },
  { path: `${FED}/intentions`, title: msg`Intenções`, access: federation, page: lazyPage(federationPages, 'IntentionsPage') },
  { path: `${FED}/intentions/$intention_id`, title: msg`Intenção`, access: federation, page: lazyPage(federationPages, 'IntentionPage') },
  { path: MGR, title: msg`Mercado de atletas`, access: manager, page: lazyPage(managerPages, 'ManagerMarketsPage') },
  { path: `${MGR}/requests`, title: msg`Pedidos de transferência`, access: manager, page: lazyPage(managerPages, 'ManagerRequestsPage') },
  { path: `${MGR}/requests/$transfer_id`, title: msg`Pedido de transferência`, access: manager, page: lazyPage(managerPages, 'ManagerRequestPage') },
  { path: `${MGR}/$market_id`, title: msg`Mercado`, access: manager, page: lazyPage(managerPages, 'ManagerMarketPage') },
  { path: `${MGR}/$market_id/commits`, title: msg`Registro público`, access: manager, page: lazyPage(managerPages, 'ManagerCommitsPage') },
  { path: `${MGR}/$market_id/intentions`, title: msg`Intenções`, access: manager, page: lazyPage(managerPages, 'ManagerIntentionsPage') },
  { path: `${MGR}/$market_id/intentions/$intention_id`, title: msg`Intenção`, access: manager, page: lazyPage(managerPages, 'ManagerIntentionPage') },
  { path: `${MGR}/$market_id/transfers`, title: msg`Transferências`, access: manager, page: lazyPage(managerPages, 'ManagerTransfersPage') },
  { path: `${MGR}/$market_id/transfers/$transfer_id`, title: msg`Transferência`, access: manager, page: lazyPage(managerPages, 'ManagerTransferPage') },
  { path: '/my/markets/transfers', title: msg`Minhas transferências`, access: person, page: lazyPage(myPages, 'MyTransfersPage') },
  { path: '/my/markets/transfers/$transfer_id', title: msg`Transferência`, access: person, page: lazyPage(myPages, 'MyTransferPage') },
  { path: '/public/open/markets', title: msg`Registro de transferências`, access: open, layout: 'bare', page: lazyPage(publicPages, 'PublicMarketsPage') },
  { path: '/public/open/markets/$market_id/commits', title: msg`Registro de transferências`, access: open, layout: 'bare', page: lazyPage(publicPages, 'PublicCommitsPage') },
];
