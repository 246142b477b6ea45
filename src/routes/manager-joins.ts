// Joining an entity with its invitation code: the manager's code page (spec
// `/my/associations/token/{id}`) and the form anyone signed in uses to ask to join (not in the spec:
// `/my/associations/join`, beside the entity pages it leads to), and the person's claims and entity
// registrations (spec `/my/associationclaims/list`, `/my/associationclaims/{association_id}/show/{id}`).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const pages = () => import('../features/joins/join-pages');
const claims = () => import('../features/joins/claim-pages');

export const managerJoinRoutes: RouteDef[] = [
  { path: '/my/associations/token/$id', title: msg`Código de convite`, access: { login: true, permissions: ['my_associations'] }, page: lazyPage(pages, 'JoinTokenPage') },
  { path: '/my/associationclaims/list', title: msg`Minhas solicitações de entidades`, access: { login: true }, page: lazyPage(claims, 'ClaimsListPage') },
  { path: '/my/associationclaims/$association_id/show/$id', title: msg`Solicitação de entidade`, access: { login: true }, page: lazyPage(claims, 'ClaimShowPage') },
  { path: '/my/associations/join', title: msg`Entrar em uma entidade`, access: { login: true }, page: lazyPage(pages, 'JoinAssociationPage') },
];
