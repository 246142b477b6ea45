import * as v from 'valibot';
import { defineResource } from './define';
import { id, isoDate, optionalRef, optionalText, text } from './schema-kit';
import { pointsTable } from './rankings';

// A multi-sport event (jogos abertos): associations score per event and placing (olympicsscores),
// giving a medal table (gold, silver, bronze; ties shared) and points per placing (`points_table`).
export const olympics = defineResource({
  key: 'olympics',
  schema: v.pipe(
    v.object({
      id: id(),
      name: text('o nome', 160),
      olympicsevent_id: optionalRef('o agrupamento'),
      starts_on: isoDate('a data de início'),
      ends_on: isoDate('a data de término'),
      city_id: optionalRef('a cidade'),
      place: optionalText('o local', 160),
      points_table: pointsTable('os pontos por colocação'),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((row) => row.starts_on <= row.ends_on, 'A data de término deve ser igual ou posterior à de início.'), ['ends_on']),
  ),
  labels: { singular: 'Jogos abertos', plural: 'Jogos abertos', gender: 'm' },
  access: { scope: ['tenant'], permission: 'olympics', module: 'competitions' },
  storage: { indexes: ['name_search', 'starts_on'], search: 'name', sort: 'starts_on', sortDescending: true },
  integrity: { references: { olympicsevent_id: 'olympicsevents', city_id: 'cities' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome', help: 'Ex.: 87º Jogos Abertos do Interior.' },
    { key: 'olympicsevent_id', label: 'Agrupamento' },
    { key: 'starts_on', label: 'Início' },
    { key: 'ends_on', label: 'Término' },
    { key: 'city_id', label: 'Cidade-sede' },
    { key: 'place', label: 'Local' },
    { key: 'points_table', label: 'Pontos por colocação', kind: 'number_list', help: 'Pontos do 1º, 2º, 3º…, separados por vírgula.' },
  ],
});
