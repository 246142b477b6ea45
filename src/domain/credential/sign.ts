import { getPublicKeyAsync, signAsync } from '@noble/ed25519';
import { encodePayload, signingInput, toText } from './format';
import type { CredentialClaims } from './types';

/**
 * Signs `claims` with a raw 32-byte Ed25519 secret key (seed) and returns the QR text. The server
 * calls it (server/credentials); it runs anywhere @noble/ed25519 does.
 */
export async function signCredential(claims: CredentialClaims, privateKey: Uint8Array): Promise<string> {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== 32) throw new RangeError('Chave privada Ed25519 deve ter 32 bytes.');
  const payload = encodePayload(claims);
  const signature = await signAsync(signingInput(payload), privateKey);
  return toText(payload, signature);
}

/** The public key of a secret key (raw 32 bytes). */
export const publicKeyOf = (privateKey: Uint8Array): Promise<Uint8Array> => getPublicKeyAsync(privateKey);
