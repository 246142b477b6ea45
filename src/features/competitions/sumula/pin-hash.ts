// The referee's súmula PIN: 4 to 6 digits, hashed with PBKDF2-SHA-256 and a random 16-byte salt
// (WebCrypto, on the device), stored as a `refereepins` row. Verification derives again with the
// stored salt and iterations and compares in constant time, offline. The PIN itself never leaves
// this module: not in the outbox, not on the wire, not in storage.
import type { Row } from '../../../domain/resources/index';

export const PIN_ITERATIONS = 210_000;
export const PIN_PATTERN = /^\d{4,6}$/;
export const PIN_FORMAT_MESSAGE = 'O PIN deve ter de 4 a 6 dígitos.';

export type PinRow = Pick<Row<'refereepins'>, 'id' | 'user_id' | 'salt' | 'hash' | 'iterations'>;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** pt-BR reason the PIN cannot be used, or null. */
export function pinProblem(pin: string): string | null {
  return PIN_PATTERN.test(pin) ? null : PIN_FORMAT_MESSAGE;
}

/** The row to store for `pin` (salt from `random`, injectable for tests). */
export async function hashPin(userId: string, pin: string, iterations = PIN_ITERATIONS,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): Promise<PinRow> {
  const problem = pinProblem(pin);
  if (problem) throw new Error(problem);
  const salt = random(new Uint8Array(16));
  return { id: userId, user_id: userId, salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations };
}

/** True when `pin` is the one `row` was made from. Constant-time over the hash bytes. */
export async function verifyPin(row: Pick<PinRow, 'salt' | 'hash' | 'iterations'>, pin: string): Promise<boolean> {
  if (pinProblem(pin)) return false;
  const expected = fromBase64(row.hash);
  const actual = await derive(pin, fromBase64(row.salt), row.iterations);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}
