import * as v from 'valibot';
import { defineResource } from './define';
import { crewReferees } from './relations';
import { flag, id, optionalRef, phone, text } from './schema-kit';

// A referee (spec §2.10 /referees). `user_id` is the referee's login: their appointments carry it
// (refereeappointments.user_id) so their device replicates its matches (relations.ts). A referee
// linked to an association (`association_id`) is flagged when appointed to a match of that
// association's teams. `profile_id` unchecked: see competitionmembers. Personal data (phone):
// replicated to `referees` and `refereeschedules` holders, to the referee, and to the officials
// appointed to the same matches (the súmula lists the crew).
export const referees = defineResource({
  key: 'referees',
  schema: v.object({
    id: id(),
    profile_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
    user_id: v.nullish(v.pipe(v.string('Usuário inválido.'), v.uuid('Usuário inválido.'))),
    name: text('o nome', 160),
    category_id: optionalRef('a categoria'),
    association_id: optionalRef('a entidade'),
    phone: phone(),
    active: flag('está ativo'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Árbitro', plural: 'Árbitros', gender: 'm' },
  access: {
    scope: ['owner', 'permission:referees', 'permission:refereeschedules', crewReferees],
    owner: 'user_id',
    permission: 'referees',
    module: 'competitions',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Cadastro de árbitro: nome, telefone, categoria e entidade.',
      basis: 'contrato', retention: 'Permanente para as súmulas já assinadas; nome e telefone apagados na anonimização.',
      erasure: { action: 'scrub', fields: { name: 'placeholder', phone: null } },
    },
  },
  storage: { indexes: ['name_search', 'user_id', 'category_id'], search: 'name', sort: 'name_search' },
  integrity: { references: { category_id: 'refereecategories', association_id: 'associations' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'category_id', label: 'Categoria' },
    { key: 'association_id', label: 'Entidade vinculada', help: 'Para avisar quando for escalado em jogo dessa entidade.' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
    { key: 'active', label: 'Ativo' },
    { key: 'profile_id', label: 'Pessoa cadastrada' },
    { key: 'user_id', label: 'Usuário de acesso' },
  ],
});
