// The screens of marketwindows (Janela); its declaration is src/domain/resources/marketwindows.ts.
// Only nested under a market (markets.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'marketwindows', route: null, columns: ['starts_at', 'ends_at'] });
