import * as v from 'valibot';
import { defineResource } from './define';
import { appointedEvents, ownEventVoids, ownEvents } from './relations';
import { choice, id, optionalInstant, optionalInteger, optionalRef, ref } from './schema-kit';

// The súmula's events (wire contract; COMPETITIONS.md §5.6): append-only rows with ids made
// on the device, written only by `duels.event` (../mutators/sumula-event.ts), so two devices'
// events merge and a replay is one row. Removing an event is itself an event (`void`, ref_id = the
// removed one). The score is derived from them (../competitions/sumula/score.ts). A second yellow
// of the same person in the duel gets `indirect: true` with kind `red` written beside it by the
// mutator (the red a second yellow becomes by itself). Replicated to `competitions` holders and to
// the officials appointed to the duel.
export const DUEL_EVENT_KINDS = {
  goal: 'Gol', penalty_goal: 'Gol de pênalti', own_goal: 'Gol contra',
  yellow: 'Cartão amarelo', red: 'Cartão vermelho', second_yellow: 'Segundo amarelo',
  substitution: 'Substituição', period_start: 'Início de período', period_end: 'Fim de período', void: 'Anulação de lançamento',
  point: 'Ponto', set_end: 'Fim de set', timeout: 'Pedido de tempo', foul: 'Falta acumulada',
} as const;
export type DuelEventKind = keyof typeof DUEL_EVENT_KINDS;

export const duelevents = defineResource({
  key: 'duelevents',
  schema: v.object({
    id: id(),
    duel_id: ref('o jogo'),
    competition_id: ref('a competição'),
    team_id: optionalRef('a equipe'),
    kind: choice(DUEL_EVENT_KINDS, 'o tipo de lançamento'),
    minute: optionalInteger('o minuto', 0, 300),
    period: optionalInteger('o período', 1, 9),
    person_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
    in_person_id: v.nullish(v.pipe(v.string('Pessoa inválida.'), v.uuid('Pessoa inválida.'))),
    ref_id: optionalRef('o lançamento anulado'),
    /** A red that a second yellow became (CBF: indirect), or the second yellow itself. */
    indirect: v.nullish(v.boolean('Indique se o vermelho é indireto.')),
    author_id: v.pipe(v.string('Autor inválido.'), v.uuid('Autor inválido.')),
    at: optionalInstant('a hora do lançamento'),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Lançamento da súmula', plural: 'Lançamentos da súmula', gender: 'm' },
  access: {
    // … and to the person an event names, with the voids removing those (their history, /my/reports).
    scope: ['permission:competitions', appointedEvents, ownEvents, ownEventVoids],
    permission: 'competitions',
    writes: 'named',
    module: 'competitions',
  },
  storage: { indexes: ['duel_id', 'competition_id'], sort: 'duel_id' },
  integrity: { references: { duel_id: 'duels', competition_id: 'competitions' } },
  title: 'kind',
  fields: [
    { key: 'duel_id', label: 'Jogo' },
    { key: 'competition_id', label: 'Competição' },
    { key: 'kind', label: 'Tipo', options: DUEL_EVENT_KINDS },
    { key: 'period', label: 'Período' },
    { key: 'minute', label: 'Minuto' },
    { key: 'team_id', label: 'Equipe' },
    { key: 'person_id', label: 'Pessoa' },
    { key: 'in_person_id', label: 'Entra' },
    { key: 'ref_id', label: 'Lançamento anulado' },
  ],
});
