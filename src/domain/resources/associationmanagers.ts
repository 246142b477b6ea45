import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInstant, ref } from './schema-kit';

// Who manages which entity (spec §4 "association claims"): written when the federation approves a
// claim or a new entity registered by that person (src/domain/approvals/association-kinds.ts), or
// by a holder of `associations` directly. The manager replicates their own links; the federation
// every link. Before this row a manager was only a role ('Gestor de entidade': my_associations);
// the role still grants the screens, this row says which entity they act for.
export const associationmanagers = defineResource({
  key: 'associationmanagers',
  schema: v.object({
    id: id(),
    association_id: ref('a entidade'),
    user_id: v.pipe(v.string('Selecione a pessoa.'), v.uuid('Selecione a pessoa.')),
    since: optionalInstant('a data de início'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Gestor de entidade', plural: 'Gestores de entidade', gender: 'm' },
  access: { scope: ['owner', 'permission:associations'], owner: 'user_id', permission: 'associations' },
  storage: { indexes: ['user_id', '[association_id+user_id]'], sort: 'user_id' },
  integrity: {
    references: { association_id: 'associations' },
    uniqueTogether: [{ index: '[association_id+user_id]', under: 'user_id', message: 'Esta pessoa já é gestora desta entidade.' }],
  },
  about: {
    holding: {
      what: 'Entidades que você gere.',
      basis: 'contrato', retention: 'Enquanto for gestor; excluído na anonimização.',
      erasure: { action: 'delete' },
    },
  },
  title: 'user_id',
  fields: [
    { key: 'association_id', label: 'Entidade' },
    { key: 'user_id', label: 'Pessoa' },
    { key: 'since', label: 'Desde' },
  ],
});
