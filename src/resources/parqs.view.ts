// The screens of parqs (PAR-Q); its declaration is src/domain/resources/parqs.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'parqs', route: null, columns: ['respondent'] });
