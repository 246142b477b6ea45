// The screens of registermembershipplans (Plano de filiação); its declaration is
// src/domain/resources/registermembershipplans.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registermembershipplans', route: '/registers/registermembershipplans', columns: ['name', 'amount_cents', 'period'] });
