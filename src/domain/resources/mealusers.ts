import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalText, text } from './schema-kit';

// Who may eat at a meal (`/meals/{id}/users`). One row per (meal, person), with a deterministic id
// (derivedId('mealusers', meal_id, user_id)) so adding someone twice, from two devices, is one row.
// The row carries the few profile fields the gate shows (name, photo, CPF for the manual search,
// association name): gate staff hold `meals`, not `users`, and must not replicate every profile
// (LGPD data minimisation). Written only by the `meals.eligibility.*` mutators.
export const mealusers = defineResource({
  key: 'mealusers',
  schema: v.object({
    id: id(),
    meal_id: id(),
    user_id: id(),
    name: text('o nome', 160),
    social_name: optionalText('o nome social', 160),
    cpf: v.nullable(v.string('CPF inválido.')),
    /** Copied from the profile as is: an absolute address or a path below the tenant's uploads. */
    photo_url: v.nullish(v.pipe(v.string('Endereço inválido.'), v.maxLength(500, 'Endereço deve ter no máximo 500 caracteres.'))),
    association_name: optionalText('a entidade', 160),
    added_at: v.string('Data de inclusão inválida.'),
    /**
     * False once the profile changed without the federation's check after the person was listed
     * (meal-snapshots.ts): the gate shows "não verificado". Absent: verified (only verified people
     * are listed).
     */
    verified: v.optional(v.boolean('Situação da verificação inválida.')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Participante da refeição', plural: 'Participantes da refeição', gender: 'm' },
  access: { scope: ['permission:meals'], permission: 'meals', module: 'meals', writes: 'named' },
  about: {
    users: ['user_id'],
    holding: {
      what: 'Listas de refeição: nome, foto, CPF e entidade copiados para o portão.',
      basis: 'legitimo_interesse', retention: 'Até o fim do evento.',
      erasure: { action: 'scrub', fields: { name: 'placeholder', social_name: null, cpf: null, photo_url: null } },
    },
  },
  storage: {
    // A list row is found by its derived id (meal, person), never by [meal_id+user_id]; `user_id` finds
    // a person's rows on every list, so they follow the profile (meal-snapshots.ts).
    indexes: ['meal_id', 'user_id', '[meal_id+name_search]', '[meal_id+cpf]'],
    search: 'name',
    sort: '[meal_id+name_search]',
  },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'cpf', label: 'CPF' },
    { key: 'association_name', label: 'Entidade' },
  ],
});
