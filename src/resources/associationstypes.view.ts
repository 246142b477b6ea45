// The screens of associationstypes (Categoria de entidade); its declaration is src/domain/resources/associationstypes.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'associationstypes', route: '/admin/associationstypes', columns: ['name'] });
