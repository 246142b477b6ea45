// `<collection>.put` (args: the whole record) and `<collection>.delete` (args: {id}) for every
// registered resource. Validation is the resource's own wire schema, so the form, the client and the
// server refuse the same input with the same pt-BR message; the rules between rows (references,
// agreements, memberships, uniqueness: integrity.ts), what an owner may change (owner-fields.ts), what a
// relation writer may change (relation-write-fields.ts) and never decide (whose the row is: relation-owner.ts), and
// the fields only named flows write (flow-fields.ts) come from the registry too, so a new resource gets them by declaring them.
import * as v from 'valibot';
import type { AnyResource } from '../resources/define';
import { reachesWrite } from '../resources/relation-reach';
import { mayWrite, offersModule, type Viewer } from '../resources/scope';
import { revokeCardsOnIdentityChange } from '../credential/card-revocation';
import { keepFlowFields } from './flow-fields';
import { checkSealed } from './sealed';
import { checkAgreementReferrers, checkAgreements, checkMembershipReferrers, checkMemberships, checkReferences, checkReferrers, checkUnique, checkUniqueTogether } from './integrity';
import { checkOwnerDelete, checkOwnerFields, stampVerification } from './owner-fields';
import { AFTER_PUT, DELETE_RULES, PUT_RULES } from './put-rules';
import { closeSettledRequests } from '../approvals/settled-requests';
import { checkRelationWriterFields } from './relation-write-fields';
import { checkRelationWriterOwner } from './relation-owner';
import { MutationError, type MutationContext, type MutationTx, type Mutator, type StoredRow } from './types';

const deleteArgs = v.object(
  { id: v.pipe(v.string('Identificador ausente.'), v.uuid('Identificador inválido.')) },
  'Informe o registro a excluir.',
);

function forbidden(resource: AnyResource): MutationError {
  return new MutationError('forbidden', `Você não tem permissão para alterar ${resource.labels.plural.toLowerCase()}.`);
}

/** A resource of a module the tenant does not offer (hidden or not enabled) is never written. */
export function moduleRefusal(resource: AnyResource): MutationError {
  return new MutationError('module', `${resource.labels.plural} não estão disponíveis neste cliente: o módulo está desativado.`);
}

/**
 * Who may write this row: scope.ts mayWrite (permission, owner, context), or a relation writer
 * (`writableVia`: the row reachable from the viewer before and after, relation-reach.ts).
 */
async function mayWriteRow(tx: MutationTx, resource: AnyResource, viewer: Viewer, before: StoredRow | undefined, after: StoredRow | undefined): Promise<boolean> {
  if (mayWrite(resource, viewer, before, after)) return true;
  return resource.access.writableVia !== undefined && (await reachesWrite(tx, resource.access.writableVia, viewer.id, before, after));
}

/**
 * On the device (no authorize step there) a relation writer is judged from the local replica, so a
 * write the server would refuse is refused at once, like checkOwnerFields. On the server this repeats
 * authorize's answer over the same transaction.
 */
async function checkRelationWriter(tx: MutationTx, resource: AnyResource, viewer: Viewer | undefined, before: StoredRow | undefined, after: StoredRow | undefined): Promise<void> {
  if (viewer && resource.access.writableVia && !(await mayWriteRow(tx, resource, viewer, before, after))) throw forbidden(resource);
}

function authorizeModule(resource: AnyResource, viewer: Viewer): void {
  if (!offersModule(resource, viewer)) throw moduleRefusal(resource);
}

export function putMutator(resource: AnyResource): Mutator<StoredRow> {
  return {
    name: `${resource.key}.put`,
    args: resource.schema as unknown as v.GenericSchema<unknown, StoredRow>,
    async authorize(tx, viewer, args) {
      authorizeModule(resource, viewer);
      const before = await tx.get(resource.key, args.id);
      if (!(await mayWriteRow(tx, resource, viewer, before, args))) throw forbidden(resource);
    },
    async run(tx, ctx, args) {
      const before = await tx.get(resource.key, args.id);
      await checkRelationWriter(tx, resource, ctx.viewer, before, args);
      await storeRow(tx, ctx, resource, before, args, { relationWriter: true });
    },
  };
}

/**
 * Every rule of a put but who may write the row: flow fields, the owner's and the relation writer's
 * fields, the collection's put rule, integrity, the verification stamp (with the writer's grants:
 * ctx.viewer), the card revocation on an identity change, and the closing of requests the write
 * settled. `<collection>.put` runs it after judging the writer; a flow that authorised the write
 * itself (an approved join moves a person to the entity: join-kinds.ts) runs it with
 * `relationWriter: false`, so the move gets exactly the effects an edit would.
 */
export async function storeRow(
  tx: MutationTx, ctx: MutationContext, resource: AnyResource, before: StoredRow | undefined, args: StoredRow,
  options: { relationWriter: boolean },
): Promise<void> {
  // Flow fields first: what the put cannot change is never a change an owner made.
  const kept = keepFlowFields(resource, before, args);
  checkSealed(resource, before, kept);
  if (ctx.viewer) checkOwnerFields(resource, ctx.viewer, before, kept);
  if (options.relationWriter) {
    await checkRelationWriterFields(tx, resource, ctx.viewer, before, kept);
    await checkRelationWriterOwner(tx, resource, ctx.viewer, before, kept);
  }
  const rule = PUT_RULES[resource.key];
  const row = rule ? await rule(tx, ctx, before, kept) : kept;
  await checkReferences(tx, resource, row);
  await checkAgreements(tx, resource, row);
  await checkAgreementReferrers(tx, resource, before, row);
  await checkMemberships(tx, resource, row);
  await checkMembershipReferrers(tx, resource.key, before, row);
  await checkUnique(tx, resource, row);
  await checkUniqueTogether(tx, resource, row);
  const stored = ctx.viewer ? stampVerification(resource, ctx.viewer, before, row, ctx.now) : row;
  await tx.put(resource.key, stored);
  // Judged on the row as stored: the stamp decides whether the write left it verified.
  await revokeCardsOnIdentityChange(tx, ctx, resource, before, stored);
  await closeSettledRequests(tx, ctx, resource, stored);
  await AFTER_PUT[resource.key]?.(tx, ctx, before, stored);
}

export function deleteMutator(resource: AnyResource): Mutator<{ id: string }> {
  return {
    name: `${resource.key}.delete`,
    args: deleteArgs,
    async authorize(tx, viewer, args) {
      authorizeModule(resource, viewer);
      const before = await tx.get(resource.key, args.id);
      if (!(await mayWriteRow(tx, resource, viewer, before, undefined))) throw forbidden(resource);
      checkSealed(resource, before, undefined); // before the referrers: the seal is the reason that lasts
      if (before) await DELETE_RULES[resource.key]?.(tx, before);
      if (before) await checkReferrers(tx, resource.key, args.id);
      await checkMembershipReferrers(tx, resource.key, before, undefined);
    },
    async run(tx, ctx, args) {
      const before = await tx.get(resource.key, args.id);
      if (before) await checkRelationWriter(tx, resource, ctx.viewer, before, undefined);
      if (before) await checkRelationWriterFields(tx, resource, ctx.viewer, before, undefined);
      if (ctx.viewer && before) checkOwnerDelete(resource, ctx.viewer, before);
      checkSealed(resource, before, undefined);
      if (before) await DELETE_RULES[resource.key]?.(tx, before);
      // Deleting a row that is already gone is a no-op: a replay or a second device got there first.
      await tx.delete(resource.key, args.id);
    },
  };
}
