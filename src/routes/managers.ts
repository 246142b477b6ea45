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

const personPhoto = lazyPage(() => import('../features/managers/person-photo-page'), 'PersonPhotoPage');
/** As /my/teams itself (routes/my.ts): teams belong to the competitions module. */
const teamPhotos: RouteAccess = { ...teams, modules: ['competitions'] };

const ENTITY = { param: 'id', resource: 'associations', field: 'association_id', href: '/my/associations/show/$id' } as const;
// People: registered on their own screen (a fresh login id, not the manager's), edited and shown here.
const PEOPLE: NestedSpec = { resource: 'profiles', path: '/my/associations/users/$id', parents: [ENTITY], screens: ['edit', 'show'] };
// A team's row opens its own page (the spec's `teams/{id}/{team_id}`: the team and its rosters).
const TEAMS: NestedSpec = { resource: 'teams', path: '/my/associations/teams/$id', parents: [ENTITY], screens: ['create', 'edit'], showBase: `/my/associations/teams/$id/$${ROW_PARAM}` };

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
  // The entity's people (issue 13 item 4, people part): a list imported into the entity.
  {
    path: '/my/associations/users/import/$id', title: msg`Importar pessoas`, access: users,
    page: lazyPage(() => import('../features/managers/import-people-page'), 'ImportPeoplePage'),
  },
  // A person's photo, asked for by the entity's manager (the optional team only leads back to it).
  { path: '/my/associations/$association_id/users/image/$id/{-$team_id}', title: msg`Foto da pessoa`, access: users, page: personPhoto },
  { path: '/my/teams/$team_id/users/image/$id', title: msg`Foto do integrante`, access: teamPhotos, page: personPhoto },
  // Teams and entries (issue 13 item 4, helper i13b-teams): the team's page with its roster per
  // competition, and the competitions open for entry. TanStack ranks the static `create` before `$team_id`.
  { path: `${TEAMS.path}/$team_id`, title: msg`Equipe`, access: teams, page: lazyPage(() => import('../features/managers/team-roster-page'), 'TeamRosterPage') },
  {
    path: '/my/associations/competitions/open/$id', title: msg`Competições com inscrições abertas`, access: associations,
    page: lazyPage(() => import('../features/managers/open-competitions-page'), 'OpenCompetitionsPage'),
  },
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
