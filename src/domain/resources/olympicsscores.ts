import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalInteger, ref, text } from './schema-kit';

// An association's placing in one event (prova/modalidade) of a multi-sport event: the medal table
// counts places 1–3 (ties shared: two bronzes are two rows with place 3).
export const olympicsscores = defineResource({
  key: 'olympicsscores',
  schema: v.object({
    id: id(),
    olympics_id: ref('os jogos'),
    association_id: ref('a entidade'),
    sport_id: ref('a modalidade'),
    event: text('a prova', 120),
    place: integer('a colocação', 1, 999),
    points: optionalInteger('os pontos', 0, 100_000),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Resultado', plural: 'Resultados', gender: 'm' },
  access: { scope: ['tenant'], permission: 'olympics', module: 'competitions' },
  storage: { indexes: ['olympics_id', 'association_id'], sort: 'olympics_id' },
  integrity: { references: { olympics_id: 'olympics', association_id: 'associations', sport_id: 'sports' } },
  title: 'event',
  fields: [
    { key: 'olympics_id', label: 'Jogos' },
    { key: 'association_id', label: 'Entidade' },
    { key: 'sport_id', label: 'Modalidade' },
    { key: 'event', label: 'Prova', help: 'Ex.: 100 m livre masculino.' },
    { key: 'place', label: 'Colocação' },
    { key: 'points', label: 'Pontos', help: 'Em branco: os da tabela de pontos dos jogos.' },
  ],
});
