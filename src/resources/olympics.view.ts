// The screens of olympics (Olimpíada); its declaration is src/domain/resources/olympics.ts. Its page
// links to its sub-screens; its scores, notes, downloads, crews and members are nested under it.
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const OlympicsLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.OlympicsLinks })));

const olympics: NestedParent = { param: 'parent_id', resource: 'olympics', field: 'olympics_id', href: '/competitions/olympics/show/$parent_id' };

export const view = defineView({
  key: 'olympics',
  route: '/competitions/olympics',
  columns: ['name', 'starts_on', 'ends_on', 'city_id'],
  showActions: OlympicsLinks,
  nested: [
    { resource: 'olympicsscores', path: '/competitions/olympics/$parent_id/olympicsscores', parents: [olympics] },
    { resource: 'olympicsnotes', path: '/competitions/olympics/$parent_id/olympicsnotes', parents: [olympics] },
    { resource: 'olympicsdownloads', path: '/competitions/olympics/$parent_id/olympicsdownloads', parents: [olympics] },
    { resource: 'olympiccrews', path: '/competitions/olympics/$parent_id/olympiccrews', parents: [olympics] },
    { resource: 'olympicmembers', path: '/competitions/olympics/$parent_id/olympicmembers', parents: [olympics] },
  ],
});
