// Joining an entity with its invitation code (issue 13 item 4): the manager's code page (spec
// `/my/associations/token/{id}`) and the form anyone signed in uses to ask to join (not in the spec:
// `/my/associations/join`, beside the entity pages it leads to).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const pages = () => import('../features/joins/join-pages');

export const managerJoinRoutes: RouteDef[] = [
  { path: '/my/associations/token/$id', title: msg`Código de convite`, access: { login: true, permissions: ['my_associations'] }, page: lazyPage(pages, 'JoinTokenPage') },
  { path: '/my/associations/join', title: msg`Entrar em uma entidade`, access: { login: true }, page: lazyPage(pages, 'JoinAssociationPage') },
];
