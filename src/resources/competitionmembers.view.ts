// The screens of competitionmembers (Integrante); its declaration is src/domain/resources/competitionmembers.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'competitionmembers', route: null, columns: ['profile_id', 'role', 'shirt_number', 'position'] });
