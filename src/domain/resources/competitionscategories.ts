import * as v from 'valibot';
import { defineResource } from './define';
import { id, optionalInteger, optionalRef, text } from './schema-kit';

// A competition category (Sub-15, Adulto, Master): optional age bounds, checked later when members
// are registered. min ≤ max is a rule between two fields (message under `max_age`).
const age = (what: string) => optionalInteger(what, 0, 120);

export const competitionscategories = defineResource({
  key: 'competitionscategories',
  schema: v.pipe(
    v.object({
      id: id(),
      name: text('o nome', 80),
      sport_id: optionalRef('a modalidade'),
      min_age: age('a idade mínima'),
      max_age: age('a idade máxima'),
    }, 'Dados do registro inválidos.'),
    v.forward(
      v.check((row) => row.min_age == null || row.max_age == null || row.min_age <= row.max_age, 'A idade máxima deve ser maior ou igual à mínima.'),
      ['max_age'],
    ),
  ),
  labels: { singular: 'Categoria de competição', plural: 'Categorias de competição', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitionscategories', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: Sub-17, Adulto, Master.' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'min_age', label: 'Idade mínima' },
    { key: 'max_age', label: 'Idade máxima' },
  ],
});
