import * as v from 'valibot';
import { defineResource } from './define';
import { id, integer, optionalRef, PHASE_OF_COMPETITION, ref } from './schema-kit';

// Which positions of a competition's table (or of one phase) a zone covers: "Libertadores 1–4".
// from ≤ to is a rule between two fields of the row (checked by the schema, message under `to_position`).
const position = (what: string) => integer(what, 1, 200);

export const classificationzonepositions = defineResource({
  key: 'classificationzonepositions',
  schema: v.pipe(
    v.object({
      id: id(),
      classificationzone_id: ref('a zona'),
      competition_id: ref('a competição'),
      phase_id: optionalRef('a fase'),
      from_position: position('a posição inicial'),
      to_position: position('a posição final'),
    }, 'Dados do registro inválidos.'),
    v.forward(
      v.check((row) => row.from_position <= row.to_position, 'A posição final deve ser maior ou igual à inicial.'),
      ['to_position'],
    ),
  ),
  labels: { singular: 'Posição de zona', plural: 'Posições de zona', gender: 'f' },
  access: { scope: ['tenant'], permission: 'regulations', module: 'competitions' },
  storage: { indexes: ['competition_id', 'phase_id', 'classificationzone_id'], sort: 'competition_id' },
  integrity: {
    references: { classificationzone_id: 'classificationzones', competition_id: 'competitions', phase_id: 'phases' },
    agreements: [
      PHASE_OF_COMPETITION,
    ],
  },
  title: 'from_position',
  fields: [
    { key: 'classificationzone_id', label: 'Zona' },
    { key: 'competition_id', label: 'Competição' },
    { key: 'phase_id', label: 'Fase', help: 'Opcional: só nesta fase; em branco vale para a tabela geral.' },
    { key: 'from_position', label: 'Da posição' },
    { key: 'to_position', label: 'Até a posição' },
  ],
});
