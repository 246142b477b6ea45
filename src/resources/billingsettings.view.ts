// The screens of billingsettings (Configuração de cobrança); its declaration is
// src/domain/resources/billingsettings.ts. One row per tenant (a second is refused by its unique `singleton`).
import { defineView } from '../ui/resource/view';

export const view = defineView({
  key: 'billingsettings',
  route: '/finances/billingsettings',
  columns: ['receiver_name', 'pix_key', 'city'],
});
