import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows, examinerRegisters, managedRows } from './relations';
import { choice, id, optionalDate, optionalRef, optionalText, ref } from './schema-kit';

/** Where a person's entry in a register stands. */
export const REGISTER_STATUSES = {
  ativo: 'Ativo',
  suspenso: 'Suspenso',
  inativo: 'Inativo',
} as const;
export type RegisterStatus = keyof typeof REGISTER_STATUSES;

// A person's entry in a register (spec §2.10 `/registers/registers`): its number, role, graduation
// and since when they hold it, the entity they are registered through, and its status. The person
// reads their own (owner `user_id`, and a guardian their dependant's); the entity's managers read
// their people's (`managedRows`); the federation (`registertypes`) writes. A person or an entity asks
// through a register request (the approval model), which creates the entry when approved.
export const registers = defineResource({
  key: 'registers',
  labels: { singular: 'Registro', plural: 'Registros', gender: 'm' },
  schema: v.object({
    id: id(),
    registertype_id: ref('o tipo de registro'),
    user_id: ref('a pessoa'),
    profile_id: ref('a pessoa'),
    association_id: optionalRef('a entidade'),
    number: optionalText('o número de registro', 30),
    role_id: optionalRef('a função'),
    graduation_id: optionalRef('a graduação'),
    /** The day the current graduation was awarded: the minimum time in grade counts from it. */
    graduated_on: optionalDate('a data da graduação'),
    starts_on: optionalDate('a data de início'),
    status: v.optional(choice(REGISTER_STATUSES, 'a situação'), 'ativo'),
    notes: optionalText('a observação', 500),
  }, 'Dados do registro inválidos.'),
  storage: {
    // Four indexes at most (each slows bulk writes): the owner, the two uniqueness checks (the
    // type's list filters on their leading field) and the entity's managers' lists.
    indexes: ['user_id', 'association_id', '[registertype_id+number]', '[registertype_id+profile_id]'],
    sort: 'user_id',
  },
  access: {
    // …and the examiners of a belt exam the register sits (grade and number only: relations.ts).
    scope: ['owner', 'permission:registertypes', managedRows('registers'), dependantRows('registers'), ...examinerRegisters],
    owner: 'user_id',
    permission: 'registertypes',
    module: 'registers',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Registros na federação: tipo, número, função, graduação e situação.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico de registro e graduação (art. 16); a observação é apagada na anonimização.',
      erasure: { action: 'scrub', fields: { notes: null } },
    },
  },
  integrity: {
    references: { registertype_id: 'registertypes', association_id: 'associations', role_id: 'registerroles', graduation_id: 'registergraduations' },
    memberships: [{ field: 'profile_id', in: 'profiles', match: { id: 'profile_id', user_id: 'user_id' }, message: 'O cadastro indicado não é desta pessoa.' }],
    uniqueTogether: [
      { index: '[registertype_id+number]', under: 'number', message: 'Já existe um registro com este número neste tipo de registro.' },
      { index: '[registertype_id+profile_id]', under: 'profile_id', message: 'Esta pessoa já tem um registro neste tipo de registro.' },
    ],
  },
  title: 'number',
  fields: [
    { key: 'registertype_id', label: 'Tipo de registro' },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'user_id', label: 'Login da pessoa' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'number', label: 'Número de registro' },
    { key: 'role_id', label: 'Função' },
    { key: 'graduation_id', label: 'Graduação' },
    { key: 'graduated_on', label: 'Graduado em' },
    { key: 'starts_on', label: 'Início' },
    { key: 'status', label: 'Situação', options: REGISTER_STATUSES },
    { key: 'notes', label: 'Observação' },
  ],
});
