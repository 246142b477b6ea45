import * as v from 'valibot';
import { defineResource } from './define';
import { crewAppointments } from './relations';
import { choice, id, optionalInstant, optionalText, ref } from './schema-kit';

// A referee appointed to a duel with a role (the scale, spec §2.10 /referees/all, permission
// `refereeschedules`). `user_id` repeats the referee's login (checked against referees.user_id): it
// is the owner field, so the referee replicates and answers their own appointments (accept or
// decline, offline too: only status, responded_at and note), and it roots the relation scope that
// brings the match's data to their device (relations.ts). `competition_id` repeats the duel's, so
// the scale filters by competition without the duels.
export const APPOINTMENT_STATUS = { pendente: 'Pendente', aceita: 'Aceita', recusada: 'Recusada' } as const;

export const refereeappointments = defineResource({
  key: 'refereeappointments',
  schema: v.object({
    id: id(),
    duel_id: ref('o jogo'),
    competition_id: ref('a competição'),
    referee_id: ref('o árbitro'),
    role_id: ref('a função'),
    user_id: v.nullish(v.pipe(v.string('Usuário inválido.'), v.uuid('Usuário inválido.'))),
    status: choice(APPOINTMENT_STATUS, 'a situação'),
    responded_at: optionalInstant('a data da resposta'),
    note: optionalText('a observação', 500),
  }, 'Dados do registro inválidos.'),
  labels: { singular: 'Escala de arbitragem', plural: 'Escalas de arbitragem', gender: 'f' },
  access: {
    scope: ['owner', 'permission:refereeschedules', crewAppointments],
    owner: 'user_id',
    ownerMayWrite: true,
    ownerFields: ['status', 'responded_at', 'note'],
    permission: 'refereeschedules',
    module: 'competitions',
  },
  storage: { indexes: ['duel_id', 'referee_id', 'user_id', 'competition_id'], sort: 'duel_id' },
  integrity: {
    references: { duel_id: 'duels', competition_id: 'competitions', referee_id: 'referees', role_id: 'refereeroles' },
    agreements: [
      { field: 'competition_id', reference: 'duel_id', targetField: 'competition_id', match: 'equal', under: 'duel_id', message: 'O jogo não pertence a esta competição.' },
      { field: 'user_id', reference: 'referee_id', targetField: 'user_id', match: 'equal', under: 'referee_id', message: 'O usuário da escala deve ser o do árbitro escalado.' },
    ],
  },
  about: {
    holding: {
      what: 'Escalas de arbitragem e suas respostas.',
      basis: 'obrigacao_legal', retention: 'Permanente: histórico das partidas (art. 16).',
      erasure: { action: 'keep' },
    },
  },
  title: 'status',
  fields: [
    { key: 'competition_id', label: 'Competição' },
    { key: 'duel_id', label: 'Jogo' },
    { key: 'referee_id', label: 'Árbitro' },
    { key: 'role_id', label: 'Função' },
    { key: 'status', label: 'Situação', options: APPOINTMENT_STATUS },
    { key: 'responded_at', label: 'Respondida em' },
    { key: 'note', label: 'Observação' },
    { key: 'user_id', label: 'Usuário do árbitro' },
  ],
});
