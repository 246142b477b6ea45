// The envelope the signed statements beside the ID card share (the graduation certificate, the
// reservation pass): `<prefix>` + base45 of payload ‖ Ed25519 signature, the signature taken over a
// per-kind context ‖ payload so that no kind's bytes verify as another's. Each kind keeps its own
// payload layout and checks (certificate.ts, reservation.ts); the card's own format predates this
// and stays in format.ts/sign.ts. Verification goes through signed-by.ts.
import { signAsync } from '@noble/ed25519';
import { base45Decode, base45Encode } from './base45';

/** A text that is not a well-formed statement of the kind asked for (verifiers answer 'malformed'). */
export class MalformedStatement extends Error {}

/** Lower-case hex of bytes [from, to). */
export const hexOf = (bytes: Uint8Array, from: number, to: number): string =>
  [...bytes.subarray(from, to)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** 32 hex digits → the uuid's dashed form. */
export const uuidOf = (h: string): string => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

/** Writes hex digits as bytes into `into` from `at`. */
export function putHex(h: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < h.length; i += 2) into[at + i / 2] = parseInt(h.slice(i, i + 2), 16);
}

/** What the signature covers: the kind's context, then the payload. */
export function signingInput(context: Uint8Array, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(context.length + payload.length);
  out.set(context, 0);
  out.set(payload, context.length);
  return out;
}

/** Signs `payload` under `context` with a raw 32-byte Ed25519 seed and returns the QR text. */
export async function seal(prefix: string, context: Uint8Array, payload: Uint8Array, privateKey: Uint8Array): Promise<string> {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== 32) throw new RangeError('Chave privada Ed25519 deve ter 32 bytes.');
  const signature = await signAsync(signingInput(context, payload), privateKey);
  const all = new Uint8Array(payload.length + 64);
  all.set(payload, 0);
  all.set(signature, payload.length);
  return prefix + base45Encode(all);
}

/**
 * The bytes of a QR text of this kind (payload ‖ signature, still to be split and checked), or
 * MalformedStatement. Scanners may add a line break; spaces are never trimmed (' ' is a base45 digit).
 */
export function unwrap(text: unknown, prefix: string, maxLength: number): Uint8Array {
  if (typeof text !== 'string') throw new MalformedStatement('texto');
  const trimmed = text.replace(/^[\r\n\t]+|[\r\n\t]+$/g, '');
  if (trimmed.length > maxLength || !trimmed.startsWith(prefix)) throw new MalformedStatement('prefixo');
  try {
    return base45Decode(trimmed.slice(prefix.length));
  } catch {
    throw new MalformedStatement('base45');
  }
}
