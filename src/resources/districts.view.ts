// The screens of districts (Bairro); its declaration is src/domain/resources/districts.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'districts', route: '/locations/districts', columns: ['name', 'city_id'] });
