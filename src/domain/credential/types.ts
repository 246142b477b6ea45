// Types of the ID-card credential; index.ts re-exports them with the functions.

/** What a card asserts. Times are Unix seconds. */
export interface CredentialClaims {
  /**
   * The tenant's CODE (`demo`, `outra`), not its uuid: the code is what every device knows
   * (`db.tenant`, the client code), and it is what the gate compares against.
   */
  tenantId: string;
  userId: string;
  issuedAt: number;
  expiresAt: number;
  /** Signing key id: 8 lowercase hex characters. */
  kid: string;
}

export type VerifyFailure = 'malformed' | 'unknown-key' | 'key-revoked' | 'signature' | 'expired' | 'not-yet-valid' | 'other-tenant' | 'revoked';

export interface PublicKeyRecord {
  kid: string;
  public_key: string;
  accept_until: string | null;
  revoked_at: string | null;
}

export interface RevocationRecord {
  user_id: string;
  revoked_before: string;
}

export interface VerifyContext {
  /** The verifying device's tenant CODE (db.tenant), compared with the card's. */
  tenantId: string;
  keys: readonly PublicKeyRecord[];
  revocations: readonly RevocationRecord[];
  now: Date;
}

export type VerifyResult = { ok: true; claims: CredentialClaims } | { ok: false; reason: VerifyFailure; message: string };
