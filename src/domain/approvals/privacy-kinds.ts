// The person's deletion request (LGPD art. 18, VI): asked from /my/privacy (by the
// person, or by a guardian for their dependant), reviewed by a holder of `users` at
// /records/users/privacy/{id}. Approving it is the anonymisation, which touches more than records
// (the login, its sessions), so it is never applied by `approvals.decide` on a device: `apply`
// refuses and points to the page, whose server endpoint (server/privacy/anonymise.ts) anonymises and
// records the approval in one transaction. Refusing it (with a reason) goes through approvals.decide.
import * as v from 'valibot';
import { isGuardianOf } from '../privacy/guardianship';
import { MutationError } from '../mutators/types';
import type { ApprovalKind } from './kind';

export const DATA_DELETION = 'data_deletion';
export const DELETION_VIA_PAGE = 'Atenda este pedido na página de privacidade da pessoa: a aprovação é a anonimização.';

export const PRIVACY_KINDS: readonly ApprovalKind[] = [{
  key: DATA_DELETION,
  label: 'Exclusão de dados pessoais',
  permission: 'users',
  subject: 'profiles',
  mode: 'update',
  fields: ['pedido', 'justificativa'],
  proposedSchema: v.object({
    pedido: v.literal('anonimizacao', 'Pedido inválido.'),
    justificativa: v.optional(v.pipe(v.string('Justificativa inválida.'), v.maxLength(500, 'A justificativa deve ter no máximo 500 caracteres.'))),
  }, 'Pedido inválido.') as unknown as v.GenericSchema<unknown, Record<string, unknown>>,
  async mayRequest(tx, viewer, subject) {
    const owner = subject?.user_id as string | undefined;
    if (owner && (owner === viewer.id || (await isGuardianOf(tx, viewer.id, owner)))) return;
    throw new MutationError('forbidden', 'Só a própria pessoa, ou o responsável por ela, pede a exclusão dos dados.');
  },
  apply() {
    return Promise.reject(new MutationError('invalid', DELETION_VIA_PAGE));
  },
  queue: '/records/users/deletions_approve',
}];
