// The screens of signingkeys (Chave de assinatura); its declaration is src/domain/resources/signingkeys.ts.
import { defineView } from '../ui/resource/view';

export const view = defineView({ key: 'signingkeys', route: null, columns: ['kid', 'created_at', 'accept_until', 'revoked_at'] });
