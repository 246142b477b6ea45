// The screens of cityregions (Região municipal); its declaration is src/domain/resources/cityregions.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'cityregions', route: '/locations/cityregions', columns: ['name', 'city_id'] });
