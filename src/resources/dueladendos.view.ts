// The screens of dueladendos (Adendo da súmula); its declaration is src/domain/resources/dueladendos.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'dueladendos', route: null, columns: ['at', 'text'] });
