// Photo imports of the records area (spec §2.4 `images/import`): a ZIP of photos named by CPF or CNPJ.
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const page = (name: 'UsersImagesImportPage' | 'AssociationsImagesImportPage') =>
  lazyPage(() => import('../features/records/images-import/images-import-page'), name);

export const recordImageRoutes: RouteDef[] = [
  { path: '/records/users/images/import', title: msg`Importar fotos de pessoas`, access: { login: true, permissions: ['users'] }, page: page('UsersImagesImportPage') },
  { path: '/records/associations/images/import', title: msg`Importar escudos de entidades`, access: { login: true, permissions: ['associations'] }, page: page('AssociationsImagesImportPage') },
];
