// The screens of registermemberships (Filiação); its declaration is
// src/domain/resources/registermemberships.ts. The create form fills the person, their login id and
// register from a CPF (the picker the register and contract forms use).
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'registermemberships', route: '/registers/registermemberships', columns: ['profile_id', 'plan_id', 'starts_on', 'ends_on', 'status'],
  formExtra: () => import('../features/registers/person-picker').then((m) => ({ Picker: m.PersonRegisterByCpf })),
});
