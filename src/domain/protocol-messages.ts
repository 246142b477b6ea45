// The sync protocol's fixed pt-BR answers, apart from protocol.ts (its valibot schemas): the page's
// sync messages read them without loading the wire validation.
export const GAP_MESSAGE = 'Sincronização fora de sequência: reenvie a partir do último número confirmado.';
export const UPDATE_REQUIRED_MESSAGE = 'Há uma nova versão do aplicativo. Atualize para continuar sincronizando.';
