// The screens of registerstyles (Estilo); its declaration is src/domain/resources/registerstyles.ts.
// Listed under its register type (registertypes.view.ts `nested`), its prices under it.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const StylePricesLink = lazy(() => import('../features/registers/catalogue-links').then((m) => ({ default: m.StylePricesLink })));

export const view = defineView({ key: 'registerstyles', route: null, columns: ['name', 'description'], showActions: StylePricesLink });
