// The screens of associationmanagers (Gestor de entidade); its declaration is src/domain/resources/associationmanagers.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'associationmanagers', route: null, columns: ['association_id', 'user_id', 'since'] });
