// The screens of registermembershipstyleprices (Preço do estilo de filiação); its declaration is
// src/domain/resources/registermembershipstyleprices.ts. Listed under its membership style
// (registertypes.view.ts `nested`).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registermembershipstyleprices', route: null, columns: ['description', 'amount_cents', 'valid_from', 'valid_until'] });
