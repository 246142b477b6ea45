// The screens of registermemberships (Filiação); its declaration is
// src/domain/resources/registermemberships.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registermemberships', route: '/registers/registermemberships', columns: ['profile_id', 'plan_id', 'starts_on', 'ends_on', 'status'] });
