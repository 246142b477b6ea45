// An ID card vouches for a verified identity (a card is signed only for a verified profile:
// server/credentials/issue.ts). Its owner's cards issued before now are revoked, so a card signed
// for the old identity is refused at the gate and at the pitch-side check, whenever a write of a
// stored row
// - changes one of its resource's `identityFields` (a person's name, CPF, birth date or entity: by a
//   holder of `users`, by an approved request, by the entity's manager), or
// - takes away its verification (`verification`): a writer who cannot verify the row changed what
//   the federation had checked (an entity's manager swapping the photo of a verified athlete, or an
//   approved join moving them to another entity). The row is then
//   unverified (owner-fields.ts stampVerification) and no new card is signed until the federation
//   checks it again; the card already issued must not outlive that.
// Revoking at once rather than holding the change back for review: the entity's manager edits its
// people directly (the registration flow: an edit is stored unverified and opens the federation's
// review, entity-registration.ts), so the profile as stored is always what the gate and the referee
// read; what must follow a change nobody checked is that no card vouches for it any more.
// A change the federation makes to a field the card does not vouch for by itself (an approved new
// photo) leaves the row verified and revokes nothing: the card names the person, the screens show
// the verified photo.
// One revocation row per person (id = the row's id), moved forward on each change: the gate needs
// only the latest instant, and the same id on device and server keeps the write idempotent.
import type { AnyResource } from '../resources/define';
import type { MutationContext, MutationTx, StoredRow } from '../mutators/types';
import { sameJson } from '../mutators/same-json';


/** True when `after` (as stored) no longer carries the verification `before` had. */
export function verificationLost(resource: AnyResource, before: StoredRow | undefined, after: StoredRow): boolean {
  const v = resource.access.verification;
  return !!v && before?.[v.flag] === true && after[v.flag] !== true;
}

export async function revokeCardsOnIdentityChange(
  tx: MutationTx, ctx: MutationContext, resource: AnyResource, before: StoredRow | undefined, after: StoredRow,
): Promise<void> {
  if (!before || !resource.access.owner) return;
  const fields = resource.access.identityFields ?? [];
  const changed = fields.some((key) => !sameJson(before[key], after[key]));
  if (!changed && !verificationLost(resource, before, after)) return;
  const userId = after[resource.access.owner];
  if (typeof userId !== 'string') return;
  await tx.put('cardrevocations', {
    id: after.id, user_id: userId, revoked_before: ctx.now,
    reason: changed ? 'Dados de identidade alterados.' : 'Dados alterados sem conferência da federação.',
  });
}
