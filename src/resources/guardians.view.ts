// The screens of guardians (Responsável); its declaration is src/domain/resources/guardians.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'guardians', route: null, columns: ['guardian_user_id', 'dependant_user_id', 'relationship', 'since'] });
