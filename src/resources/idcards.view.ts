// The screens of idcards (Carteirinha); its declaration is src/domain/resources/idcards.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'idcards', route: null, columns: ['user_id', 'issued_at', 'expires_at'] });
