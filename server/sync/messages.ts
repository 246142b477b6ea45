// pt-BR texts of the sync endpoints (the client shows them as they come).
import { PUSH_MAX_BYTES, PUSH_MAX_MUTATIONS } from '../../src/domain/protocol';
import { MAX_LIVE_CLIENTS } from './clients';

export { PUSH_MAX_BYTES };

export const SYNC_MSG = {
  otherClient: 'Este dispositivo pertence a outra sessão.',
  tooManyClients: `Sua conta já sincroniza em ${MAX_LIVE_CLIENTS} dispositivos ou navegadores diferentes nos últimos 6 meses: este não pode ser adicionado. Use um dos que já sincronizam ou peça ajuda ao suporte.`,
  badPull: 'Parâmetros de sincronização inválidos: clientId deve ser um UUID; cursor e limit, números inteiros não negativos.',
  badPush: 'Envio de sincronização inválido.',
  emptyPush: 'Nenhuma operação enviada.',
  tooManyMutations: `No máximo ${PUSH_MAX_MUTATIONS} operações por envio.`,
  pushTooLarge: `Envio de sincronização grande demais (máximo de ${PUSH_MAX_BYTES / 1024 / 1024} MiB). Envie menos operações por vez.`,
  unsafeText: 'A alteração contém caracteres inválidos (caractere nulo ou texto corrompido). Corrija os textos e tente de novo.',
  // The same answer whether the file does not exist or is not this person's to name (files/write-gate.ts).
  fileMissing: 'A foto ou o documento desta alteração não chegou ao servidor ou não está acessível para você: a alteração não foi aplicada.',
  serverRefusal: 'Erro interno ao aplicar esta alteração: ela não foi aplicada. Tente novamente mais tarde ou descarte-a.',
} as const;
