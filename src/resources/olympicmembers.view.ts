// The screens of olympicmembers (Inscrito); its declaration is src/domain/resources/olympicmembers.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympicmembers', route: null, columns: ['profile_id', 'association_id', 'sport_id'] });
