// `associations.join {id, code}`: a signed-in person types an entity's invitation
// code and asks to join it: an `approvals` row of kind association_join, pending until one of the
// entity's managers decides it (approvals.decide). The code is checked in `authorize`, on the server
// only: the codes replicate to the entities' managers, never to the person asking, so the device
// writes the request with the entity still unknown (subject_id null) and the server's row, with the
// entity it resolved, replaces it on the next pull. A wrong or replaced code is refused there in
// pt-BR and nothing is written.
import * as v from 'valibot';
import { JOIN_KIND } from './join-kinds';
import type { ApprovalRow } from './approval-row';
import { joinCode } from '../resources/associationtokens';
import { id } from '../resources/schema-kit';
import { MutationError, type Mutator, type MutationTx, type StoredRow } from '../mutators/types';

const joinArgs = v.object({ id: id(), code: joinCode() }, 'Informe o código de convite.');
type JoinArgs = v.InferOutput<typeof joinArgs>;

async function tokenOf(tx: MutationTx, code: string): Promise<StoredRow | undefined> {
  return (await tx.query('associationtokens', 'code', code))[0];
}

export const joinMutator: Mutator<JoinArgs, 'associations.join'> = {
  name: 'associations.join',
  args: joinArgs,
  async authorize(tx, viewer, args) {
    if (await tx.get('approvals', args.id)) throw new MutationError('invalid', 'Esta solicitação já foi enviada.');
    const token = await tokenOf(tx, args.code);
    if (!token) throw new MutationError('invalid', 'Código de convite inválido ou substituído por um novo. Peça o código atual à entidade.');
    const [profile] = await tx.query('profiles', 'user_id', viewer.id);
    if (!profile) throw new MutationError('invalid', 'Complete seu cadastro antes de entrar em uma entidade.');
    if (profile.association_id === token.association_id) throw new MutationError('invalid', 'Você já faz parte desta entidade.');
    const mine = await tx.query('approvals', 'requested_by', viewer.id);
    if (mine.some((r) => r.kind === JOIN_KIND && r.subject_id === token.association_id && r.status === 'pendente')) {
      throw new MutationError('invalid', 'Você já pediu para entrar nesta entidade: aguarde a resposta dos gestores.');
    }
  },
  async run(tx, ctx, args) {
    // On the server `authorize` found the token; on the device it is unknown (not replicated).
    const token = await tokenOf(tx, args.code);
    // The person's name goes with the request: the managers do not replicate profiles outside their entity.
    const [profile] = await tx.query('profiles', 'user_id', ctx.userId);
    const row: ApprovalRow = {
      id: args.id, kind: JOIN_KIND, subject_collection: 'associations', subject_id: (token?.association_id as string | undefined) ?? null,
      proposed: { code: args.code, name: String(profile?.name ?? '') }, before: null, requested_by: ctx.userId, requested_at: ctx.now, status: 'pendente',
      reviewed_by: null, reviewed_at: null, reason: null, history: [{ status: 'pendente', by: ctx.userId, at: ctx.now }],
    };
    await tx.put('approvals', row);
  },
};
