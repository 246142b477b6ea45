// Records screens beyond the generic list/create/edit/show (spec §2.4): import and export of people
// and entities, and what the federation holds about a person (privacy). Guarded like the lists.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import type { RouteDef } from './route-def';

const users: RouteAccess = { login: true, permissions: ['users'], modules: [] };
const associations: RouteAccess = { login: true, permissions: ['associations'], modules: [] };
const importPage = () => import('../ui/import/import-page');
const exportPage = () => import('../features/records/export/export-page');

export const recordRoutes: RouteDef[] = [
  { path: '/records/users/import', title: msg`Importar pessoas`, access: users, page: lazyPage(importPage, 'PeopleImportPage') },
  { path: '/records/users/export', title: msg`Exportar pessoas`, access: users, page: lazyPage(exportPage, 'PeopleExportPage') },
  { path: '/records/users/privacy/$id', title: msg`Privacidade da pessoa`, access: users, page: lazyPage(() => import('../features/records/person/privacy-page'), 'PersonPrivacyPage') },
  { path: '/records/associations/import', title: msg`Importar entidades`, access: associations, page: lazyPage(importPage, 'EntitiesImportPage') },
  { path: '/records/associations/export', title: msg`Exportar entidades`, access: associations, page: lazyPage(exportPage, 'EntitiesExportPage') },
];
