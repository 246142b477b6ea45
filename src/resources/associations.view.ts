// The screens of associations (Entidade); its declaration is src/domain/resources/associations.ts.
// An entity's page links to its shield's screen; the list links to import and export. Its manager's
// area (spec §2.2 `/my/associations/*`) lists the entity's people and teams under it: what the
// manager sees and may change is what replicates to them and what `writableVia` lets them write
// (relations.ts managed*), both enforced by the server.
import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteAccess } from '../app/guards';
import { ROW_PARAM, type NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const EntityShowLinks = lazy(() => import('../features/records/image/image-links').then((m) => ({ default: m.EntityShowLinks })));
const ImportExportLinks = lazy(() => import('../features/records/list-links').then((m) => ({ default: m.ImportExportLinks })));

const ENTITY: NestedParent = { param: 'id', resource: 'associations', field: 'association_id', href: '/my/associations/show/$id' };
const users: RouteAccess = { login: true, permissions: ['my_users'] };
const teams: RouteAccess = { login: true, permissions: ['my_teams'] };
const registers: RouteAccess = { login: true, permissions: ['my_associations'], modules: ['registers'] };

export const view = defineView({
  key: 'associations',
  route: '/records/associations',
  columns: ['name', 'short_name', 'cnpj', 'city_id', 'active'],
  showActions: EntityShowLinks,
  listActions: ImportExportLinks,
  nested: [
    // People: registered on their own screen (a fresh login id, not the manager's), edited and shown here.
    {
      resource: 'profiles', path: '/my/associations/users/$id', parents: [ENTITY], screens: ['edit', 'show'], access: users,
      titles: { list: msg`Pessoas da entidade`, edit: msg`Editar pessoa`, show: msg`Pessoa` },
    },
    // A team's row opens its own page (the spec's `teams/{id}/{team_id}`: the team and its rosters).
    {
      resource: 'teams', path: '/my/associations/teams/$id', parents: [ENTITY], screens: ['create', 'edit'], access: teams,
      showBase: `/my/associations/teams/$id/$${ROW_PARAM}`,
      titles: { list: msg`Equipes da entidade`, create: msg`Nova equipe`, edit: msg`Editar equipe` },
    },
    // Registers (spec §2.2): the entity's people's registers, contracts and memberships, read-only
    // (the federation writes them; the manager asks through /my/associations/requests/{id}).
    {
      resource: 'registers', path: '/my/associations/registers/$id', parents: [ENTITY], screens: ['show'], access: registers,
      titles: { list: msg`Registros da entidade`, show: msg`Registro` },
    },
    {
      resource: 'registercontracts', path: '/my/associations/contracts/$id', parents: [ENTITY], screens: ['show'], access: registers,
      titles: { list: msg`Contratos da entidade`, show: msg`Contrato` },
    },
    {
      resource: 'registermemberships', path: '/my/associations/memberships/$id', parents: [ENTITY], screens: ['show'], access: registers,
      titles: { list: msg`Filiações da entidade`, show: msg`Filiação` },
    },
  ],
});
