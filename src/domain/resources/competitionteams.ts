import * as v from 'valibot';
import { defineResource } from './define';
import { managedEntries } from './relations';
import { choice, id, integer, optionalInteger, optionalRef, ref } from './schema-kit';

// A team's entry in a competition (the participants), optionally placed in a group. `status`
// absent = confirmada (an entry an outside tool loads plays); a team asking to enter through an
// open competition is `pendente` until the federation confirms it (/competitions/teams/pending/list).
export const ENTRY_STATUS = { pendente: 'Pendente', confirmada: 'Confirmada', recusada: 'Recusada' } as const;

/** Plays in the competition: confirmed, or loaded without a status. */
export const isConfirmedEntry = (row: Readonly<Record<string, unknown>>): boolean => row.status == null || row.status === 'confirmada';

export const competitionteams = defineResource({
  key: 'competitionteams',
  schema: v.object({
    id: id(),
    competition_id: ref('a competição'),
    team_id: ref('a equipe'),
    group_id: optionalRef('o grupo'),
    /** Seeding position (1 = top seed) for knockout and pots. */
    seed: optionalInteger('a posição no ranking de cabeças de chave', 1, 999),
    pot_id: optionalRef('o pote'),
    status: v.nullish(choice(ENTRY_STATUS, 'a situação da inscrição')),
    /** Heats: the entry time (ms) that seeds the lanes. */
    entry_time_ms: v.nullish(integer('o tempo de inscrição', 0, 86_400_000)),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Equipe participante', plural: 'Equipes participantes', gender: 'f' },
  access: {
    scope: ['tenant'],
    permission: 'competitions',
    // An entity's managers ask to enter their own teams (/my/associations/competitions/open/{id}): a
    // pending entry in a competition taking entries, which they may also withdraw while pending; the
    // federation confirms or refuses, groups, seeds and pots. The entry time is the entrant's to declare.
    writableVia: [{
      ...managedEntries,
      fields: ['competition_id', 'team_id', 'status', 'entry_time_ms'],
      bounds: [
        { field: 'status', oneOf: ['pendente'], message: 'A entidade só pode pedir a inscrição (pendente) ou retirar um pedido pendente: confirmar ou recusar cabe à federação.' },
        { field: 'competition_id.status', oneOf: ['inscricoes'], message: 'Esta competição não está com inscrições abertas.' },
      ],
    }],
    module: 'competitions',
  },
  storage: {
    indexes: ['[competition_id+team_id]', 'group_id', 'team_id', 'pot_id'],
    sort: '[competition_id+team_id]',
  },
  integrity: {
    references: { competition_id: 'competitions', team_id: 'teams', group_id: 'groups', pot_id: 'pots' },
    agreements: [
      { field: 'competition_id', reference: 'group_id', through: 'phase_id', targetField: 'competition_id', match: 'equal', under: 'group_id', message: 'O grupo não pertence a esta competição.' },
      { field: 'competition_id', reference: 'pot_id', targetField: 'competition_id', match: 'equal', under: 'pot_id', message: 'O pote não pertence a esta competição.' },
    ],
  },
  title: 'team_id',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'team_id', label: 'Equipe' },
    { key: 'group_id', label: 'Grupo' },
    { key: 'seed', label: 'Cabeça de chave (posição)' },
    { key: 'pot_id', label: 'Pote' },
    { key: 'status', label: 'Situação da inscrição', options: ENTRY_STATUS },
    { key: 'entry_time_ms', label: 'Tempo de inscrição (ms)' },
  ],
});
