// pt-BR reasons shown on the gate's red screen (plain strings: src/domain runs on the server too,
// where lingui macros are not compiled).
import type { VerifyFailure } from './types';

export const VERIFY_MESSAGES: Readonly<Record<VerifyFailure, string>> = {
  malformed: 'QR inválido: não é uma carteirinha digital.',
  'unknown-key': 'Carteirinha assinada por uma chave desconhecida. Sincronize este aparelho e leia de novo.',
  'key-revoked': 'A chave que assinou esta carteirinha foi revogada. A pessoa deve abrir a carteirinha com internet para renová-la.',
  signature: 'Assinatura inválida: carteirinha adulterada ou falsa.',
  expired: 'Carteirinha vencida. A pessoa deve abrir a carteirinha com internet para renová-la.',
  'not-yet-valid': 'Carteirinha com data de emissão no futuro. Confira o relógio deste aparelho.',
  'other-tenant': 'Carteirinha de outra organização.',
  revoked: 'Carteirinha revogada. Encaminhe a pessoa à secretaria.',
};

/** A retired key (past `accept_until`): reported as 'key-revoked' with its own text. */
export const KEY_RETIRED_MESSAGE = 'A chave que assinou esta carteirinha não é mais aceita. A pessoa deve abrir a carteirinha com internet para renová-la.';

const two = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa in UTC-3 (Brasília), without Intl: the same text on every device and in Node. */
export function brDate(unixSeconds: number): string {
  const d = new Date((unixSeconds - 3 * 3600) * 1000);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export function expiredMessage(expiresAt: number): string {
  return `Carteirinha vencida em ${brDate(expiresAt)}. A pessoa deve abrir a carteirinha com internet para renová-la.`;
}
