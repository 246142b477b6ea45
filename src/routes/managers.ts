// The entity manager's area (issue 13 item 4; spec §2.2 `/my/associations/*`, permissions
// my_associations, my_users, my_teams). The people and teams lists, forms and pages are the
// registry's generic nested screens under the entity (ui/resource/nested-pages.tsx): what the
// manager sees and may change is what replicates to them and what `writableVia` lets them write
// (relations.ts managed*), both enforced by the server.
import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { RouteAccess } from '../app/guards';
import { lazyPage, type LazyPage } from '../app/lazy-page';
import type { NestedPageProps } from '../ui/resource/nested-pages';
import { ROW_PARAM, type NestedSpec } from '../ui/resource/nested';
import type { RouteDef } from './route-def';

const associations: RouteAccess = { login: true, permissions: ['my_associations'] };
const users: RouteAccess = { login: true, permissions: ['my_users'] };
const teams: RouteAccess = { login: true, permissions: ['my_teams'] };

const pages = () => import('../features/managers/my-associations-pages');
const nestedPages = () => import('../ui/resource/nested-pages');

type NestedPage = 'NestedListPage' | 'NestedEditPage' | 'NestedShowPage' | 'NestedCreatePage';
function nested(name: NestedPage, spec: NestedSpec): LazyPage {
  const inner = lazyPage(nestedPages, name);
  const props: NestedPageProps = { spec };
  return Object.assign(() => createElement(inner, props), { preload: inner.preload, displayName: `${name}(${spec.resource})` });
}

const ENTITY = { param: 'id', resource: 'associations', field: 'association_id', href: '/my/associations/show/$id' } as const;
// People: registered on their own screen (a fresh login id, not the manager's), edited and shown here.
const PEOPLE: NestedSpec = { resource: 'profiles', path: '/my/associations/users/$id', parents: [ENTITY], screens: ['edit', 'show'] };
const TEAMS: NestedSpec = { resource: 'teams', path: '/my/associations/teams/$id', parents: [ENTITY] };

export const managerRoutes: RouteDef[] = [
  { path: '/my/associations', title: msg`Minhas entidades`, access: associations, page: lazyPage(pages, 'MyAssociationsPage') },
  { path: '/my/associations/show/$id', title: msg`Entidade`, access: associations, page: lazyPage(pages, 'MyAssociationPage') },
  { path: PEOPLE.path, title: msg`Pessoas da entidade`, access: users, page: nested('NestedListPage', PEOPLE) },
  { path: `${PEOPLE.path}/edit/$${ROW_PARAM}`, title: msg`Editar pessoa`, access: users, page: nested('NestedEditPage', PEOPLE) },
  { path: `${PEOPLE.path}/show/$${ROW_PARAM}`, title: msg`Pessoa`, access: users, page: nested('NestedShowPage', PEOPLE) },
  {
    path: '/my/associations/users/register/$association_id', title: msg`Cadastrar pessoa`, access: users,
    page: lazyPage(() => import('../features/managers/register-person-page'), 'RegisterPersonPage'),
  },
  { path: TEAMS.path, title: msg`Equipes da entidade`, access: teams, page: nested('NestedListPage', TEAMS) },
  { path: `${TEAMS.path}/create`, title: msg`Nova equipe`, access: teams, page: nested('NestedCreatePage', TEAMS) },
  { path: `${TEAMS.path}/edit/$${ROW_PARAM}`, title: msg`Editar equipe`, access: teams, page: nested('NestedEditPage', TEAMS) },
  { path: `${TEAMS.path}/show/$${ROW_PARAM}`, title: msg`Equipe`, access: teams, page: nested('NestedShowPage', TEAMS) },
  // The entity itself (issue 13 item 4, i13b-entity): its shield and its registration, by approval request.
  {
    path: '/my/associations/image/$id', title: msg`Escudo da entidade`, access: associations,
    page: lazyPage(() => import('../features/managers/shield-page'), 'AssociationShieldPage'),
  },
  // Anyone signed in registers their entity, by request (the manager once approved).
  {
    path: '/my/register_associations', title: msg`Cadastrar entidade`, access: { login: true },
    page: lazyPage(() => import('../features/managers/register-association-page'), 'RegisterAssociationPage'),
  },
];
