// The steps between a request and the decision, each a named mutator whose dates and authors come
// from the context (the server's clock and signed-in user), never from the args:
//   transfers.consent {id}                       the athlete, or a minor's guardian
//   transfers.release {id, answer}               the releasing club (its managers) or the federation
//   transfers.record  {id, fine_cents?, fine_paid?, arrears_since?, arrears_notice_on?, club_exception?}   the federation
//   transfers.cancel  {id}                       whoever asked, or the federation, while pending
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { managesAssociation } from '../approvals/association-kinds';
import { isGuardianOf } from '../privacy/guardianship';
import { isMinor } from '../documents/parq';
import { brasiliaDay } from '../dates';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';
import type { Viewer } from '../resources/scope';
import { marketsModule, seesWholeTenant, transferOf } from './transfer-facts';
import { recordFine } from './transfer-fine';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const idArgs = v.object({ id: uuid('Transferência inválida.') }, 'Informe a transferência.');
type IdArgs = v.InferOutput<typeof idArgs>;

/** The transfer, still open. */
export async function pendingTransfer(tx: MutationTx, id: string): Promise<StoredRow> {
  const transfer = await transferOf(tx, id);
  if (transfer.status !== 'pendente') throw new MutationError('closed', 'Esta transferência já foi decidida ou cancelada.');
  return transfer;
}

const federation = (viewer: Viewer): boolean => holdsPermission(viewer, 'markets');

export const consentMutator: Mutator<IdArgs, 'transfers.consent'> = {
  name: 'transfers.consent',
  args: idArgs,
  async authorize(_tx, viewer) {
    marketsModule(viewer);
    // Who consents depends on the person and the day (age): judged in `run`, on both sides.
  },
  async run(tx, ctx, args) {
    const transfer = await pendingTransfer(tx, args.id);
    const athlete = typeof transfer.user_id === 'string' ? transfer.user_id : null;
    if (athlete && athlete === ctx.userId) {
      const profile = await tx.get('profiles', String(transfer.profile_id));
      if (isMinor(profile?.birthdate as string | undefined, brasiliaDay(new Date(ctx.now)))) {
        throw new MutationError('forbidden', 'Atleta menor de 18 anos: quem consente é o responsável.');
      }
      if (transfer.athlete_consent_at) return;
      await tx.put('transfers', { ...transfer, athlete_consent_at: ctx.now, athlete_consent_by: ctx.userId });
      return;
    }
    if (athlete && (await isGuardianOf(tx, ctx.userId, athlete))) {
      if (transfer.guardian_consent_at) return;
      await tx.put('transfers', { ...transfer, guardian_consent_at: ctx.now, guardian_consent_by: ctx.userId });
      return;
    }
    // A device that does not hold the links leaves it to the server.
    if (!seesWholeTenant(tx) && !athlete) return;
    throw new MutationError('forbidden', 'Só o atleta, ou o responsável por um atleta menor, consente com a transferência.');
  },
};

const releaseArgs = v.object({
  id: uuid('Transferência inválida.'),
  answer: v.picklist(['concedida', 'negada'], 'Responda se o clube libera o atleta.'),
}, 'Informe a transferência e a resposta.');
type ReleaseArgs = v.InferOutput<typeof releaseArgs>;

export const releaseMutator: Mutator<ReleaseArgs, 'transfers.release'> = {
  name: 'transfers.release',
  args: releaseArgs,
  async authorize(tx, viewer, args) {
    marketsModule(viewer);
    if (federation(viewer)) return;
    const transfer = await tx.get('transfers', args.id);
    const from = transfer?.from_association_id;
    if (typeof from !== 'string' || !(await managesAssociation(tx, viewer.id, from))) {
      throw new MutationError('forbidden', 'Só o clube de origem, ou a federação, responde pela liberação do atleta.');
    }
  },
  async run(tx, ctx, args) {
    const transfer = await pendingTransfer(tx, args.id);
    if (typeof transfer.from_association_id !== 'string') throw new MutationError('invalid', 'Primeiro registro: não há clube de origem para liberar o atleta.');
    if (transfer.club_answer === args.answer) return;
    // A refusal starts the wait; once released, the club cannot take it back.
    if (transfer.club_answer === 'concedida') throw new MutationError('invalid', 'O clube de origem já liberou o atleta.');
    await tx.put('transfers', { ...transfer, club_answer: args.answer, club_answered_at: ctx.now, club_answered_by: ctx.userId });
  },
};

const recordArgs = v.object({
  id: uuid('Transferência inválida.'),
  /** The fine's amount in cents: written as a debt of the destination entity (transfer-fine.ts). */
  fine_cents: v.optional(v.pipe(v.number('Valor da multa inválido.'), v.integer('Valor da multa inválido.'), v.minValue(1, 'A multa deve ser maior que zero.'), v.maxValue(100_000_000, 'Valor da multa alto demais.'))),
  fine_paid: v.optional(v.boolean('Indique se a multa foi paga.')),
  arrears_since: v.optional(v.nullable(v.pipe(v.string('Data inválida.'), v.isoDate('Início do atraso inválido.')))),
  arrears_notice_on: v.optional(v.nullable(v.pipe(v.string('Data inválida.'), v.isoDate('Data da notificação inválida.')))),
  club_exception: v.optional(v.boolean('Indique se o clube de origem é novo ou extinto.')),
}, 'Informe a transferência.');
type RecordArgs = v.InferOutput<typeof recordArgs>;

const federationOnly = (viewer: Viewer, what: string): void => {
  if (!federation(viewer)) throw new MutationError('forbidden', `Só quem tem a permissão do mercado de atletas ${what}.`);
};

export const recordMutator: Mutator<RecordArgs, 'transfers.record'> = {
  name: 'transfers.record',
  args: recordArgs,
  async authorize(_tx, viewer) {
    marketsModule(viewer);
    federationOnly(viewer, 'registra multa, atraso do clube ou exceção');
  },
  async run(tx, ctx, args) {
    const transfer = await pendingTransfer(tx, args.id);
    const { id: _id, fine_cents: fine, ...facts } = args;
    const fineFields = fine === undefined ? {} : await recordFine(tx, ctx, transfer, fine);
    await tx.put('transfers', { ...transfer, ...facts, ...fineFields });
  },
};

export const cancelMutator: Mutator<IdArgs, 'transfers.cancel'> = {
  name: 'transfers.cancel',
  args: idArgs,
  async authorize(tx, viewer, args) {
    marketsModule(viewer);
    if (federation(viewer)) return;
    const transfer = await tx.get('transfers', args.id);
    if (transfer?.requested_by !== viewer.id) throw new MutationError('forbidden', 'Só quem pediu a transferência, ou a federação, a cancela.');
  },
  async run(tx, ctx, args) {
    const transfer = await pendingTransfer(tx, args.id);
    await tx.put('transfers', { ...transfer, status: 'cancelada', decided_at: ctx.now, decided_by: ctx.userId });
  },
};

export { federationOnly };
