// The screens of registerexamcandidates (Candidato do exame); its declaration is
// src/domain/resources/registerexamcandidates.ts. Listed under its exam (registerexams.view.ts).
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'registerexamcandidates', route: null, columns: ['register_id', 'target_graduation_id'] });
