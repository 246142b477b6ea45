// The screens of registers (Registro); its declaration is src/domain/resources/registers.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registers', route: '/registers/registers', columns: ['number', 'profile_id', 'registertype_id', 'graduation_id', 'status'] });
