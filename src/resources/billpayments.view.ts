// The screens of billpayments (Pagamento); its declaration is src/domain/resources/billpayments.ts.
// Payments are listed on their bill's page (bill-admin-panel); no screens of their own.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'billpayments', route: null, columns: ['paid_at', 'amount_cents', 'method'] });
