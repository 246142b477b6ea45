// `transfers.decide {id, decision: 'aprovada' | 'recusada', reason?}` (holders of `markets`): the
// federation's decision. An approval judges the rules again by the decision's clock (not the window:
// the request's receipt did), then, in the same transaction, writes the public record (a commit)
// and moves the athlete to the new entity through the profile's own put rules (storeRow), the path
// of every entity change of a verified person: the ID cards issued before are revoked
// (card-revocation.ts) and a new one is signed for the new entity.
// `marketcommits.correct {id, commit_id, note, to_association_id?}`: a correction is a new commit.
import * as v from 'valibot';
import { storeRow } from '../mutators/generic';
import { MutationError, type MutationContext, type Mutator, type StoredRow } from '../mutators/types';
import { profiles } from '../resources/profiles';
import type { Viewer } from '../resources/scope';
import { derivedId } from '../uuid';
import { rulesOf } from './presets';
import { decisionRefusals } from './rules';
import { marketOf, marketsModule, releaseFacts, requestFacts, seesWholeTenant } from './transfer-facts';
import { rulesRefusal } from './transfer-request';
import { federationOnly, pendingTransfer } from './transfer-steps';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

const decideArgs = v.object({
  id: uuid('Transferência inválida.'),
  decision: v.picklist(['aprovada', 'recusada'], 'A decisão deve ser aprovada ou recusada.'),
  reason: v.optional(v.pipe(v.string('Motivo inválido.'), v.maxLength(1000, 'Motivo: no máximo 1000 caracteres.'))),
}, 'Informe a transferência e a decisão.');
type DecideArgs = v.InferOutput<typeof decideArgs>;

/** The id of a transfer's commit: the same on the deciding device and on the server. */
export const commitIdOf = (transferId: string): string => derivedId('marketcommits', transferId);

/**
 * The federation's approval is its check of the move: a verified athlete stays verified (stamped by
 * the decider) instead of waiting for a second review of what the federation just decided.
 */
function asFederation(viewer: Viewer | undefined, profile: StoredRow): Viewer | undefined {
  if (!viewer || profile.verified !== true) return viewer;
  return { ...viewer, permissions_names: [...(viewer.permissions_names ?? []), 'users'] };
}

async function approve(tx: Parameters<Mutator['run']>[0], ctx: MutationContext, transfer: StoredRow, args: DecideArgs): Promise<StoredRow | null> {
  const profile = await tx.get('profiles', String(transfer.profile_id));
  if (!profile) {
    if (seesWholeTenant(tx)) throw new MutationError('not_found', 'O cadastro deste atleta não existe mais.');
    return null; // the deciding device does not hold the athlete: the server writes the rest
  }
  if ((profile.association_id ?? null) !== (transfer.from_association_id ?? null)) {
    throw new MutationError('invalid', 'O atleta não está mais na entidade de origem deste pedido.');
  }
  const market = await marketOf(tx, String(transfer.market_id));
  const to = String(transfer.to_association_id);
  const from = typeof transfer.from_association_id === 'string' ? transfer.from_association_id : null;
  const facts = await requestFacts(tx, ctx, { transferId: transfer.id, market, profile, fromAssociationId: from, toAssociationId: to, clubException: transfer.club_exception === true });
  const refusals = decisionRefusals(rulesOf(market.preset), facts, releaseFacts(ctx, transfer, profile));
  if (refusals.length > 0) throw rulesRefusal(refusals);
  const commit: StoredRow = {
    id: commitIdOf(transfer.id), market_id: transfer.market_id, kind: 'transferencia', transfer_id: transfer.id,
    profile_id: profile.id, athlete_name: String(profile.social_name || profile.name), from_association_id: from,
    to_association_id: to, effective_at: ctx.now, decided_by: ctx.userId, note: args.reason ?? null,
  };
  if (await tx.get('marketcommits', commit.id)) throw new MutationError('duplicate', 'Esta transferência já está no registro público.');
  await tx.put('marketcommits', commit);
  await storeRow(tx, { ...ctx, viewer: asFederation(ctx.viewer, profile) }, profiles, profile, { ...profile, association_id: to }, { relationWriter: false });
  return commit;
}

export const decideMutator: Mutator<DecideArgs, 'transfers.decide'> = {
  name: 'transfers.decide',
  args: decideArgs,
  async authorize(_tx, viewer) {
    marketsModule(viewer);
    federationOnly(viewer, 'decide transferências');
  },
  async run(tx, ctx, args) {
    const transfer = await pendingTransfer(tx, args.id);
    const commit = args.decision === 'aprovada' ? await approve(tx, ctx, transfer, args) : null;
    await tx.put('transfers', {
      ...transfer, status: args.decision, decided_at: ctx.now, decided_by: ctx.userId, reason: args.reason ?? null,
      commit_id: commit?.id ?? (args.decision === 'aprovada' ? commitIdOf(transfer.id) : null),
    });
  },
};

const correctArgs = v.object({
  id: uuid('Identificador inválido.'),
  commit_id: uuid('Selecione o registro a corrigir.'),
  note: v.pipe(v.string('Explique a correção.'), v.trim(), v.minLength(1, 'Explique a correção.'), v.maxLength(1000, 'Correção: no máximo 1000 caracteres.')),
  to_association_id: v.optional(uuid('Entidade de destino inválida.')),
}, 'Informe o registro e a correção.');
type CorrectArgs = v.InferOutput<typeof correctArgs>;

export const correctMutator: Mutator<CorrectArgs, 'marketcommits.correct'> = {
  name: 'marketcommits.correct',
  args: correctArgs,
  async authorize(_tx, viewer) {
    marketsModule(viewer);
    federationOnly(viewer, 'corrige o registro público');
  },
  async run(tx, ctx, args) {
    if (await tx.get('marketcommits', args.id)) throw new MutationError('sealed', 'Registros de transferência não são alterados: uma correção é um novo registro.');
    const original = await tx.get('marketcommits', args.commit_id);
    if (!original) throw new MutationError('not_found', 'Registro de transferência não encontrado.');
    if (args.to_association_id && !(await tx.get('associations', args.to_association_id))) throw new MutationError('not_found', 'Entidade de destino não encontrada.');
    await tx.put('marketcommits', {
      ...original, id: args.id, kind: 'correcao', transfer_id: null, corrects_id: original.id,
      to_association_id: args.to_association_id ?? original.to_association_id, effective_at: ctx.now, decided_by: ctx.userId, note: args.note,
    });
  },
};
