// Issue 12 part 3: an ID card vouches for an identity. When a stored row changes one of its
// resource's `identityFields` (a person's name, CPF, birth date or entity: by a holder of `users`
// or by an approved identity change), every card of its owner issued before now is revoked, so a
// card signed for the old identity is refused at the gate; the next card is signed for the new one.
// One revocation row per person (id = the row's id), moved forward on each change: the gate needs
// only the latest instant, and the same id on device and server keeps the write idempotent.
import type { AnyResource } from '../resources/define';
import type { MutationContext, MutationTx, StoredRow } from './types';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function revokeCardsOnIdentityChange(
  tx: MutationTx, ctx: MutationContext, resource: AnyResource, before: StoredRow | undefined, after: StoredRow,
): Promise<void> {
  const fields = resource.identityFields ?? [];
  if (!before || !resource.owner || fields.every((key) => same(before[key], after[key]))) return;
  const userId = after[resource.owner];
  if (typeof userId !== 'string') return;
  await tx.put('cardrevocations', {
    id: after.id, user_id: userId, revoked_before: ctx.now, reason: 'Dados de identidade alterados.',
  });
}
