// Key encodings shared by signer and verifier: raw 32-byte Ed25519 keys as base64url without padding
// (signingkeys.public_key), and a cache of decoded public keys so a gate decodes each key once.
const B64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws RangeError on anything but base64url without padding. */
export function fromBase64Url(text: string): Uint8Array {
  if (!B64URL.test(text) || text.length % 4 === 1) throw new RangeError('base64url inválido');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const decoded = new Map<string, Uint8Array | null>();

/** The 32 raw bytes of a stored public key (cached), or null when it is not one. */
export function publicKeyBytes(publicKey: string): Uint8Array | null {
  let bytes = decoded.get(publicKey);
  if (bytes === undefined) {
    try {
      const raw = fromBase64Url(publicKey);
      bytes = raw.length === 32 ? raw : null;
    } catch {
      bytes = null;
    }
    if (decoded.size > 256) decoded.clear(); // a handful of keys per tenant: never grows in practice
    decoded.set(publicKey, bytes);
  }
  return bytes;
}
