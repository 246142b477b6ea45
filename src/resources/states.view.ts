// The screens of states (Estado); its declaration is src/domain/resources/states.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'states', route: '/locations/states', columns: ['name', 'uf', 'ibge', 'country_id'] });
