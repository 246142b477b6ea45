// The screens of registertypes (Tipo de registro); its declaration is src/domain/resources/registertypes.ts.
// A register type's roles and graduations hang under it (spec §2.10 `registertypes/{parent_id}/…`).
import type { NestedParent } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';

const TYPE: NestedParent = { param: 'parent_id', resource: 'registertypes', field: 'registertype_id', href: '/registers/registertypes/show/$parent_id' };
const BASE = '/registers/registertypes/$parent_id';

export const view = defineView({
  key: 'registertypes',
  route: '/registers/registertypes',
  columns: ['name', 'sport_id', 'graduation_preset'],
  nested: [
    { resource: 'registerroles', path: `${BASE}/registerroles`, parents: [TYPE] },
    { resource: 'registergraduations', path: `${BASE}/registergraduations`, parents: [TYPE] },
  ],
});
