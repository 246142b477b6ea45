// Contract of the ID-card credential (issue 4). Implementation in progress in this folder.
export const CREDENTIAL_PREFIX = 'FD1:';

/** What a card asserts. Times are Unix seconds. */
export interface CredentialClaims {
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
  tenantId: string;
  keys: readonly PublicKeyRecord[];
  revocations: readonly RevocationRecord[];
  now: Date;
}

export type VerifyResult = { ok: true; claims: CredentialClaims } | { ok: false; reason: VerifyFailure; message: string };

export declare function verifyCredential(text: string, ctx: VerifyContext): Promise<VerifyResult>;
export declare function signCredential(claims: CredentialClaims, privateKey: Uint8Array): Promise<string>;
