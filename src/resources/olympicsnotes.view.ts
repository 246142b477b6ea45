// The screens of olympicsnotes (Nota oficial); its declaration is src/domain/resources/olympicsnotes.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympicsnotes', route: null, columns: ['title'] });
