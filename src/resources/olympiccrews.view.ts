// The screens of olympiccrews (Membro da organização); its declaration is src/domain/resources/olympiccrews.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympiccrews', route: null, columns: ['name', 'role'] });
