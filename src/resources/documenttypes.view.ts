// The screens of documenttypes (Tipo de documento); its declaration is src/domain/resources/documenttypes.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'documenttypes',
  route: '/documentation/documents',
  columns: ['name', 'holder', 'validity_months', 'needs_approval', 'required_for_competitions'],
});
