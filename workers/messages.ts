// pt-BR texts produced outside React (sync worker, service worker). Plain strings like the domain
// layer's messages: the worker bundles no lingui catalog.
import { UPDATE_REQUIRED_MESSAGE } from '../src/domain/protocol-messages';
import type { SyncError } from './sync-protocol';

export const MESSAGES = {
  offline: 'Sem conexão com o servidor. As alterações ficam guardadas neste aparelho e serão enviadas quando a conexão voltar.',
  auth: 'Sessão expirada — entre novamente. As alterações pendentes continuam guardadas neste aparelho.',
  passwordChanged: 'Sua senha foi alterada em outro aparelho; entre novamente. As alterações pendentes continuam guardadas neste aparelho.',
  update: UPDATE_REQUIRED_MESSAGE,
  protocol: 'Resposta inesperada do servidor de sincronização. Nova tentativa em instantes.',
  quota: 'Sem espaço no dispositivo. Nada foi perdido: o que já estava salvo continua aqui e o download recomeça quando houver espaço.',
  unexpected: 'Erro inesperado na sincronização. Nova tentativa em instantes.',
} as const;

export const serverFailure = (status: number, message: string | null): SyncError => ({
  code: 'server',
  status,
  message: message ?? `O servidor de sincronização falhou (HTTP ${status}). Nova tentativa em instantes.`,
});

/**
 * IndexedDB ran out of space. Dexie maps the DOMException to an error of the same name and keeps the
 * original in `inner`; an aborted transaction may carry it one level down.
 */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false;
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}
