// The screens of olympicsdownloads (Arquivo); its declaration is src/domain/resources/olympicsdownloads.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'olympicsdownloads', route: null, columns: ['title', 'url'] });
