import * as v from 'valibot';
import { defineResource } from './define';
import { instant, optionalInstantWithOffset } from '../reservations/instants';
import { choice, cpf, email, id, optionalRef, optionalText, ref } from './schema-kit';

export const WAIT_STATUSES = { aguardando: 'Aguardando', oferecida: 'Oferecida', atendida: 'Atendida', expirada: 'Expirada', desistiu: 'Desistiu' } as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`${what} inválido.`), v.uuid(`${what} inválido.`)));

// The waitlist of a full slot: when a live reservation of the slot is cancelled or marked não
// compareceu, the oldest `aguardando` wait becomes `oferecida` and gets a pendente reservation
// (`reservation_id`, with offered_until); confirming it makes the wait `atendida`, letting the offer
// lapse `expirada` (and the next one is offered). Written only by reservationwaits.join/leave and
// the reservation mutators. Replicated like reservations: the owner and the holders of `reservations`.
export const reservationwaits = defineResource({
  key: 'reservationwaits',
  labels: { singular: 'Lista de espera', plural: 'Listas de espera', gender: 'f' },
  schema: v.pipe(
    v.object({
      id: id(),
      space_id: ref('o espaço'),
      starts_at: instant('o início'),
      ends_at: instant('o fim'),
      profile_id: optionalRef('a pessoa'),
      user_id: userId('Dono da espera'),
      name: optionalText('o nome', 200),
      cpf: v.nullish(cpf()),
      email: email(),
      status: choice(WAIT_STATUSES, 'a situação'),
      created_at: optionalInstantWithOffset('a data de entrada na lista'),
      /** The pendente reservation offered to this wait. */
      reservation_id: optionalRef('a reserva oferecida'),
      offered_at: optionalInstantWithOffset('a data da oferta'),
      notes: optionalText('a observação', 1000),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((r) => Date.parse(r.starts_at) < Date.parse(r.ends_at), 'O fim deve ser depois do início.'), ['ends_at']),
  ),
  storage: {
    indexes: ['space_id', 'user_id', 'starts_at'],
    sort: 'starts_at',
    sortDescending: true,
  },
  access: { scope: ['owner', 'permission:reservations'], owner: 'user_id', permission: 'reservations', module: 'reservations', writes: 'named' },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Listas de espera por horários de espaços: horário, nome, CPF e e-mail.',
      basis: 'contrato',
      retention: 'Nome, CPF e e-mail apagados 90 dias após o horário pedido.',
      erasure: { action: 'scrub', fields: { name: 'placeholder', cpf: null, email: null, notes: null } },
    },
  },
  integrity: { references: { space_id: 'spaces', reservation_id: 'reservations' } },
  title: 'starts_at',
  fields: [
    { key: 'space_id', label: 'Espaço' },
    { key: 'starts_at', label: 'Início' },
    { key: 'ends_at', label: 'Fim' },
    { key: 'status', label: 'Situação', options: WAIT_STATUSES },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'user_id', label: 'Dono da espera' },
    { key: 'name', label: 'Nome' },
    { key: 'cpf', label: 'CPF' },
    { key: 'email', label: 'E-mail' },
    { key: 'created_at', label: 'Entrou na lista em' },
    { key: 'reservation_id', label: 'Reserva oferecida' },
    { key: 'offered_at', label: 'Oferecida em' },
    { key: 'notes', label: 'Observação' },
  ],
});
