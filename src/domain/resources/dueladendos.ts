import * as v from 'valibot';
import { defineResource } from './define';
import { appointedAddenda } from './relations';
import { id, optionalInstant, ref, text } from './schema-kit';

// Adendos to a confirmed súmula (COMPETITIONS.md §5.3: "através de adendo oriundo do árbitro"):
// written only by `duels.addendum` (../mutators/sumula-addendum.ts), by the appointed árbitro,
// within the regulation's window; kept with author and time, never edited.
export const dueladendos = defineResource({
  key: 'dueladendos',
  schema: v.object({
    id: id(),
    duel_id: ref('o jogo'),
    text: text('o texto do adendo', 4000),
    author_id: v.pipe(v.string('Autor inválido.'), v.uuid('Autor inválido.')),
    at: optionalInstant('a hora do adendo'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Adendo da súmula', plural: 'Adendos da súmula', gender: 'm' },
  access: {
    scope: ['permission:competitions', appointedAddenda],
    permission: 'competitions',
    writes: 'named',
    module: 'competitions',
  },
  storage: { indexes: ['duel_id'], sort: 'duel_id' },
  integrity: { references: { duel_id: 'duels' } },
  title: 'text',
  fields: [
    { key: 'duel_id', label: 'Jogo' },
    { key: 'text', label: 'Texto' },
    { key: 'at', label: 'Registrado em' },
  ],
});
