// The screens of registertypes (Tipo de registro); its declaration is src/domain/resources/registertypes.ts.
// A register type's roles and graduations hang under it (spec §2.10 `registertypes/{parent_id}/…`).
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

// Its page links to the eligibility list and the exams (features/graduations).
const TypeLinks = lazy(() => import('../features/graduations/exam-actions').then((m) => ({ default: m.RegisterTypeLinks })));

const TYPE: NestedParent = { param: 'parent_id', resource: 'registertypes', field: 'registertype_id', href: '/registers/registertypes/show/$parent_id' };
const BASE = '/registers/registertypes/$parent_id';

export const view = defineView({
  key: 'registertypes',
  route: '/registers/registertypes',
  columns: ['name', 'sport_id', 'graduation_preset'],
  showActions: TypeLinks,
  nested: [
    { resource: 'registerroles', path: `${BASE}/registerroles`, parents: [TYPE] },
    { resource: 'registergraduations', path: `${BASE}/registergraduations`, parents: [TYPE] },
  ],
});
