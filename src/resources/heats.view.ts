// The screens of heats (Bateria); its declaration is src/domain/resources/heats.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'heats', route: null, columns: ['number', 'name', 'starts_at'] });
