// The screens of competitioncrews (Membro da organização); its declaration is src/domain/resources/competitioncrews.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'competitioncrews', route: null, columns: ['name', 'role', 'phone'] });
