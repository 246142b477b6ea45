// Privacy, LGPD and dependants. /my/privacy is the spec's; /my/dependants (menu
// "Dependentes", permission my_users) and /records/users/deletions_approve are ours (the spec names
// no route). A guardian's pages need only a login: the `guardians` links decide what they hold.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const login: RouteAccess = { login: true };
const users: RouteAccess = { login: true, permissions: ['users'] };
const privacy = () => import('../features/privacy/my-privacy-page');
const dependants = () => import('../features/privacy/dependants-pages');
const parq = () => import('../features/documents/parq-pages');

export const privacyRoutes: RouteDef[] = [
  { path: '/my/privacy', title: msg`Privacidade`, access: login, page: lazyPage(privacy, 'MyPrivacyPage') },
  { path: '/my/dependants', title: msg`Dependentes`, access: login, page: lazyPage(dependants, 'DependantsPage') },
  { path: '/my/dependants/$user_id', title: msg`Dependente`, access: login, page: lazyPage(dependants, 'DependantPage') },
  { path: '/my/dependants/$user_id/parq/create', title: msg`Responder PAR-Q`, access: login, page: lazyPage(parq, 'DependantParqFormPage') },
  { path: '/my/dependants/$user_id/parq/edit/$id', title: msg`Editar PAR-Q`, access: login, page: lazyPage(parq, 'DependantParqFormPage') },
  { path: '/records/users/deletions_approve', title: msg`Pedidos de exclusão de dados`, access: users, page: lazyPage(() => import('../features/privacy/deletions-queue-page'), 'DeletionsQueuePage') },
];
