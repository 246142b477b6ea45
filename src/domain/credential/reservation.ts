// The reservation pass: the ID card's credential family (the tenant's Ed25519 keys, base45 in a QR)
// for another statement, "reservation R of space S, tenant T, from A to B", so the venue's
// attendant checks it in offline with the `signingkeys` their phone already holds. A distinct prefix
// AND a distinct signing context (like the graduation certificate): a card or a certificate can
// never pass for a reservation nor the reverse. All integers big-endian.
//
//   offset  size  field
//   0       1     version = 1
//   1       1     L = length of the tenant code (2..40)
//   2       L     tenant CODE, ASCII
//   2+L     16    reservation id (uuid)
//   18+L    16    space id (uuid): the gate tells "another venue" even for a booking it does not hold
//   34+L    4     starts at, Unix MINUTES (uint32): slots are whole minutes, and 4 bytes last for ever
//   38+L    2     length in minutes (uint16, 1..65535)
//   40+L    4     kid (4 bytes)
//   44+L    64    Ed25519 signature over RESERVATION_CONTEXT ‖ bytes[0 .. 44+L)
//
// For tenant `demo`: 112 bytes → 168 base45 characters + 'FR1:' = 172, all in QR's alphanumeric
// set: version 7 at ECC level M (45 modules), read at arm's length like the card (version 6).
//
// Validity: until the reservation's end plus RESERVATION_GRACE_SECONDS. A key merely retired by a
// rotation still vouches for what it signed (as for certificates: the pass expires on its own, with
// the booking); only a revoked key (compromised) voids it.
import { brDateTimeAt } from '../dates';
import { hexOf, MalformedStatement, putHex, seal, signingInput, unwrap, uuidOf } from './envelope';
import { signedBy } from './signed-by';
import type { PublicKeyRecord } from './types';

export const RESERVATION_PREFIX = 'FR1:';
export const RESERVATION_CONTEXT = new TextEncoder().encode('federa/reservation/v1\u0000');
/** How long after its end a pass still verifies (a late check-in is the venue's call, not the QR's). */
export const RESERVATION_GRACE_SECONDS = 60 * 60;
/** Clock skew tolerated between the signing server and the gate (as for the card). */
const SKEW_SECONDS = 5 * 60;
const VERSION = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TENANT_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/;
const KID = /^[0-9a-f]{8}$/;

export interface ReservationClaims {
  /** The tenant's CODE (db.tenant on a device), as on the card. */
  tenantId: string;
  reservationId: string;
  spaceId: string;
  /** ISO instants, whole minutes (the booking's [starts_at, ends_at)). */
  startsAt: string;
  endsAt: string;
  kid: string;
}

export type ReservationFailure = 'malformed' | 'other-tenant' | 'unknown-key' | 'key-revoked' | 'signature' | 'expired';
export type ReservationResult = { ok: true; claims: ReservationClaims } | { ok: false; reason: ReservationFailure; message: string };

// pt-BR, plain strings: src/domain runs on the server too, where lingui macros are not compiled.
export const RESERVATION_MESSAGES: Readonly<Record<ReservationFailure, string>> = {
  malformed: 'QR inválido: não é uma reserva.',
  'other-tenant': 'Reserva de outra organização.',
  'unknown-key': 'Reserva assinada por uma chave desconhecida. Sincronize este aparelho e leia de novo.',
  'key-revoked': 'A chave que assinou esta reserva foi revogada. A pessoa deve abrir a reserva com internet para receber um QR novo.',
  signature: 'Assinatura inválida: reserva adulterada ou falsa.',
  expired: 'Reserva encerrada.',
};

const Malformed = MalformedStatement;

const MINUTE_MS = 60_000;

/**
 * The signed part; throws on claims a verifier would call malformed. A start off the minute is
 * rounded down and an end rounded up: the pass never covers less than the booking.
 */
export function encodeReservation(c: ReservationClaims): Uint8Array {
  const reservationId = c.reservationId.toLowerCase();
  const spaceId = c.spaceId.toLowerCase();
  if (!TENANT_CODE.test(c.tenantId) || !UUID.test(reservationId) || !UUID.test(spaceId) || !KID.test(c.kid)) throw new Malformed('dados inválidos');
  const starts = Math.floor(Date.parse(c.startsAt) / MINUTE_MS);
  const ends = Math.ceil(Date.parse(c.endsAt) / MINUTE_MS);
  const minutes = ends - starts;
  if (!Number.isInteger(starts) || starts < 0 || starts > 0xffffffff) throw new Malformed('início inválido');
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 0xffff) throw new Malformed('duração inválida');
  const L = c.tenantId.length;
  const out = new Uint8Array(44 + L);
  const view = new DataView(out.buffer);
  out[0] = VERSION;
  out[1] = L;
  for (let i = 0; i < L; i++) out[2 + i] = c.tenantId.charCodeAt(i);
  putHex(reservationId.replace(/-/g, ''), out, 2 + L);
  putHex(spaceId.replace(/-/g, ''), out, 18 + L);
  view.setUint32(34 + L, starts);
  view.setUint16(38 + L, minutes);
  putHex(c.kid, out, 40 + L);
  return out;
}

const coveredBytes = (payload: Uint8Array): Uint8Array => signingInput(RESERVATION_CONTEXT, payload);

/** Signs with a raw 32-byte Ed25519 seed (the server's tenant key) and returns the QR text. */
export async function signReservation(claims: ReservationClaims, privateKey: Uint8Array): Promise<string> {
  return seal(RESERVATION_PREFIX, RESERVATION_CONTEXT, encodeReservation(claims), privateKey);
}

function decode(text: string): { claims: ReservationClaims; payload: Uint8Array; signature: Uint8Array } {
  const bytes = unwrap(text, RESERVATION_PREFIX, 512);
  if (bytes.length < 2 || bytes[0] !== VERSION) throw new Malformed('versão');
  const L = bytes[1]!;
  if (L < 2 || L > 40 || bytes.length !== 44 + L + 64) throw new Malformed('tamanho');
  let tenantId = '';
  for (let i = 0; i < L; i++) tenantId += String.fromCharCode(bytes[2 + i]!);
  if (!TENANT_CODE.test(tenantId)) throw new Malformed('cliente');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts = view.getUint32(34 + L);
  const minutes = view.getUint16(38 + L);
  if (minutes < 1) throw new Malformed('duração');
  const claims: ReservationClaims = {
    tenantId,
    reservationId: uuidOf(hexOf(bytes, 2 + L, 18 + L)),
    spaceId: uuidOf(hexOf(bytes, 18 + L, 34 + L)),
    startsAt: new Date(starts * MINUTE_MS).toISOString(),
    endsAt: new Date((starts + minutes) * MINUTE_MS).toISOString(),
    kid: hexOf(bytes, 40 + L, 44 + L),
  };
  return { claims, payload: bytes.subarray(0, 44 + L), signature: bytes.subarray(44 + L) };
}

/** The claims of a pass WITHOUT checking its signature (the server comparing its own stored pass). */
export function readReservation(text: string): ReservationClaims | null {
  try {
    return decode(text).claims;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/** Whether `text` looks like a reservation pass (its prefix): the gate routes a card elsewhere. */
export const isReservationText = (text: string): boolean => typeof text === 'string' && text.replace(/^[\r\n\t]+/, '').startsWith(RESERVATION_PREFIX);

const refuse = (reason: ReservationFailure, message: string = RESERVATION_MESSAGES[reason]): ReservationResult => ({ ok: false, reason, message });

/**
 * Checks a pass offline: well-formed; of this tenant; signed by a key this device knows and not
 * revoked (strict RFC 8032); not past its end + grace (± clock skew). Whether it is today's, of this
 * venue, cancelled or already in is the gate's question (the replica's), not the pass's. Never throws.
 */
export async function verifyReservation(text: string, ctx: { tenantId: string; keys: readonly PublicKeyRecord[]; now: Date }): Promise<ReservationResult> {
  let decoded;
  try {
    decoded = decode(text);
  } catch (error) {
    if (error instanceof Malformed) return refuse('malformed');
    throw error;
  }
  const { claims, payload, signature } = decoded;
  if (claims.tenantId !== ctx.tenantId) return refuse('other-tenant');
  const signed = await signedBy(claims.kid, coveredBytes(payload), signature, ctx.keys);
  if ('failure' in signed) return refuse(signed.failure);
  const endsAt = Date.parse(claims.endsAt) / 1000;
  if (endsAt + RESERVATION_GRACE_SECONDS + SKEW_SECONDS <= ctx.now.getTime() / 1000) {
    return refuse('expired', `Reserva encerrada em ${brDateTimeAt(new Date(endsAt * 1000))}.`);
  }
  return { ok: true, claims };
}
