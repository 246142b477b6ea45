// The screens of registercontracts (Contrato); its declaration is src/domain/resources/registercontracts.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'registercontracts', route: '/registers/registercontracts', columns: ['profile_id', 'association_id', 'kind', 'starts_on', 'ends_on'],
  formExtra: () => import('../features/registers/person-picker').then((m) => ({ Picker: m.PersonByCpf })),
});
