// The graduation certificate: the ID card's credential family (the tenant's Ed25519 keys, base45 in
// a QR) for another statement, "person P of tenant T was awarded grade G of register R on day D by
// examiner E", so a phone verifies it offline with the `signingkeys` it already holds. A distinct
// prefix AND a distinct signing context: an ID card can never pass for a certificate nor the reverse.
// The names travel inside the signed bytes, so any phone of the tenant shows who and what it vouches
// for without holding that person's records. All integers big-endian.
//
//   offset  size  field
//   0       1     version = 1
//   1       1     L = length of the tenant code (2..40)
//   2       L     tenant CODE, ASCII
//   2+L     16    certificate id (uuid)
//   18+L    16    person's user id (uuid)
//   34+L    4     issuedAt, Unix seconds (uint32)
//   38+L    4     kid (4 bytes)
//   42+L    2     T = length of the text (uint16, ≤ 600)
//   44+L    T     UTF-8: person ␟ register type ␟ grade ␟ day (AAAA-MM-DD) ␟ examiner (U+001F between)
//   44+L+T  64    Ed25519 signature over CERTIFICATE_CONTEXT ‖ bytes[0 .. 44+L+T)
//
// A certificate does not expire: a grade awarded stays awarded. Only a revoked key (compromised)
// voids it; a key merely retired by a rotation still vouches for what it signed.
import { hexOf, MalformedStatement, putHex, seal, signingInput, unwrap, uuidOf } from './envelope';
import { signedBy } from './signed-by';
import type { PublicKeyRecord } from './types';

export const CERTIFICATE_PREFIX = 'FG1:';
export const CERTIFICATE_CONTEXT = new TextEncoder().encode('federa/graduation/v1\u0000');
const VERSION = 1;
const MAX_TEXT = 600;
const SEP = '\u001f';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TENANT_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/;
const KID = /^[0-9a-f]{8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CertificateClaims {
  tenantId: string;
  certificateId: string;
  userId: string;
  issuedAt: number;
  kid: string;
  person: string;
  registerType: string;
  grade: string;
  /** ISO day the grade was awarded (the exam's day). */
  day: string;
  examiner: string;
}

export type CertificateFailure = 'malformed' | 'other-tenant' | 'unknown-key' | 'key-revoked' | 'signature';
export type CertificateResult = { ok: true; claims: CertificateClaims } | { ok: false; reason: CertificateFailure; message: string };

export const CERTIFICATE_MESSAGES: Readonly<Record<CertificateFailure, string>> = {
  malformed: 'QR inválido: não é um certificado de graduação.',
  'other-tenant': 'Certificado de outra organização.',
  'unknown-key': 'Certificado assinado por uma chave desconhecida. Sincronize este aparelho e leia de novo.',
  'key-revoked': 'A chave que assinou este certificado foi revogada: confirme com a federação.',
  signature: 'Assinatura inválida: certificado adulterado ou falso.',
};

const Malformed = MalformedStatement;


function textOf(c: CertificateClaims): Uint8Array {
  const parts = [c.person, c.registerType, c.grade, c.day, c.examiner];
  if (parts.some((p) => p.includes(SEP))) throw new Malformed('separador no texto');
  return new TextEncoder().encode(parts.join(SEP));
}

/** The signed part; throws on claims a verifier would call malformed. */
export function encodeCertificate(c: CertificateClaims): Uint8Array {
  if (!TENANT_CODE.test(c.tenantId) || !UUID.test(c.certificateId) || !UUID.test(c.userId) || !KID.test(c.kid) || !DAY.test(c.day)) throw new Malformed('dados inválidos');
  if (!Number.isInteger(c.issuedAt) || c.issuedAt < 0 || c.issuedAt > 0xffffffff) throw new Malformed('data inválida');
  const text = textOf(c);
  if (text.length > MAX_TEXT) throw new Malformed('texto longo demais');
  const L = c.tenantId.length;
  const out = new Uint8Array(44 + L + text.length);
  const view = new DataView(out.buffer);
  out[0] = VERSION;
  out[1] = L;
  for (let i = 0; i < L; i++) out[2 + i] = c.tenantId.charCodeAt(i);
  putHex(c.certificateId.replace(/-/g, ''), out, 2 + L);
  putHex(c.userId.replace(/-/g, ''), out, 18 + L);
  view.setUint32(34 + L, c.issuedAt);
  putHex(c.kid, out, 38 + L);
  view.setUint16(42 + L, text.length);
  out.set(text, 44 + L);
  return out;
}

const coveredBytes = (payload: Uint8Array): Uint8Array => signingInput(CERTIFICATE_CONTEXT, payload);

/** Signs with a raw 32-byte Ed25519 seed (the server's tenant key) and returns the QR text. */
export async function signCertificate(claims: CertificateClaims, privateKey: Uint8Array): Promise<string> {
  return seal(CERTIFICATE_PREFIX, CERTIFICATE_CONTEXT, encodeCertificate(claims), privateKey);
}

function decode(text: string): { claims: CertificateClaims; payload: Uint8Array; signature: Uint8Array } {
  const bytes = unwrap(text, CERTIFICATE_PREFIX, 1400);
  if (bytes.length < 2 || bytes[0] !== VERSION) throw new Malformed('versão');
  const L = bytes[1]!;
  if (L < 2 || L > 40 || bytes.length < 44 + L + 64) throw new Malformed('tamanho');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const T = view.getUint16(42 + L);
  if (T > MAX_TEXT || bytes.length !== 44 + L + T + 64) throw new Malformed('tamanho');
  let tenantId = '';
  for (let i = 0; i < L; i++) tenantId += String.fromCharCode(bytes[2 + i]!);
  let parts: string[];
  try {
    parts = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(44 + L, 44 + L + T)).split(SEP);
  } catch {
    throw new Malformed('texto');
  }
  if (parts.length !== 5 || !DAY.test(parts[3]!) || !TENANT_CODE.test(tenantId)) throw new Malformed('campos');
  const claims: CertificateClaims = {
    tenantId, certificateId: uuidOf(hexOf(bytes, 2 + L, 18 + L)), userId: uuidOf(hexOf(bytes, 18 + L, 34 + L)),
    issuedAt: view.getUint32(34 + L), kid: hexOf(bytes, 38 + L, 42 + L),
    person: parts[0]!, registerType: parts[1]!, grade: parts[2]!, day: parts[3]!, examiner: parts[4]!,
  };
  return { claims, payload: bytes.subarray(0, 44 + L + T), signature: bytes.subarray(44 + L + T) };
}

const refuse = (reason: CertificateFailure): CertificateResult => ({ ok: false, reason, message: CERTIFICATE_MESSAGES[reason] });

/** Checks a certificate offline against the tenant's public keys. Never throws. */
export async function verifyCertificate(text: string, ctx: { tenantId: string; keys: readonly PublicKeyRecord[] }): Promise<CertificateResult> {
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
  return 'failure' in signed ? refuse(signed.failure) : { ok: true, claims };
}
