// The screens of registerstyleprices (Preço do estilo); its declaration is
// src/domain/resources/registerstyleprices.ts. Listed under its style (registertypes.view.ts `nested`).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registerstyleprices', route: null, columns: ['description', 'amount_cents', 'valid_from', 'valid_until'] });
