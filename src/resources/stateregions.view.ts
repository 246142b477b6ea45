// The screens of stateregions (Região estadual); its declaration is src/domain/resources/stateregions.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'stateregions', route: '/locations/stateregions', columns: ['name', 'state_id'] });
