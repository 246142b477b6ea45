// The screens of cities (Cidade); its declaration is src/domain/resources/cities.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'cities', route: '/locations/cities', columns: ['name', 'state_id', 'ibge'] });
