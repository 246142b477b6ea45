// The screens of registertypes (Tipo de registro); its declaration is src/domain/resources/registertypes.ts.
// A register type's roles, graduations, styles and membership styles hang under it, each style's
// prices under the style (spec §2.10 `registertypes/{parent_id}/…`).
import { lazy } from 'react';
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

// Its page links to the eligibility list and the exams (features/graduations).
const TypeLinks = lazy(() => import('../features/graduations/exam-actions').then((m) => ({ default: m.RegisterTypeLinks })));
const RegisterTypeLinks = lazy(() => import('../features/registers/catalogue-links').then((m) => ({ default: m.RegisterTypeLinks })));

const TYPE: NestedParent = { param: 'parent_id', resource: 'registertypes', field: 'registertype_id', href: '/registers/registertypes/show/$parent_id' };
const BASE = '/registers/registertypes/$parent_id';
const STYLE: NestedParent = { param: 'style_id', resource: 'registerstyles', field: 'registerstyle_id', href: `${BASE}/registerstyles/show/$style_id` };
const MEMBERSHIP_STYLE: NestedParent = {
  param: 'style_id', resource: 'registermembershipstyles', field: 'registermembershipstyle_id', href: `${BASE}/registermembershipstyles/show/$style_id`,
};

export const view = defineView({
  key: 'registertypes',
  route: '/registers/registertypes',
  columns: ['name', 'sport_id', 'graduation_preset'],
  showActions: [RegisterTypeLinks, TypeLinks],
  nested: [
    { resource: 'registerroles', path: `${BASE}/registerroles`, parents: [TYPE] },
    { resource: 'registergraduations', path: `${BASE}/registergraduations`, parents: [TYPE] },
    { resource: 'registerstyles', path: `${BASE}/registerstyles`, parents: [TYPE] },
    { resource: 'registermembershipstyles', path: `${BASE}/registermembershipstyles`, parents: [TYPE] },
    { resource: 'registerstyleprices', path: `${BASE}/registerstyles/$style_id/registerstyleprices`, parents: [TYPE, STYLE] },
    {
      resource: 'registermembershipstyleprices', path: `${BASE}/registermembershipstyles/$style_id/registermembershipstyleprices`,
      parents: [TYPE, MEMBERSHIP_STYLE],
    },
  ],
});
