// The screens of registergraduations (Graduação); its declaration is
// src/domain/resources/registergraduations.ts. Listed under its register type (registertypes.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registergraduations', route: null, columns: ['rank', 'name', 'min_age', 'min_months'] });
