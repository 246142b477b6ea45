// The screens of countryregions (Região nacional); its declaration is src/domain/resources/countryregions.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'countryregions', route: '/locations/countryregions', columns: ['name', 'country_id'] });
