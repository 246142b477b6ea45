// The screens of duellineups (Escalação); its declaration is src/domain/resources/duellineups.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'duellineups', route: null, columns: ['team_id', 'shirt_number', 'role', 'captain', 'check_method'] });
