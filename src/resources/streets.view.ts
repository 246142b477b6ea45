// The screens of streets (Logradouro); its declaration is src/domain/resources/streets.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'streets', route: '/locations/streets', columns: ['name', 'cep', 'district_id', 'city_id'] });
