// The screens of classificationzones (Zona de classificação); its declaration is
// src/domain/resources/classificationzones.ts. A zone's page links to its positions, nested under it.
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const ZoneLinks = lazy(() => import('../features/competitions/admin/screen-links').then((m) => ({ default: m.ZoneLinks })));
const ZoneSwatch = lazy(() => import('../features/competitions/admin/zone-swatch').then((m) => ({ default: m.ZoneSwatch })));

const zone: NestedParent = { param: 'id', resource: 'classificationzones', field: 'classificationzone_id', href: '/competitions/classificationzones/show/$id' };

export const view = defineView({
  key: 'classificationzones',
  route: '/competitions/classificationzones',
  columns: ['name', 'color'],
  showActions: ZoneLinks,
  nested: [
    { resource: 'classificationzonepositions', path: '/competitions/classificationzones/$id/classificationzonepositions', parents: [zone], extra: ZoneSwatch },
  ],
});
