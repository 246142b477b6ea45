import { verifyAsync } from '@noble/ed25519';
import { publicKeyBytes } from './keys';
import type { PublicKeyRecord } from './types';

/** Why a signature does not hold, in the order they are checked. */
export type KeyFailure = 'unknown-key' | 'key-revoked' | 'signature';

/**
 * The tenant key `kid` names, when it is known, not revoked and signed `input` as `signature` (strict
 * RFC 8032, no malleable encodings); otherwise why not. One check for every signed thing the
 * device verifies offline: the ID card and the graduation certificate. Never throws.
 */
export async function signedBy(
  kid: string, input: Uint8Array, signature: Uint8Array, keys: readonly PublicKeyRecord[],
): Promise<{ key: PublicKeyRecord } | { failure: KeyFailure }> {
  const key = keys.find((k) => k.kid === kid);
  const publicKey = key ? publicKeyBytes(key.public_key) : null;
  if (!key || !publicKey) return { failure: 'unknown-key' };
  if (key.revoked_at) return { failure: 'key-revoked' };
  let valid = false;
  try {
    valid = await verifyAsync(signature, input, publicKey, { zip215: false });
  } catch {
    valid = false; // a public key that is not a curve point
  }
  return valid ? { key } : { failure: 'signature' };
}
