import * as v from 'valibot';
import { defineResource } from './define';
import { choice, cpf, GENDERS, id, isoDate, optionalRef, optionalText, phone, text, url } from './schema-kit';

// A person's sports profile (athlete, referee, manager), one per user. Scope is a union: the athlete
// replicates their own row (owner = user_id: the ID card works offline), holders of `users` replicate
// every row. Writes: `users` holders, or the owner on their own row (ownerMayWrite), never moving it
// to another user. Changing one's own CPF or association may need approval: a named mutator later.
export const profiles = defineResource({
  key: 'profiles',
  schema: v.object({
    id: id(),
    user_id: v.pipe(v.string('Usuário ausente.'), v.uuid('Usuário inválido.')),
    name: text('o nome', 160),
    social_name: optionalText('o nome social', 160),
    cpf: cpf(),
    birthdate: isoDate('a data de nascimento'),
    gender: choice(GENDERS, 'o gênero'),
    association_id: optionalRef('a entidade'),
    photo_url: url(),
    phone: phone(),
  }),
  labels: { singular: 'Pessoa', plural: 'Pessoas', gender: 'f' },
  route: '/records/users',
  scope: ['owner', 'permission:users'],
  owner: 'user_id',
  permission: 'users',
  ownerMayWrite: true,
  indexes: ['name_search', 'user_id', 'cpf', 'association_id'],
  search: 'name',
  references: { association_id: 'associations' },
  title: 'name',
  sort: 'name_search',
  columns: ['name', 'cpf', 'birthdate', 'association_id'],
  fields: [
    { key: 'name', label: 'Nome completo' },
    { key: 'social_name', label: 'Nome social', help: 'Como a pessoa quer ser chamada; aparece na carteirinha.' },
    { key: 'cpf', label: 'CPF', help: '11 dígitos, sem pontuação.' },
    { key: 'birthdate', label: 'Data de nascimento' },
    { key: 'gender', label: 'Gênero', options: GENDERS },
    { key: 'association_id', label: 'Entidade' },
    { key: 'photo_url', label: 'Foto' },
    { key: 'phone', label: 'Telefone', kind: 'phone', help: 'DDD e número, só dígitos.' },
  ],
});
