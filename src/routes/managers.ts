// The entity manager's area (spec §2.2 `/my/associations/*`, permissions
// my_associations, my_users, my_teams). The people and teams lists, forms and pages are the
// registry's generic nested screens under the entity, declared in the associations view
// (src/resources/associations.view.ts) and routed with the resources; the rest is here.
import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const associations: RouteAccess = { login: true, permissions: ['my_associations'] };
const users: RouteAccess = { login: true, permissions: ['my_users'] };
const teams: RouteAccess = { login: true, permissions: ['my_teams'] };

const pages = () => import('../features/managers/my-associations-pages');

const personPhoto = lazyPage(() => import('../features/managers/person-photo-page'), 'PersonPhotoPage');
/** As /my/teams itself (routes/my.ts): teams belong to the competitions module. */
const teamPhotos: RouteAccess = { ...teams, modules: ['competitions'] };

/** The entity's teams list (associations.view.ts); a team's own page hangs under it. */
const TEAMS_PATH = '/my/associations/teams/$id';

export const managerRoutes: RouteDef[] = [
  { path: '/my/associations', title: msg`Minhas entidades`, access: associations, page: lazyPage(pages, 'MyAssociationsPage') },
  { path: '/my/associations/show/$id', title: msg`Entidade`, access: associations, page: lazyPage(pages, 'MyAssociationPage') },
  {
    path: '/my/associations/users/register/$association_id', title: msg`Cadastrar pessoa`, access: users,
    page: lazyPage(() => import('../features/managers/register-person-page'), 'RegisterPersonPage'),
  },
  // The entity's people : a list imported into the entity.
  {
    path: '/my/associations/users/import/$id', title: msg`Importar pessoas`, access: users,
    page: lazyPage(() => import('../features/managers/import-people-page'), 'ImportPeoplePage'),
  },
  // A person's photo, asked for by the entity's manager (the optional team only leads back to it).
  { path: '/my/associations/$association_id/users/image/$id/{-$team_id}', title: msg`Foto da pessoa`, access: users, page: personPhoto },
  { path: '/my/teams/$team_id/users/image/$id', title: msg`Foto do integrante`, access: teamPhotos, page: personPhoto },
  // Teams and entries: the team's page with its roster per
  // competition, and the competitions open for entry. TanStack ranks the static `create` before `$team_id`.
  { path: `${TEAMS_PATH}/$team_id`, title: msg`Equipe`, access: teams, page: lazyPage(() => import('../features/managers/team-roster-page'), 'TeamRosterPage') },
  {
    path: '/my/associations/competitions/open/$id', title: msg`Competições com inscrições abertas`, access: associations,
    page: lazyPage(() => import('../features/managers/open-competitions-page'), 'OpenCompetitionsPage'),
  },
  // The entity itself: its shield and its registration, by approval request.
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
