// The records area's pictures (spec §2.4): imports of a ZIP of photos named by CPF or CNPJ
// (`images/import`), and one record's photo or shield (`image/{id}`).
import { msg } from '@lingui/core/macro';
import { lazyPage } from '../app/lazy-page';
import type { RouteDef } from './route-def';

const page = (name: 'UsersImagesImportPage' | 'AssociationsImagesImportPage') =>
  lazyPage(() => import('../features/records/images-import/images-import-page'), name);

const recordImage = (name: 'PersonImagePage' | 'EntityImagePage') =>
  lazyPage(() => import('../features/records/image/record-image-page'), name);

export const recordImageRoutes: RouteDef[] = [
  { path: '/records/users/images/import', title: msg`Importar fotos de pessoas`, access: { login: true, permissions: ['users'] }, page: page('UsersImagesImportPage') },
  { path: '/records/associations/images/import', title: msg`Importar escudos de entidades`, access: { login: true, permissions: ['associations'] }, page: page('AssociationsImagesImportPage') },
  // One record's picture (spec §2.4: users image/{id} needs login only; associations image/{id}
  // needs `associations`): direct for the federation, by request for anyone else (record-image-page.tsx).
  { path: '/records/users/image/$id', title: msg`Foto da pessoa`, access: { login: true }, page: recordImage('PersonImagePage') },
  { path: '/records/associations/image/$id', title: msg`Escudo da entidade`, access: { login: true, permissions: ['associations'] }, page: recordImage('EntityImagePage') },
];
