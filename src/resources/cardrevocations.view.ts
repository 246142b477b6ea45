// The screens of cardrevocations (Revogação de carteirinha); its declaration is src/domain/resources/cardrevocations.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'cardrevocations', route: null, columns: ['user_id', 'revoked_before', 'reason'] });
