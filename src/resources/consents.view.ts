// The screens of consents (Consentimento); its declaration is src/domain/resources/consents.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'consents', route: null, columns: ['kind', 'granted', 'at'] });
