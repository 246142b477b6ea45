// `transfers.request {id, market_id, profile_id, from_association_id, to_association_id}`: a club
// (its managers) or the federation asks to move an athlete. Judged by the clock of whoever runs it:
// on the device, a preview; on the server, authoritative, with the server's clock. A request made
// offline inside the window and received after it closed is refused, showing both times.
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { isValidCpf, onlyDigits } from '../cpf';
import { managesAssociation } from '../approvals/association-kinds';
import { MutationError, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';
import { rulesOf } from './presets';
import { requestRefusals, type Refusal } from './rules';
import { marketOf, marketsModule, notFound, requestFacts, seesWholeTenant } from './transfer-facts';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

const requestArgs = v.pipe(v.object({
  id: uuid('Identificador inválido.'),
  market_id: uuid('Selecione o mercado.'),
  /** The athlete; absent when the device does not hold them and names them by `cpf` instead. */
  profile_id: v.optional(uuid('Selecione o atleta.')),
  /**
   * The athlete's CPF (11 digits), when the requesting club's device does not hold the athlete (another
   * entity's person): the server finds the profile by it, at the origin entity only.
   */
  cpf: v.optional(v.pipe(v.string('CPF inválido.'), v.transform(onlyDigits), v.check(isValidCpf, 'CPF do atleta inválido.'))),
  from_association_id: v.nullish(uuid('Entidade de origem inválida.')),
  to_association_id: uuid('Selecione a entidade de destino.'),
  /** CBFM: the releasing club is new or extinct (exempt from the interstate wait); checked by the federation. */
  club_exception: v.optional(v.boolean('Indique se o clube de origem é novo ou extinto.')),
}, 'Dados do pedido de transferência inválidos.'), v.check((a) => !!a.profile_id || !!a.cpf, 'Selecione o atleta ou informe o CPF dele.'));
export type RequestArgs = v.InferOutput<typeof requestArgs>;

/** A refusal of the rules: every rule that refuses, each naming the day it lifts. */
export const rulesRefusal = (refusals: readonly Refusal[]): MutationError =>
  new MutationError('rule', refusals.map((r) => r.message).join(' '));

const NO_SUCH_CPF = 'Nenhum atleta com este CPF na entidade de origem informada.';

/**
 * The athlete named by id, or by CPF at the origin entity. A CPF that matches nobody there is refused
 * with one message whether or not the person exists elsewhere: a club learns nothing it did not know.
 */
async function athleteOf(tx: MutationTx, args: RequestArgs, from: string | null): Promise<StoredRow | undefined> {
  if (args.profile_id) return tx.get('profiles', args.profile_id);
  const found = (await tx.query('profiles', 'cpf', args.cpf!)).find((p) => (p.association_id ?? null) === from);
  if (!found && seesWholeTenant(tx)) throw new MutationError('not_found', NO_SUCH_CPF, { cpf: NO_SUCH_CPF });
  return found;
}

export const requestMutator: Mutator<RequestArgs, 'transfers.request'> = {
  name: 'transfers.request',
  args: requestArgs,
  async authorize(tx, viewer, args) {
    marketsModule(viewer);
    if (holdsPermission(viewer, 'markets')) return;
    if (!(await managesAssociation(tx, viewer.id, args.to_association_id))) {
      throw new MutationError('forbidden', 'Só a entidade de destino ou a federação pedem uma transferência.');
    }
  },
  async run(tx, ctx, args) {
    if (await tx.get('transfers', args.id)) throw new MutationError('duplicate', 'Este pedido de transferência já foi registrado.');
    const market = await marketOf(tx, args.market_id);
    const from = args.from_association_id ?? null;
    const profile = await athleteOf(tx, args, from);
    // A club's device does not hold another entity's athlete: the server, which does, judges the rest.
    if (!profile) {
      if (seesWholeTenant(tx)) throw notFound('Atleta');
    } else if ((profile.association_id ?? null) !== from) {
      throw new MutationError('invalid', 'O atleta não está registrado na entidade de origem informada.', { from_association_id: 'O atleta não está registrado nesta entidade.' });
    }
    if (!(await tx.get('associations', args.to_association_id)) && seesWholeTenant(tx)) throw notFound('Entidade de destino');
    if (profile) {
      const facts = await requestFacts(tx, ctx, { transferId: args.id, market, profile, fromAssociationId: from, toAssociationId: args.to_association_id, clubException: args.club_exception === true });
      const refusals = requestRefusals(rulesOf(market.preset), facts);
      if (refusals.length > 0) throw rulesRefusal(refusals);
    }
    const row: StoredRow = {
      id: args.id, market_id: args.market_id, profile_id: profile?.id ?? args.profile_id ?? null,
      user_id: typeof profile?.user_id === 'string' ? profile.user_id : null,
      athlete_name: profile ? String(profile.social_name || profile.name) : null,
      from_association_id: from, to_association_id: args.to_association_id, status: 'pendente',
      requested_at: ctx.now, requested_by: ctx.userId, made_at: ctx.madeAt ?? ctx.now,
      club_answer: 'pendente', club_exception: args.club_exception === true,
    };
    await tx.put('transfers', row);
  },
};
