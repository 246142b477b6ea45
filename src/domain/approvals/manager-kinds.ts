// The flows of an entity's managers: a person they register or change outside the
// contact fields waits for the federation. The request is opened by the profile's own put
// (src/domain/approvals/entity-registration.ts), never asked for directly; a holder of `users` decides it in the
// identities queue, and the approval writes the profile through profiles.put as the reviewer, which
// verifies it.
import { REVIEWED_CONTENT } from '../documents/document-review';
import { MutationError } from '../mutators/types';
import { applyThroughPut } from './apply';
import type { ApprovalKind } from './kind';

export const MANAGER_KINDS: readonly ApprovalKind[] = [
  {
    key: 'association_user', label: 'Cadastro feito pela entidade', permission: 'users', subject: 'profiles', mode: 'update',
    fields: REVIEWED_CONTENT.profiles, queue: '/records/users/identities_approve',
    mayRequest: async () => {
      throw new MutationError('forbidden', 'Este pedido é aberto pelo cadastro da pessoa feito pela entidade.');
    },
    apply: applyThroughPut,
  },
];
