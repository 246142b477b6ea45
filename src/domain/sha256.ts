// SHA-256, the one place the app chooses how to hash (the server's node:crypto aside).
// - Synchronous, from @noble/hashes (audited, no dependencies): mutators run inside a database
//   transaction on the device (Dexie/IndexedDB), where awaiting WebCrypto lets IndexedDB commit the
//   transaction early (PrematureCommitError). Hashes a mutator needs (the súmula's digest, derived
//   ids, the seeded draw) are computed here, the same on the device and on the server.
// - Asynchronous, from WebCrypto: a file's bytes (megabytes) hash natively, off the JavaScript
//   thread's hot path; no transaction is open while a file is kept.
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** The SHA-256 of `bytes`, as 32 bytes. */
export const sha256 = (bytes: Uint8Array): Uint8Array => nobleSha256(bytes);

/** Bytes as lowercase hex. */
export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** The SHA-256 of a file's bytes, as 64 lowercase hex characters (WebCrypto: large inputs). */
export async function sha256HexOfBytes(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  // A view, not the buffer: WebCrypto in Node checks an ArrayBuffer by instanceof, which fails across realms (jsdom).
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', view as BufferSource)));
}
