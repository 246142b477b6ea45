// The screens of marketintentions (Intenção); its declaration is src/domain/resources/marketintentions.ts.
// Only nested under a market (markets.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'marketintentions', route: null, columns: ['kind', 'association_id', 'description'] });
