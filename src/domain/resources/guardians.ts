import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInstant, ref } from './schema-kit';

export const GUARDIAN_RELATIONSHIPS = {
  mae: 'Mãe', pai: 'Pai', responsavel_legal: 'Responsável legal', tutor: 'Tutor(a)', outro: 'Outro',
} as const;

// Who answers for whom (GUARDIANS contract; spec menu "Dependentes", permission
// `my_users`): a guardian's login manages the dependant's profile contact, documents, PAR-Q and
// consents, replicated and written along `relations.ts` dependantRows. Links are made by the
// federation (holders of `users`), never by the guardian: a link hands over a child's data.
// Replicates to the guardian (owner), to the dependant (so they see who answers for them), and to
// holders of `users`.
export const guardians = defineResource({
  key: 'guardians',
  schema: v.pipe(v.object({
    id: id(),
    guardian_user_id: ref('o responsável'),
    dependant_user_id: ref('o dependente'),
    relationship: v.picklist(Object.keys(GUARDIAN_RELATIONSHIPS) as (keyof typeof GUARDIAN_RELATIONSHIPS)[], 'Selecione o parentesco.'),
    since: optionalInstant('a data de início'),
  }, 'Dados do vínculo inválidos.'),
  v.forward(v.check((row) => row.guardian_user_id !== row.dependant_user_id, 'Uma pessoa não é responsável por si mesma.'), ['dependant_user_id'])),
  labels: { singular: 'Responsável', plural: 'Responsáveis', gender: 'm' },
  access: {
    scope: ['owner', 'permission:users', { via: [{ collection: 'guardians', viewer: 'dependant_user_id' }] }],
    owner: 'guardian_user_id',
    permission: 'users',
  },
  about: {
    users: ['guardian_user_id', 'dependant_user_id'],
    holding: {
      what: 'Vínculos de responsável e dependente.',
      basis: 'obrigacao_legal', retention: 'Enquanto o dependente for menor ou o vínculo existir.',
      erasure: { action: 'delete' },
    },
  },
  storage: {
    indexes: ['guardian_user_id', 'dependant_user_id', '[guardian_user_id+dependant_user_id]'],
    sort: 'guardian_user_id',
  },
  integrity: {
    uniqueTogether: [{ index: '[guardian_user_id+dependant_user_id]', under: 'dependant_user_id', message: 'Esta pessoa já é responsável por este dependente.' }],
  },
  title: 'relationship',
  fields: [
    { key: 'guardian_user_id', label: 'Responsável' },
    { key: 'dependant_user_id', label: 'Dependente' },
    { key: 'relationship', label: 'Parentesco', options: GUARDIAN_RELATIONSHIPS },
    { key: 'since', label: 'Desde' },
  ],
});
