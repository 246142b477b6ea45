import * as v from 'valibot';
import { defineResource } from './define';
import { instant, optionalInstantWithOffset } from '../reservations/instants';
import { choice, cpf, email, id, optionalRef, optionalText, ref } from './schema-kit';

export const RESERVATION_STATUSES = { pendente: 'Pendente', confirmada: 'Confirmada', cancelada: 'Cancelada', nao_compareceu: 'Não compareceu' } as const;
/** Statuses that hold the slot: the database's exclusion constraint covers only these (033). */
export const LIVE_RESERVATION_STATUSES = ['pendente', 'confirmada'] as const;
export const RESERVATION_SOURCES = { staff: 'Equipe', app: 'Aplicativo', public: 'Página pública' } as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`${what} inválido.`), v.uuid(`${what} inválido.`)));

// A booking of one space for [starts_at, ends_at) (spec §2.3 `/locations/reservations`, §2.2
// `/my/reservations`). Written only by the named mutators of src/domain/reservations (put, cancel,
// checkin, confirm) and the server's no-show sweep: the server stamps created_at, venue_id (from the
// space, so the gate's phone queries its venue's day) and user_id (the booker, or the login of
// `profile_id`). Two live reservations of one space never overlap: the database refuses it (033).
// Replicated to the holders of `reservations` (staff, the gate's phone) and to the owner.
export const reservations = defineResource({
  key: 'reservations',
  labels: { singular: 'Reserva', plural: 'Reservas', gender: 'f' },
  schema: v.pipe(
    v.object({
      id: id(),
      space_id: ref('o espaço'),
      venue_id: ref('o local'),
      starts_at: instant('o início'),
      ends_at: instant('o fim'),
      profile_id: optionalRef('a pessoa'),
      /** Whose booking it is (a login): they read it on /my/reservations and may cancel it. */
      user_id: userId('Dono da reserva'),
      status: choice(RESERVATION_STATUSES, 'a situação'),
      /** Who booked, when nobody signed in did (the public page) or for the staff's records. */
      name: optionalText('o nome', 200),
      cpf: v.nullish(cpf()),
      email: email(),
      source: v.optional(choice(RESERVATION_SOURCES, 'a origem'), 'app'),
      created_at: optionalInstantWithOffset('a data da reserva'),
      created_by: userId('Autor da reserva'),
      confirmed_at: optionalInstantWithOffset('a data da confirmação'),
      cancelled_at: optionalInstantWithOffset('a data do cancelamento'),
      cancelled_by: userId('Autor do cancelamento'),
      /** The notice given with a cancellation (a block over the slot). */
      cancel_reason: optionalText('o motivo do cancelamento', 1000),
      checked_in_at: optionalInstantWithOffset('a data do check-in'),
      checked_in_by: userId('Autor do check-in'),
      /** A waitlist offer: pendente until confirmed, cancelled when this instant passes. */
      offered_until: optionalInstantWithOffset('o prazo da oferta'),
      /** The wait this offer was made to (reservationwaits). */
      wait_id: optionalRef('a espera'),
      /** The gate's signed QR (Ed25519, like the ID card), filled by the server. */
      credential: optionalText('a credencial', 4000),
      notes: optionalText('a observação', 1000),
    }, 'Dados do registro inválidos.'),
    v.forward(v.check((r) => Date.parse(r.starts_at) < Date.parse(r.ends_at), 'O fim da reserva deve ser depois do início.'), ['ends_at']),
  ),
  storage: {
    // A space's reservations (the overlap check on the device, the calendar), a venue's day by range
    // (the gate's phone), the owner's list (and quota), the sort.
    indexes: ['space_id', '[venue_id+starts_at]', 'user_id', 'starts_at'],
    sort: 'starts_at',
    sortDescending: true,
  },
  access: { scope: ['owner', 'permission:reservations'], owner: 'user_id', permission: 'reservations', module: 'reservations', writes: 'named' },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Reservas de espaços: horário, local, nome, CPF e e-mail de quem reservou e o check-in.',
      basis: 'contrato',
      retention: 'Nome, CPF e e-mail apagados 90 dias após o horário reservado; o horário fica para estatística.',
      erasure: { action: 'scrub', fields: { name: 'placeholder', cpf: null, email: null, notes: null, credential: null } },
    },
  },
  integrity: {
    references: { space_id: 'spaces', venue_id: 'venues', wait_id: 'reservationwaits' },
  },
  title: 'starts_at',
  fields: [
    { key: 'space_id', label: 'Espaço' },
    { key: 'venue_id', label: 'Local' },
    { key: 'starts_at', label: 'Início' },
    { key: 'ends_at', label: 'Fim' },
    { key: 'status', label: 'Situação', options: RESERVATION_STATUSES },
    { key: 'profile_id', label: 'Pessoa' },
    { key: 'user_id', label: 'Dono da reserva' },
    { key: 'name', label: 'Nome' },
    { key: 'cpf', label: 'CPF' },
    { key: 'email', label: 'E-mail' },
    { key: 'source', label: 'Origem', options: RESERVATION_SOURCES },
    { key: 'created_at', label: 'Reservada em' },
    { key: 'created_by', label: 'Reservada por' },
    { key: 'confirmed_at', label: 'Confirmada em' },
    { key: 'cancelled_at', label: 'Cancelada em' },
    { key: 'cancelled_by', label: 'Cancelada por' },
    { key: 'cancel_reason', label: 'Motivo do cancelamento' },
    { key: 'checked_in_at', label: 'Check-in em' },
    { key: 'checked_in_by', label: 'Check-in por' },
    { key: 'offered_until', label: 'Oferta válida até' },
    { key: 'wait_id', label: 'Lista de espera' },
    { key: 'notes', label: 'Observação' },
  ],
});
