// The screens of transfers (Transferência); its declaration is src/domain/resources/transfers.ts.
// Only nested under a market (markets.view.ts): requests are written by the named mutators.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'transfers', route: null, columns: ['requested_at', 'profile_id', 'from_association_id', 'to_association_id', 'club_answer', 'status'] });
