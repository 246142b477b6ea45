// The registers area's own pages (src/features/registers): the federation's request queues and a
// request's page, the person's membership requests (spec §2.2), the entity manager's requests
// (its registers, contracts and memberships are generic nested screens: associations.view.ts) and the
// public register request (spec §2.5, no login, header and drawer hidden).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const queues = () => import('../features/registers/request-pages');
const area = () => import('../features/registers/area-pages');
const federation: RouteAccess = { login: true, permissions: ['registertypes'], modules: ['registers'] };
const person: RouteAccess = { login: true, modules: ['registers'] };
const manager: RouteAccess = { login: true, permissions: ['my_associations'], modules: ['registers'] };

export const registerRoutes: RouteDef[] = [
  { path: '/registers/registers/import', title: msg`Importar registros`, access: federation, page: lazyPage(() => import('../ui/import/import-page'), 'RegistersImportPage') },
  { path: '/registers/registerrequests', title: msg`Solicitações de registro`, access: federation, page: lazyPage(queues, 'RegisterRequestsQueuePage') },
  { path: '/registers/registerrequests/show/$request_id', title: msg`Solicitação de registro`, access: federation, page: lazyPage(queues, 'RegisterRequestShowPage') },
  { path: '/registers/registermembershiprequests', title: msg`Solicitações de filiação`, access: federation, page: lazyPage(queues, 'MembershipRequestsQueuePage') },
  { path: '/registers/registermembershiprequests/show/$request_id', title: msg`Solicitação de filiação`, access: federation, page: lazyPage(queues, 'MembershipRequestShowPage') },
  { path: '/my/registers/membershiprequests', title: msg`Solicitações de filiação`, access: person, page: lazyPage(area, 'MyMembershipRequestsPage') },
  { path: '/my/registers/membershiprequests/show/$membershiprequest_id', title: msg`Solicitação`, access: person, page: lazyPage(queues, 'MyMembershipRequestShowPage') },
  { path: '/my/associations/requests/$id', title: msg`Solicitações de registro`, access: manager, page: lazyPage(area, 'ManagerRequestsPage') },
  { path: '/my/associations/requests/$id/create', title: msg`Novo pedido de registro`, access: manager, page: lazyPage(area, 'ManagerRequestCreatePage') },
  { path: '/my/associations/requests/$id/show/$request_id', title: msg`Solicitação de registro`, access: manager, page: lazyPage(queues, 'ManagerRequestShowPage') },
  { path: '/my/associations/membershiprequests/$id', title: msg`Solicitações de filiação`, access: manager, page: lazyPage(area, 'ManagerMembershipRequestsPage') },
  {
    path: '/my/associations/membershiprequests/$id/show/$membershiprequest_id', title: msg`Solicitação de filiação`, access: manager,
    page: lazyPage(queues, 'ManagerMembershipRequestShowPage'),
  },
  {
    path: '/public/open/registers/requests/create', title: msg`Solicitação de registro`, access: { modules: ['registers'] }, layout: 'bare',
    page: lazyPage(() => import('../features/registers/public-request-page'), 'PublicRegisterRequestPage'),
  },
];
