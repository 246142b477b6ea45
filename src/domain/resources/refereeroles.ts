import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, optionalRef, text } from './schema-kit';

// Roles in a match's refereeing team: árbitro, assistentes, quarto árbitro (football); mesário,
// apontador, cronometrista (other sports). `sport_id` empty = any sport. `sumula_access` says what
// an official appointed with the role may do in the match's súmula (mutators/sumula-access.ts):
// `confirma` (the árbitro: events, confirmation, resolution, addenda), `lanca` (mesário, apontador:
// events), absent (assistants, fourth official: read only).
export const SUMULA_ACCESS = { confirma: 'Lança e confirma a súmula', lanca: 'Lança eventos' } as const;
export const refereeroles = defineResource({
  key: 'refereeroles',
  schema: v.object({
    id: id(),
    name: text('o nome', 80),
    sport_id: optionalRef('a modalidade'),
    sumula_access: v.nullish(choice(SUMULA_ACCESS, 'o acesso à súmula')),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Função de arbitragem', plural: 'Funções de arbitragem', gender: 'f' },
  access: { scope: ['tenant'], permission: 'referees', module: 'competitions' },
  storage: { indexes: ['name_search'], search: 'name', sort: 'name_search' },
  integrity: { references: { sport_id: 'sports' } },
  title: 'name',
  fields: [
    { key: 'name', label: 'Nome' },
    { key: 'sport_id', label: 'Modalidade', help: 'Deixe em branco para todas.' },
    { key: 'sumula_access', label: 'Na súmula', options: SUMULA_ACCESS, help: 'Em branco: só consulta.' },
  ],
});
