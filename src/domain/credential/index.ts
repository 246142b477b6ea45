// The ID-card credential: a compact binary statement "user U of tenant T, valid from A to
// B, signed by key K", Ed25519-signed by the server and shown as a QR code on /my/id; gates verify
// it offline against the tenant's public keys (the `signingkeys` replica). Format: format.ts.
export { CREDENTIAL_PREFIX, decodeCredential, encodePayload, MalformedCredential } from './format';
export { fromBase64Url, toBase64Url } from './keys';
export { VERIFY_MESSAGES } from './messages';
export { publicKeyOf, signCredential } from './sign';
export type { CredentialClaims, PublicKeyRecord, RevocationRecord, VerifyContext, VerifyFailure, VerifyResult } from './types';
export { CLOCK_SKEW_SECONDS, verifyCredential } from './verify';
export { CERTIFICATE_PREFIX, signCertificate, verifyCertificate, type CertificateClaims, type CertificateResult } from './certificate';
export {
  isReservationText, readReservation, RESERVATION_GRACE_SECONDS, RESERVATION_MESSAGES, RESERVATION_PREFIX, signReservation, verifyReservation,
  type ReservationClaims, type ReservationFailure, type ReservationResult,
} from './reservation';
