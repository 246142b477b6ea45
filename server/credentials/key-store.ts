// Private halves of the ID-card signing keys, at rest in credential_keys.private_key.
//
// With FEDERA_KEY_SECRET set (any long random string, kept outside the database, e.g. in the
// service's environment), seeds are stored AES-256-GCM encrypted under a key derived from it with
// HKDF-SHA-256, and the tenant id and kid are the associated data, so a ciphertext copied onto
// another row does not decrypt. Without it they are stored plain ('plain:'), which is what the demo
// and the tests do: anyone who can read the database can then sign cards, so set it in production.
// A key stored plain stays readable after the secret is set (new keys are encrypted; rotate to
// leave no plain key in use). Losing the secret loses the encrypted keys: rotate to get a new one
// (cards signed by the lost key keep verifying until they expire: only public halves are needed).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { fromBase64Url, toBase64Url } from '../../src/domain/credential/index';
import { CREDENTIAL_MSG } from './messages';

export const KEY_SECRET_ENV = 'FEDERA_KEY_SECRET';

/** The configured secret (read at each call, so tests and operators can set it at any time). */
export const configuredSecret = (): string | undefined => {
  const value = process.env[KEY_SECRET_ENV];
  return value && value.length > 0 ? value : undefined;
};

/** Thrown when a stored key cannot be opened (secret missing or wrong): an operator problem. */
export class KeyStoreError extends Error {
  constructor(message: string = CREDENTIAL_MSG.keyUnavailable) {
    super(message);
    this.name = 'KeyStoreError';
  }
}

function wrappingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'federa', 'credential-keys/v1', 32));
}

const aad = (tenantId: string, kid: string) => Buffer.from(`${tenantId}:${kid}`, 'utf8');

/** The stored form of a 32-byte seed. */
export function sealPrivateKey(seed: Uint8Array, tenantId: string, kid: string, secret = configuredSecret()): string {
  if (!secret) return `plain:${toBase64Url(seed)}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(aad(tenantId, kid));
  const sealed = Buffer.concat([cipher.update(seed), cipher.final()]);
  return `aes256gcm:${toBase64Url(iv)}:${toBase64Url(sealed)}:${toBase64Url(cipher.getAuthTag())}`;
}

export function openPrivateKey(stored: string, tenantId: string, kid: string, secret = configuredSecret()): Uint8Array {
  try {
    if (stored.startsWith('plain:')) return checkSeed(fromBase64Url(stored.slice('plain:'.length)));
    const [scheme, iv, sealed, tag] = stored.split(':');
    if (scheme !== 'aes256gcm' || !iv || !sealed || !tag) throw new KeyStoreError();
    if (!secret) throw new KeyStoreError(CREDENTIAL_MSG.keySecretMissing);
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), fromBase64Url(iv));
    decipher.setAAD(aad(tenantId, kid));
    decipher.setAuthTag(Buffer.from(fromBase64Url(tag)));
    return checkSeed(new Uint8Array(Buffer.concat([decipher.update(fromBase64Url(sealed)), decipher.final()])));
  } catch (error) {
    throw error instanceof KeyStoreError ? error : new KeyStoreError();
  }
}

function checkSeed(seed: Uint8Array): Uint8Array {
  if (seed.length !== 32) throw new KeyStoreError();
  return seed;
}

/** A fresh random seed. */
export const newSeed = (): Uint8Array => new Uint8Array(randomBytes(32));

/** kid = the first 4 bytes of SHA-256(public key), hex: derived, so a key always names itself. */
export const kidOf = (publicKey: Uint8Array): string => createHash('sha256').update(publicKey).digest('hex').slice(0, 8);
