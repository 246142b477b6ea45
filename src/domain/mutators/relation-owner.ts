// A relation writer (define.ts `writableVia`: an entity's manager, a guardian) never decides whose a
// row is. The owner field (`owner`, a login id) is what every "rows of this person"
// rule keys on: the person's own replication, the guardian's hop, the ID card. A manager who could
// write a profile of their entity naming someone else's login would make that person "one of theirs".
// So, for a writer who lacks the resource's permission and is not the row's owner:
// - a stored row keeps its owner (nobody's row is moved to another login);
// - a new row's owner is either pinned by a rule the writer does not choose (the allowing relation's
//   last hop matches it: a guardian writes rows of their dependant's login; or a `membership` ties it
//   to the member's: a document's user is its profile's), or a FRESH id: no other row of the resource
//   holds it and, on the server (MutationTx.ownerIdInUse), it names no login of the tenant and owns
//   no live row. The device checks what it holds (its replica); the server is authoritative.
// Linking an existing login to a profile is the owner's own act (joining an entity with its
// invitation code, approvals/join-kinds.ts) or the federation's (holders of the permission).
// Runs in the generic put on both sides, after the writer was allowed (generic.ts).
import { holdsPermission } from '../access';
import type { AnyResource } from '../resources/define';
import { reachesRow } from '../resources/relation-reach';
import { mayWrite, type Viewer } from '../resources/scope';
import { MutationError, type MutationTx, type StoredRow } from './types';

export const OWNER_CHANGED = 'Você não pode alterar a quem este registro pertence: só a federação vincula um cadastro a outra pessoa.';
export const OWNER_TAKEN = 'Esta pessoa já tem login ou cadastro: você não pode vinculá-la a um novo registro. Quem já tem login entra na entidade pelo código de convite.';

const refuse = (field: string, message: string): MutationError => new MutationError('forbidden', message, { [field]: message });

/** The new row's owner is set by a rule, not by the writer (see the head of this file). */
async function pinned(tx: MutationTx, resource: AnyResource, owner: string, viewerId: string, row: StoredRow): Promise<boolean> {
  if ((resource.integrity.memberships ?? []).some((rule) => Object.values(rule.match).includes(owner))) return true;
  for (const scope of resource.access.writableVia ?? []) {
    const last = scope.via[scope.via.length - 1];
    if (last?.match && owner in last.match && (await reachesRow(tx, scope, viewerId, row))) return true;
  }
  return false;
}

/** Refuses a relation writer's put that sets or changes the row's owner (pt-BR, under the owner field). */
export async function checkRelationWriterOwner(
  tx: MutationTx, resource: AnyResource, viewer: Viewer | undefined, before: StoredRow | undefined, after: StoredRow,
): Promise<void> {
  const owner = resource.access.owner;
  if (!viewer || !owner || !resource.access.writableVia || holdsPermission(viewer, resource.access.permission) || mayWrite(resource, viewer, before, after)) return;
  const value = after[owner];
  if (before) {
    if (before[owner] !== value) throw refuse(owner, OWNER_CHANGED);
    return;
  }
  if (typeof value !== 'string' || (await pinned(tx, resource, owner, viewer.id, after))) return;
  const holders = await tx.query(resource.key, owner, value);
  if (holders.some((row) => row.id !== after.id) || (await tx.ownerIdInUse?.(value))) throw refuse(owner, OWNER_TAKEN);
}
