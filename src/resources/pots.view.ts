// The screens of pots (Pote); its declaration is src/domain/resources/pots.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'pots', route: null, columns: ['order', 'name', 'phase_id'] });
