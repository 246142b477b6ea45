// The screens of registers (Registro); its declaration is src/domain/resources/registers.ts. The list
// links to the import (/registers/registers/import, src/ui/import specs.ts REGISTERS_IMPORT).
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const RegistersImportLink = lazy(() => import('../features/registers/catalogue-links').then((m) => ({ default: m.RegistersImportLink })));

export const view = defineView({
  key: 'registers', route: '/registers/registers', columns: ['number', 'profile_id', 'registertype_id', 'graduation_id', 'status'], listActions: RegistersImportLink,
  formExtra: () => import('../features/registers/person-picker').then((m) => ({ Picker: m.PersonByCpf })),
});
