// The screens of approvals (Solicitação); its declaration is src/domain/resources/approvals.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'approvals', route: null, columns: ['kind', 'status', 'requested_at'] });
