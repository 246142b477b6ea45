import * as v from 'valibot';
import { defineResource } from './define';
import { managedTeams } from './relations';
import { choice, id, ref, text, TEAM_GENDERS } from './schema-kit';

// A team exists to enter competitions (spec: /my/teams and /competitions/{id}/teams sit in module
// competitions), so the back-office write permission is `competitions`. Association managers editing
// their own teams (`my_teams`) is an owner-like rule that comes with those screens. The spec lists
// only nested team screens, hence no route base here.
export const teams = defineResource({
  key: 'teams',
  schema: v.object({
    id: id(),
    name: text('o nome', 120),
    association_id: ref('a entidade'),
    sport_id: ref('a modalidade'),
    category: text('a categoria', 40),
    gender: choice(TEAM_GENDERS, 'o naipe'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Equipe', plural: 'Equipes', gender: 'f' },
  access: {
    scope: ['tenant'],
    permission: 'competitions',
    // An entity's managers keep its teams (relations.ts managedTeams); never another entity's.
    writableVia: [managedTeams],
    module: 'competitions',
  },
  storage: {
    indexes: ['name_search', 'sport_id', 'association_id', '[association_id+name_search]'],
    search: 'name',
    sort: 'name_search',
  },
  integrity: { references: { association_id: 'associations', sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'category', label: 'Categoria', help: 'Ex.: Sub-17, Adulto, Master.' },
    { key: 'gender', label: 'Naipe', options: TEAM_GENDERS },
  ],
});
