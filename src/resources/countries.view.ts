// The screens of countries (País); its declaration is src/domain/resources/countries.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'countries', route: '/locations/countries', columns: ['name', 'iso2', 'iso3', 'ddi'] });
