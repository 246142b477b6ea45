// The screens of venuestypes (Tipo de local); its declaration is src/domain/resources/venuestypes.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'venuestypes', route: '/locations/venuestypes', columns: ['name'] });
