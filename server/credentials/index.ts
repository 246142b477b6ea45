// Server side of the ID-card credential: per-tenant Ed25519 keys, issuance, rotation.
export { findIdCard, issueIdCard, signCardFor, signCredentialForUser, type IdCardRow, type Issued, type SignOptions, type TenantRef } from './issue';
export { configuredSecret, KEY_SECRET_ENV, KeyStoreError } from './key-store';
export { currentKey, ensureCurrentKey, listKeys, publicKeyRecords, rotateKeys, signingKeyRecord, type Rotation, type StoredKey } from './keys';
export { MAX_VALIDITY_SECONDS, RENEW_BELOW_SECONDS, VALIDITY_SECONDS } from './policy';
export { credentialRoutes } from './routes';
export { issueReservationCredential, PASS_STATUSES, reservationStamper, signReservationCredentials, signReservationsOf, type ReservationPassRow } from './reservations';
