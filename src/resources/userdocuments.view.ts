// The screens of userdocuments (Documento); its declaration is src/domain/resources/userdocuments.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'userdocuments', route: null, columns: ['document_type_id', 'number', 'issued_on'] });
