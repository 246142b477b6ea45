// The screens of profiles (Pessoa); its declaration is src/domain/resources/profiles.ts. A person's
// page holds their identity, ID card, requests and documents; the list links to import and export.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const PersonSections = lazy(() => import('../features/records/person/person-sections').then((m) => ({ default: m.PersonSections })));
const ImportExportLinks = lazy(() => import('../features/records/list-links').then((m) => ({ default: m.ImportExportLinks })));

export const view = defineView({
  key: 'profiles',
  route: '/records/users',
  columns: ['name', 'cpf', 'birthdate', 'association_id'],
  showActions: PersonSections,
  listActions: ImportExportLinks,
});
