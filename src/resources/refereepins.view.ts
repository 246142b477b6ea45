// The screens of refereepins (PIN da súmula); its declaration is src/domain/resources/refereepins.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'refereepins', route: null, columns: ['user_id'] });
