// The screens of registermembershipstyles (Estilo de filiação); its declaration is
// src/domain/resources/registermembershipstyles.ts. Listed under its register type
// (registertypes.view.ts `nested`), its prices under it.
import { lazy } from 'react';
import { defineView } from '../ui/resource/view';

const MembershipStylePricesLink = lazy(() => import('../features/registers/catalogue-links').then((m) => ({ default: m.MembershipStylePricesLink })));

export const view = defineView({ key: 'registermembershipstyles', route: null, columns: ['name', 'description'], showActions: MembershipStylePricesLink });
