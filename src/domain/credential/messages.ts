// pt-BR reasons shown on the gate's red screen (plain strings: src/domain runs on the server too,
// where lingui macros are not compiled).
import { unixSecondsToBr } from '../dates';
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

export function expiredMessage(expiresAt: number): string {
  return `Carteirinha vencida em ${unixSecondsToBr(expiresAt)}. A pessoa deve abrir a carteirinha com internet para renová-la.`;
}
