// A person joining an entity with its invitation code. The request is opened by
// the named mutator `associations.join` (src/domain/approvals/association-join.ts), which checks the code; it
// is never asked for through approvals.request. The entity's managers decide it (reviewers by
// relation, `mayReview`), and so may the federation (`associations`). On approval the person's
// profile gets the entity, written in the decision's transaction through the profile's put rules
// (an identity change: see apply).
import * as v from 'valibot';
import { storeRow } from '../mutators/generic';
import { MutationError } from '../mutators/types';
import { profiles } from '../resources/profiles';
import type { ApprovalKind } from './kind';
import { managesAssociation } from './association-kinds';

export const JOIN_KIND = 'association_join';

export const JOIN_KINDS: readonly ApprovalKind[] = [
  {
    key: JOIN_KIND, label: 'Entrada na entidade', permission: 'associations', subject: 'associations', mode: 'update',
    fields: ['code', 'name'],
    proposedSchema: v.object({ code: v.string('Informe o código de convite.'), name: v.string('Nome ausente.') }, 'Informe o código de convite.'),
    queue: '/my/associations',
    mayRequest: async () => {
      throw new MutationError('forbidden', 'Para entrar em uma entidade, use o código de convite dela.');
    },
    mayReview: async (tx, viewer, request) => !!request.subject_id && (await managesAssociation(tx, viewer.id, request.subject_id)),
    async apply(tx, ctx, request) {
      if (!request.subject_id || !(await tx.get('associations', request.subject_id))) throw new MutationError('not_found', 'A entidade desta solicitação não existe mais.');
      const [profile] = await tx.query('profiles', 'user_id', request.requested_by);
      if (!profile) throw new MutationError('not_found', 'O cadastro desta pessoa não existe mais.');
      // The entity is an identity field: the move is stored through the profile's
      // own put rules, as the reviewer (the approval authorised the write). Approved by the entity's
      // manager, a verified person's profile comes out unverified with the federation's review opened
      // and their ID cards revoked (card-revocation.ts); approved by the federation, it stays
      // verified and the cards issued before are revoked, as for any identity change.
      await storeRow(tx, ctx, profiles, profile, { ...profile, association_id: request.subject_id }, { relationWriter: false });
    },
  },
];
