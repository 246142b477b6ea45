import * as v from 'valibot';
import { defineResource } from './define';
import { dependantRows, managedRowsBy } from './relations';
import { choice, id, optionalDate, optionalInstant, optionalMoney, optionalRef, optionalText, ref } from './schema-kit';

export const TRANSFER_STATUSES = { pendente: 'Pendente', aprovada: 'Aprovada', recusada: 'Recusada', cancelada: 'Cancelada' } as const;
export const CLUB_ANSWERS = { pendente: 'Aguardando', concedida: 'Liberado', negada: 'Negada' } as const;

const userId = (what: string) => v.nullish(v.pipe(v.string(`${what} inválido.`), v.uuid(`${what} inválido.`)));
const flag = (what: string) => v.nullish(v.boolean(`Indique se ${what}.`));

// A request to move an athlete's registration from one entity to another within a market. Written
// only by the named mutators of src/domain/markets/transfers.ts (request, consent, release, record,
// decide, cancel): every date and author comes from the server's clock and the signed-in user.
// Replicated to the `markets` holders, to the managers of both entities, to the athlete (owner)
// and to a minor's guardians (who consent).
export const transfers = defineResource({
  key: 'transfers',
  labels: { singular: 'Transferência', plural: 'Transferências', gender: 'f' },
  schema: v.object({
    id: id(),
    market_id: ref('o mercado'),
    profile_id: ref('o atleta'),
    /** The athlete's name (social name first) at the request: the clubs' devices do not hold another entity's people. */
    athlete_name: optionalText('o nome do atleta', 200),
    /** The athlete's login, copied from the profile by the request: whose the row is. */
    user_id: userId('Login do atleta'),
    /** Null: a first registration, no club to release the athlete. */
    from_association_id: optionalRef('a entidade de origem'),
    to_association_id: ref('a entidade de destino'),
    status: choice(TRANSFER_STATUSES, 'a situação'),
    /** When the server received the request (its clock judged the window) and when the device made it. */
    requested_at: optionalInstant('a data do pedido'),
    requested_by: userId('Solicitante'),
    made_at: optionalInstant('a data em que o pedido foi feito'),
    athlete_consent_at: optionalInstant('a data do consentimento do atleta'),
    athlete_consent_by: userId('Autor do consentimento'),
    guardian_consent_at: optionalInstant('a data do consentimento do responsável'),
    guardian_consent_by: userId('Responsável'),
    club_answer: v.optional(choice(CLUB_ANSWERS, 'a resposta do clube'), 'pendente'),
    club_answered_at: optionalInstant('a data da resposta do clube'),
    club_answered_by: userId('Autor da resposta do clube'),
    /** Facts the federation records: the fine paid, the releasing club's arrears and the notice. */
    fine_paid: flag('a multa foi paga'),
    /** The fine written as a debt of the destination entity (markets/transfer-fine.ts), and when its payment freed the athlete. */
    fine_cents: optionalMoney('o valor da multa', 1, 100_000_000),
    fine_debt_id: optionalRef('o débito da multa'),
    fine_paid_at: optionalInstant('a data do pagamento da multa'),
    arrears_since: optionalDate('o início do atraso do clube'),
    arrears_notice_on: optionalDate('a data da notificação do clube'),
    /** CBFM: the releasing club is new or extinct (no interstate wait). */
    club_exception: flag('o clube de origem é novo ou extinto'),
    decided_at: optionalInstant('a data da decisão'),
    decided_by: userId('Autor da decisão'),
    reason: optionalText('o motivo', 1000),
    commit_id: optionalRef('o registro público'),
  }, 'Dados do registro inválidos.'),
  storage: { indexes: ['market_id', 'profile_id', 'user_id', 'requested_at'], sort: 'requested_at', sortDescending: true },
  access: {
    scope: [
      'owner', 'permission:markets',
      managedRowsBy('transfers', 'from_association_id'), managedRowsBy('transfers', 'to_association_id'),
      dependantRows('transfers'),
    ],
    owner: 'user_id', permission: 'markets', module: 'markets', writes: 'named',
  },
  about: {
    users: ['user_id'], profiles: ['profile_id'],
    holding: {
      what: 'Pedidos de transferência entre entidades: consentimentos, resposta do clube e decisão.',
      basis: 'obrigacao_legal', retention: 'Permanente: registro desportivo (Lei 9.615/98).',
      erasure: { action: 'scrub', fields: { reason: null, athlete_name: 'placeholder' } },
    },
  },
  integrity: {
    references: { market_id: 'markets', from_association_id: 'associations', to_association_id: 'associations', commit_id: 'marketcommits' },
  },
  title: 'status',
  fields: [
    { key: 'market_id', label: 'Mercado' },
    { key: 'profile_id', label: 'Atleta' },
    { key: 'athlete_name', label: 'Nome do atleta' },
    { key: 'user_id', label: 'Login do atleta' },
    { key: 'from_association_id', label: 'Entidade de origem' },
    { key: 'to_association_id', label: 'Entidade de destino' },
    { key: 'status', label: 'Situação', options: TRANSFER_STATUSES },
    { key: 'requested_at', label: 'Recebido em' },
    { key: 'requested_by', label: 'Solicitado por' },
    { key: 'made_at', label: 'Feito em' },
    { key: 'athlete_consent_at', label: 'Consentimento do atleta' },
    { key: 'athlete_consent_by', label: 'Consentido por' },
    { key: 'guardian_consent_at', label: 'Consentimento do responsável' },
    { key: 'guardian_consent_by', label: 'Responsável' },
    { key: 'club_answer', label: 'Liberação do clube de origem', options: CLUB_ANSWERS },
    { key: 'club_answered_at', label: 'Respondido em' },
    { key: 'club_answered_by', label: 'Respondido por' },
    { key: 'fine_paid', label: 'Multa paga' },
    { key: 'arrears_since', label: 'Clube em atraso desde' },
    { key: 'arrears_notice_on', label: 'Notificação do clube em' },
    { key: 'club_exception', label: 'Clube de origem novo ou extinto' },
    { key: 'decided_at', label: 'Decidido em' },
    { key: 'decided_by', label: 'Decidido por' },
    { key: 'reason', label: 'Motivo' },
    { key: 'commit_id', label: 'Registro público' },
  ],
});
