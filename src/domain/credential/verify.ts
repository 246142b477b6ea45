import { decodeCredential, MalformedCredential, signingInput } from './format';
import { signedBy } from './signed-by';
import { expiredMessage, KEY_RETIRED_MESSAGE, VERIFY_MESSAGES } from './messages';
import type { RevocationRecord, VerifyContext, VerifyFailure, VerifyResult } from './types';

/** Clock skew tolerated between the issuing server and the verifying device. */
export const CLOCK_SKEW_SECONDS = 5 * 60;

const refuse = (reason: VerifyFailure, message: string = VERIFY_MESSAGES[reason]): VerifyResult => ({ ok: false, reason, message });

/** ISO instant → Unix seconds (NaN for garbage, which then never matches). */
const seconds = (iso: string): number => Date.parse(iso) / 1000;

// Revocations indexed by user, per list instance (a gate hands the same array until it changes).
const revocationIndex = new WeakMap<readonly RevocationRecord[], Map<string, number>>();
function latestRevocation(list: readonly RevocationRecord[], userId: string): number | undefined {
  let index = revocationIndex.get(list);
  if (!index) {
    index = new Map();
    for (const r of list) {
      const at = seconds(r.revoked_before);
      const user = r.user_id.toLowerCase();
      if (!(at <= (index.get(user) ?? -Infinity))) index.set(user, at);
    }
    revocationIndex.set(list, index);
  }
  return index.get(userId);
}

/**
 * Checks a scanned card offline, in this order: well-formed; of this tenant; signed by a key this
 * device knows, not revoked; signature valid (strict RFC 8032, no malleable encodings); key not
 * retired (past accept_until); within its validity (±CLOCK_SKEW_SECONDS); not revoked for its
 * user. Claims are only reported once the signature holds, except the tenant (checked first so a
 * visitor from another organisation hears so, rather than "unknown key"). Never throws.
 */
export async function verifyCredential(text: string, ctx: VerifyContext): Promise<VerifyResult> {
  let decoded;
  try {
    decoded = decodeCredential(text);
  } catch (error) {
    if (error instanceof MalformedCredential) return refuse('malformed');
    throw error;
  }
  const { claims, payload, signature } = decoded;
  if (claims.tenantId !== ctx.tenantId) return refuse('other-tenant');

  const signed = await signedBy(claims.kid, signingInput(payload), signature, ctx.keys);
  if ('failure' in signed) return refuse(signed.failure);
  const { key } = signed;

  const now = ctx.now.getTime() / 1000;
  if (key.accept_until && now > seconds(key.accept_until)) return refuse('key-revoked', KEY_RETIRED_MESSAGE);
  if (claims.issuedAt > now + CLOCK_SKEW_SECONDS) return refuse('not-yet-valid');
  if (claims.expiresAt + CLOCK_SKEW_SECONDS <= now) return refuse('expired', expiredMessage(claims.expiresAt));
  const revokedBefore = latestRevocation(ctx.revocations, claims.userId);
  if (revokedBefore !== undefined && claims.issuedAt < revokedBefore) return refuse('revoked');
  return { ok: true, claims };
}
