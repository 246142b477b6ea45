import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows, managedRows } from './relations';
import { choice, id, isoDate, optionalDate, optionalText, ref } from './schema-kit';

/**
 * The kinds of a person's bond with an entity, as a federation registers them (Lei 9.615/98, "Lei
 * Pelé"): the sporting bond every registered athlete has with their club, a loan to another entity
 * for a period, a professional's special employment contract, an apprentice's training contract.
 */
export const CONTRACT_KINDS = {
  vinculo: 'Vínculo desportivo',
  emprestimo: 'Empréstimo (cessão temporária)',
  trabalho: 'Contrato especial de trabalho desportivo',
  formacao: 'Contrato de formação',
} as const;
export type ContractKind = keyof typeof CONTRACT_KINDS;

// A person's contract with an entity within a register type (spec §2.10
// `/registers/registercontracts`): which entity holds the person's bond in that sport, its kind and
// period. The person reads their own (owner `user_id`), a guardian their dependant's, the entity's
// managers theirs (`managedRows`, `/my/associations/contracts/{id}`); the federation
// (`registertypes`) writes, as it registers the bond.
export const registercontracts = defineResource({
  key: 'registercontracts',
  labels: { singular: 'Contrato', plural: 'Contratos', gender: 'm' },
  schema: v.pipe(
    v.object({
      id: id(),
      registertype_id: ref('o tipo de registro'),
      user_id: ref('a pessoa'),
      profile_id: ref('a pessoa'),
      association_id: ref('a entidade'),
      kind: v.optional(choice(CONTRACT_KINDS, 'o tipo de contrato'), 'vinculo'),
      starts_on: isoDate('a data de início'),
      ends_on: optionalDate('a data de término'),
      number: optionalText('o número do contrato', 40),
      notes: optionalText('a observação', 500),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((row) => !row.ends_on || row.starts_on <= row.ends_on, 'A data de término deve ser igual ou posterior à de início.'), ['ends_on']),
  ),
  storage: { indexes: ['user_id', 'association_id', 'registertype_id', 'starts_on'], sort: 'starts_on', sortDescending: true },
  access: {
    scope: ['owner', 'permission:registertypes', managedRows('registercontracts'), dependantRows('registercontracts')],
    owner: 'user_id',
    permission: 'registertypes',
    module: 'registers',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Contratos com entidades: tipo, número e período.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico de vínculos desportivos (Lei 9.615/98); a observação é apagada na anonimização.',
      erasure: { action: 'scrub', fields: { notes: null } },
    },
  },
  integrity: {
    references: { registertype_id: 'registertypes', association_id: 'associations' },
    memberships: [{ field: 'profile_id', in: 'profiles', match: { id: 'profile_id', user_id: 'user_id' }, message: 'O cadastro indicado não é desta pessoa.' }],
  },
  title: 'number',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'user_id', label: 'Login da pessoa' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'kind', label: 'Tipo de contrato', options: CONTRACT_KINDS },
    { key: 'number', label: 'Número do contrato' },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término', help: 'Vazio: por prazo indeterminado.' },
    { key: 'notes', label: 'Observação' },
  ],
});
