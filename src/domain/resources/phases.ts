import * as v from 'valibot';
import { defineResource } from './define';
import { choice, id, integer, optionalInstant, optionalInteger, optionalRef, optionalText, ref, text } from './schema-kit';

// A phase of a competition (group stage, knockout, …), in `order`. The generators store the seed
// they drew with next to what they produced (`seed`, `generated_at`), so a draw can be replayed and
// audited. Nested screens only (competitions/{id}/phases).
export const PHASE_KINDS = {
  round_robin: 'Pontos corridos', knockout: 'Mata-mata', double_elimination: 'Dupla eliminação', swiss: 'Sistema suíço', heats: 'Baterias',
} as const;

export const phases = defineResource({
  key: 'phases',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    name: text('o nome', 80),
    kind: choice(PHASE_KINDS, 'o formato'),
    order: integer('a ordem', 0, 99),
    /** 1 = single match, 2 = home and away (aggregate). */
    legs: optionalInteger('o número de jogos por confronto', 1, 2),
    third_place: v.nullish(v.boolean('Indique se há disputa de terceiro lugar.')),
    grand_final_reset: v.nullish(v.boolean('Indique se a grande final pode ter jogo extra.')),
    away_goals: v.nullish(v.boolean('Indique se vale o gol fora de casa.')),
    /** The generator's seed, stored with what it produced. */
    seed: optionalText('a semente do sorteio', 80),
    generated_at: optionalInstant('a data da geração'),
    /** Swiss: rounds to play. */
    rounds: optionalInteger('o número de rodadas', 1, 99),
    /** Overrides the competition's regulation in this phase (e.g. a knockout's shootout points). */
    regulation_id: optionalRef('o regulamento'),
    /** Heats: lanes per heat. */
    lanes: optionalInteger('o número de raias', 1, 20),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Fase', plural: 'Fases', gender: 'f' },
  access: { scope: ['tenant'], permission: 'competitions', module: 'competitions' },
  storage: { indexes: ['competition_id'], sort: 'competition_id' },
  integrity: { references: { competition_id: 'competitions', regulation_id: 'regulations' } },
  title: 'name',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'name', label: 'Nome', help: 'Ex.: Fase de grupos, Quartas de final.' },
    { key: 'kind', label: 'Formato', options: PHASE_KINDS },
    { key: 'order', label: 'Ordem' },
    { key: 'legs', label: 'Jogos por confronto', help: '1 = jogo único; 2 = ida e volta.' },
    { key: 'third_place', label: 'Disputa de terceiro lugar' },
    { key: 'grand_final_reset', label: 'Grande final com jogo extra (dupla eliminação)' },
    { key: 'away_goals', label: 'Gol fora de casa desempata' },
    { key: 'rounds', label: 'Rodadas (sistema suíço)' },
    { key: 'lanes', label: 'Raias por bateria' },
    { key: 'regulation_id', label: 'Regulamento da fase', help: 'Em branco: o regulamento da competição.' },
    { key: 'seed', label: 'Semente do sorteio', help: 'Gravada pelo gerador; permite refazer e auditar o sorteio.' },
    { key: 'generated_at', label: 'Gerada em' },
  ],
});
