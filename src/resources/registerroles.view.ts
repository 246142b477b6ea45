// The screens of registerroles (Função); its declaration is src/domain/resources/registerroles.ts.
// Listed under its register type (registertypes.view.ts `nested`).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registerroles', route: null, columns: ['name'] });
