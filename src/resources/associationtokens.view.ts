// The screens of associationtokens (Código de convite); its declaration is src/domain/resources/associationtokens.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'associationtokens', route: null, columns: ['association_id', 'code', 'rotated_at'] });
