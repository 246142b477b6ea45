// The credential's binary form (version 1) and its QR text. All integers big-endian.
//
//   offset  size  field
//   0       1     version = 1
//   1       1     L = length of the tenant code (2..40)
//   2       L     tenant CODE, ASCII (`demo`, `outra`: what the client knows as db.tenant; the
//                 client has no tenant uuid, and the gate compares this with its own code)
//   2+L     16    user id (uuid, raw bytes)
//   18+L    4     issuedAt, Unix seconds (uint32)
//   22+L    4     expiresAt, Unix seconds (uint32)
//   26+L    4     kid: the signing key id (8 hex characters = 4 bytes)
//   30+L    64    Ed25519 signature over SIGNING_CONTEXT ‖ bytes[0 .. 30+L)
//
// Text: CREDENTIAL_PREFIX + base45(bytes). For tenant `demo`: 98 bytes → 147 base45 characters →
// 151 characters in all, every one in the QR alphanumeric alphabet (QR version 6 at ECC level M).
// The domain-separation prefix means a signature made with these keys for anything else can never
// pass for a card, and a later format (version 2) signs under another context.
import { base45Decode, base45Encode } from './base45';
import type { CredentialClaims } from './types';

export const CREDENTIAL_PREFIX = 'FD1:';
export const FORMAT_VERSION = 1;
export const SIGNATURE_BYTES = 64;
export const SIGNING_CONTEXT = new TextEncoder().encode('federa/idcard/v1\u0000');

const TENANT_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KID = /^[0-9a-f]{8}$/;
const UINT32_MAX = 0xffffffff;

/** Thrown for anything that is not a well-formed version-1 credential. */
export class MalformedCredential extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'MalformedCredential';
  }
}

function hexBytes(hex: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < hex.length; i += 2) into[at + i / 2] = parseInt(hex.slice(i, i + 2), 16);
}

function bytesHex(bytes: Uint8Array, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += bytes[i]!.toString(16).padStart(2, '0');
  return out;
}

const isSeconds = (n: number) => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX;

/** Checks claims before signing: the signer never produces a card the verifier would call malformed. */
export function checkClaims(claims: CredentialClaims): void {
  if (!TENANT_CODE.test(claims.tenantId)) throw new MalformedCredential('código do cliente inválido');
  if (!UUID.test(claims.userId)) throw new MalformedCredential('usuário inválido (uuid em minúsculas)');
  if (!KID.test(claims.kid)) throw new MalformedCredential('identificador de chave inválido');
  if (!isSeconds(claims.issuedAt) || !isSeconds(claims.expiresAt)) throw new MalformedCredential('datas fora do intervalo');
  if (claims.expiresAt <= claims.issuedAt) throw new MalformedCredential('validade anterior à emissão');
}

/** The signed part (everything but the signature). */
export function encodePayload(claims: CredentialClaims): Uint8Array {
  checkClaims(claims);
  const code = claims.tenantId;
  const out = new Uint8Array(30 + code.length);
  const view = new DataView(out.buffer);
  out[0] = FORMAT_VERSION;
  out[1] = code.length;
  for (let i = 0; i < code.length; i++) out[2 + i] = code.charCodeAt(i);
  let at = 2 + code.length;
  hexBytes(claims.userId.replace(/-/g, ''), out, at);
  at += 16;
  view.setUint32(at, claims.issuedAt);
  view.setUint32(at + 4, claims.expiresAt);
  hexBytes(claims.kid, out, at + 8);
  return out;
}

/** What the signature covers: the context string, then the payload. */
export function signingInput(payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(SIGNING_CONTEXT.length + payload.length);
  out.set(SIGNING_CONTEXT, 0);
  out.set(payload, SIGNING_CONTEXT.length);
  return out;
}

export function toText(payload: Uint8Array, signature: Uint8Array): string {
  const all = new Uint8Array(payload.length + signature.length);
  all.set(payload, 0);
  all.set(signature, payload.length);
  return CREDENTIAL_PREFIX + base45Encode(all);
}

export interface DecodedCredential {
  claims: CredentialClaims;
  payload: Uint8Array;
  signature: Uint8Array;
}

/** Parses the QR text; throws MalformedCredential. Does not check the signature. */
export function decodeCredential(text: string): DecodedCredential {
  if (typeof text !== 'string' || text.length > 512) throw new MalformedCredential('texto ausente ou longo demais');
  // Scanners may add a line break; never trim spaces: ' ' is a base45 digit.
  const trimmed = text.replace(/^[\r\n\t]+|[\r\n\t]+$/g, '');
  if (!trimmed.startsWith(CREDENTIAL_PREFIX)) throw new MalformedCredential('prefixo desconhecido');
  let bytes: Uint8Array;
  try {
    bytes = base45Decode(trimmed.slice(CREDENTIAL_PREFIX.length));
  } catch {
    throw new MalformedCredential('base45 inválido');
  }
  if (bytes.length < 2 || bytes[0] !== FORMAT_VERSION) throw new MalformedCredential('versão desconhecida');
  const codeLength = bytes[1]!;
  const payloadLength = 30 + codeLength;
  if (codeLength < 2 || codeLength > 40 || bytes.length !== payloadLength + SIGNATURE_BYTES) throw new MalformedCredential('tamanho inválido');
  let tenantId = '';
  for (let i = 0; i < codeLength; i++) tenantId += String.fromCharCode(bytes[2 + i]!);
  let at = 2 + codeLength;
  const hex = bytesHex(bytes, at, at + 16);
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  at += 16;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const claims: CredentialClaims = {
    tenantId,
    userId,
    issuedAt: view.getUint32(at),
    expiresAt: view.getUint32(at + 4),
    kid: bytesHex(bytes, at + 8, at + 12),
  };
  checkClaims(claims);
  return { claims, payload: bytes.subarray(0, payloadLength), signature: bytes.subarray(payloadLength) };
}
