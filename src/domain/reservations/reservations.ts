// Named mutators of reservations and their waitlist, shared by the browser (optimistic, over the
// replica: it judges what it can see) and the server (authoritative, its clock and the whole
// tenant; the database's exclusion constraint, 033, is the last word on overlaps).
//   reservations.put {id, space_id, starts_at, ends_at, profile_id?, name?, cpf?, email?, notes?, status?}
//   reservations.cancel {id, reason?}     the owner or a `reservations` holder; frees the slot to the waitlist
//   reservations.checkin {id, at?}        `reservations` holders (the gate); a repeat changes nothing
//   reservations.confirm {id}             accepts a waitlist offer or a pending booking
//   reservationwaits.join {id, space_id, starts_at, ends_at, profile_id?, name?, cpf?, email?}
//   reservationwaits.leave {id}
import * as v from 'valibot';
import { holdsPermission } from '../access';
import { isValidCpf, onlyDigits } from '../cpf';
import type { Viewer } from '../resources/scope';
import { MutationError, type MutationContext, type MutationTx, type Mutator, type StoredRow } from '../mutators/types';
import { isInstantWithOffset } from './instants';
import {
  checkBlocks, checkFree, checkNotPast, checkQuota, checkSchedule, isLive, liveOverlapping, reservationSettingsOf, seesWholeTenant,
} from './rules';
import { brasiliaTime, brDay } from './time';
import { closeWaitOf, offerNext } from './waitlist';

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const instantArg = (what: string) => v.pipe(v.string(`Informe ${what}.`), v.check(isInstantWithOffset, `Data e hora inválidas (${what}): use ISO com fuso.`));
const cpfArg = () => v.optional(v.pipe(v.string('CPF inválido.'), v.transform(onlyDigits), v.check(isValidCpf, 'CPF inválido.')));
const textArg = (what: string, max: number) => v.optional(v.pipe(v.string(`${what} inválido.`), v.trim(), v.maxLength(max, `${what}: no máximo ${max} caracteres.`)));
const emailArg = () => v.optional(v.pipe(v.string('E-mail inválido.'), v.trim(), v.maxLength(120, 'E-mail: no máximo 120 caracteres.'), v.email('Informe um e-mail válido.')));
const endsAfterStart = (a: { starts_at: string; ends_at: string }): boolean => Date.parse(a.starts_at) < Date.parse(a.ends_at);
const END_BEFORE_START = 'O fim deve ser depois do início.';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const putArgs = v.pipe(v.object({
  id: uuid('Identificador inválido.'),
  space_id: uuid('Selecione o espaço.'),
  starts_at: instantArg('o início'),
  ends_at: instantArg('o fim'),
  profile_id: v.optional(uuid('Pessoa inválida.')),
  name: textArg('Nome', 200),
  cpf: cpfArg(),
  email: emailArg(),
  notes: textArg('Observação', 1000),
  /** Staff only: a tentative booking (pendente); otherwise confirmada. */
  status: v.optional(v.picklist(['pendente', 'confirmada'], 'Situação inválida.')),
}, 'Dados da reserva inválidos.'), v.forward(v.check((a) => endsAfterStart(a), END_BEFORE_START), ['ends_at']));
export type PutArgs = v.InferOutput<typeof putArgs>;

const idArgs = v.object({ id: uuid('Reserva inválida.') }, 'Informe a reserva.');
const cancelArgs = v.object({ id: uuid('Reserva inválida.'), reason: textArg('Motivo', 1000) }, 'Informe a reserva.');
const checkinArgs = v.object({
  id: uuid('Reserva inválida.'),
  /** When the attendant scanned it (the gate's clock; offline it reaches the server later). */
  at: v.optional(instantArg('o horário do check-in')),
}, 'Informe a reserva.');
export const joinArgs = v.pipe(v.object({
  id: uuid('Identificador inválido.'),
  space_id: uuid('Selecione o espaço.'),
  starts_at: instantArg('o início'),
  ends_at: instantArg('o fim'),
  profile_id: v.optional(uuid('Pessoa inválida.')),
  name: textArg('Nome', 200),
  cpf: cpfArg(),
  email: emailArg(),
}, 'Dados da lista de espera inválidos.'), v.forward(v.check((a) => endsAfterStart(a), END_BEFORE_START), ['ends_at']));

export const MODULE_OFF = 'O módulo de reservas não está disponível nesta federação.';
export const NOT_FOUND = 'Reserva não encontrada.';

function reservationsModule(viewer: Viewer): void {
  if (viewer.modules && !viewer.modules.includes('reservations')) throw new MutationError('module', MODULE_OFF);
}

const isStaff = (viewer: Viewer | undefined): boolean => holdsPermission(viewer, 'reservations');

/** The owner (user_id) or a holder of `reservations`; judged on the server, where the row is sure to be seen. */
async function authorizeOwnerOrStaff(tx: MutationTx, viewer: Viewer, collection: string, id: string, forbidden: string): Promise<void> {
  reservationsModule(viewer);
  if (isStaff(viewer)) return;
  const row = await tx.get(collection, id);
  if (row && row.user_id !== viewer.id) throw new MutationError('forbidden', forbidden);
}

export interface Booker {
  /** The signed-in person booking; null on the public page. */
  userId: string | null;
  staff: boolean;
  source: 'staff' | 'app' | 'public';
}

/** Who the booking is for: owner, profile, name and CPF (the quota's key). */
async function bookedFor(tx: MutationTx, args: Pick<PutArgs, 'profile_id' | 'name' | 'cpf' | 'email'>, booker: Booker) {
  const given = { name: args.name || null, cpf: args.cpf || null, email: args.email || null };
  if (args.profile_id) {
    const profile = await tx.get('profiles', args.profile_id);
    if (!profile && seesWholeTenant(tx)) throw new MutationError('not_found', 'Pessoa não encontrada.', { profile_id: 'Pessoa não encontrada.' });
    const owner = typeof profile?.user_id === 'string' ? profile.user_id : null;
    if (!booker.staff && profile && owner !== booker.userId) throw new MutationError('forbidden', 'Você só pode reservar para você mesmo.');
    return {
      user_id: profile ? owner : booker.staff ? null : booker.userId, profile_id: args.profile_id,
      name: profile ? str(profile.social_name) || str(profile.name) || given.name : given.name,
      cpf: profile && typeof profile.cpf === 'string' ? profile.cpf : given.cpf, email: given.email ?? (str(profile?.email) || null),
    };
  }
  // Staff booking for someone without a login (a walk-in, by name or CPF): nobody owns it.
  if (booker.staff && (given.name || given.cpf)) return { user_id: null, profile_id: null, ...given };
  if (!booker.userId) return { user_id: null, profile_id: null, ...given };
  // A signed-in person books for themselves: their profile's CPF is the quota's.
  const [own] = await tx.query('profiles', 'user_id', booker.userId);
  return {
    user_id: booker.userId, profile_id: own?.id ?? null,
    name: str(own?.social_name) || str(own?.name) || given.name,
    cpf: typeof own?.cpf === 'string' ? own.cpf : given.cpf, email: given.email ?? (str(own?.email) || null),
  };
}

/**
 * A booking, by every rule: the space exists, the slot is in the future, inside the opening hours,
 * outside every block, free (as far as this side sees) and within the CPF's weekly quota.
 * Shared by reservations.put and the public booking endpoint. Returns the row written.
 */
export async function book(tx: MutationTx, now: string, args: PutArgs, booker: Booker): Promise<StoredRow> {
  if (await tx.get('reservations', args.id)) throw new MutationError('duplicate', 'Esta reserva já foi registrada.');
  const space = await tx.get('spaces', args.space_id);
  if (!space) throw new MutationError('not_found', 'Espaço não encontrado.', { space_id: 'Espaço não encontrado.' });
  if (booker.source === 'public' && space.public_booking !== true) throw new MutationError('forbidden', 'Este espaço não aceita reservas pela página pública.');
  checkNotPast(args.starts_at, now);
  await checkSchedule(tx, space, args.starts_at, args.ends_at);
  await checkBlocks(tx, space, args.starts_at, args.ends_at);
  await checkFree(tx, space, args.starts_at, args.ends_at);
  const who = await bookedFor(tx, args, booker);
  const { weekly_quota_per_cpf } = await reservationSettingsOf(tx);
  await checkQuota(tx, who.cpf, who.user_id, args.starts_at, weekly_quota_per_cpf);
  const row: StoredRow = {
    id: args.id, space_id: space.id, venue_id: space.venue_id, starts_at: args.starts_at, ends_at: args.ends_at,
    ...who, status: booker.staff && args.status ? args.status : 'confirmada', source: booker.source,
    created_at: now, created_by: booker.userId, ...(args.notes ? { notes: args.notes } : {}),
  };
  await tx.put('reservations', row);
  return row;
}

export const putMutator: Mutator<PutArgs, 'reservations.put'> = {
  name: 'reservations.put',
  args: putArgs,
  async authorize(_tx, viewer) {
    reservationsModule(viewer);
  },
  async run(tx, ctx, args) {
    const staff = isStaff(ctx.viewer);
    await book(tx, ctx.now, args, { userId: ctx.userId, staff, source: staff ? 'staff' : 'app' });
  },
};

/** The reservation a mutation names, or its pt-BR 'not_found' refusal. */
async function reservationOf(tx: MutationTx, id: string): Promise<StoredRow> {
  const row = await tx.get('reservations', id);
  if (!row) throw new MutationError('not_found', NOT_FOUND);
  return row;
}

/**
 * Ends a live reservation (cancelada or nao_compareceu) and offers its slot to the waitlist. Used by
 * reservations.cancel, the no-show sweep and the lapse of an offer.
 */
export async function endReservation(
  tx: MutationTx, now: string, row: StoredRow, end: { status: 'cancelada' | 'nao_compareceu'; by: string | null; reason?: string | null },
): Promise<StoredRow | null> {
  const ended: StoredRow = end.status === 'cancelada'
    ? { ...row, status: 'cancelada', cancelled_at: now, cancelled_by: end.by, cancel_reason: end.reason ?? row.cancel_reason ?? null }
    : { ...row, status: 'nao_compareceu' };
  await tx.put('reservations', ended);
  if (row.status === 'pendente') await closeWaitOf(tx, row, Date.parse(str(row.offered_until)) <= Date.parse(now) ? 'expirada' : 'desistiu');
  return offerNext(tx, now, ended);
}

export const cancelMutator: Mutator<v.InferOutput<typeof cancelArgs>, 'reservations.cancel'> = {
  name: 'reservations.cancel',
  args: cancelArgs,
  async authorize(tx, viewer, args) {
    await authorizeOwnerOrStaff(tx, viewer, 'reservations', args.id, 'Só quem fez a reserva ou a equipe de reservas pode cancelá-la.');
  },
  async run(tx, ctx, args) {
    const row = await reservationOf(tx, args.id);
    if (row.status === 'cancelada') return;
    if (row.status === 'nao_compareceu') throw new MutationError('closed', 'Reserva encerrada: marcada como não compareceu.');
    const staff = ctx.viewer ? isStaff(ctx.viewer) : true;
    if (!staff && Date.parse(str(row.starts_at)) <= Date.parse(ctx.now)) throw new MutationError('closed', 'A reserva já começou: só a equipe de reservas pode cancelá-la.');
    await endReservation(tx, ctx.now, row, { status: 'cancelada', by: ctx.userId, reason: args.reason ?? null });
  },
};

export const CHECKIN_CANCELLED = 'Reserva cancelada: check-in não aceito.';
export const CHECKIN_NO_SHOW = 'Reserva marcada como não compareceu: check-in não aceito.';
export const checkinNotToday = (day: string): string => `Reserva não é de hoje: é de ${brDay(day)}.`;

export const checkinMutator: Mutator<v.InferOutput<typeof checkinArgs>, 'reservations.checkin'> = {
  name: 'reservations.checkin',
  args: checkinArgs,
  async authorize(_tx, viewer) {
    reservationsModule(viewer);
    if (!isStaff(viewer)) throw new MutationError('forbidden', 'Só a equipe de reservas registra a entrada.');
  },
  async run(tx, ctx, args) {
    const row = await reservationOf(tx, args.id);
    // First one wins: a repeat (another gate phone, a second scan) is accepted and changes nothing.
    if (row.checked_in_at) return;
    if (row.status === 'cancelada') throw new MutationError('cancelled', CHECKIN_CANCELLED);
    if (row.status === 'nao_compareceu') throw new MutationError('no_show', CHECKIN_NO_SHOW);
    const at = args.at ?? ctx.now;
    const day = brasiliaTime(str(row.starts_at)).day;
    if (brasiliaTime(at).day !== day) throw new MutationError('not_today', checkinNotToday(day));
    await tx.put('reservations', { ...row, status: 'confirmada', checked_in_at: at, checked_in_by: ctx.userId });
    if (row.status === 'pendente') await closeWaitOf(tx, row, 'atendida');
  },
};

export const confirmMutator: Mutator<v.InferOutput<typeof idArgs>, 'reservations.confirm'> = {
  name: 'reservations.confirm',
  args: idArgs,
  async authorize(tx, viewer, args) {
    await authorizeOwnerOrStaff(tx, viewer, 'reservations', args.id, 'Só quem recebeu a oferta ou a equipe de reservas pode confirmá-la.');
  },
  async run(tx, ctx, args) {
    const row = await reservationOf(tx, args.id);
    if (row.status === 'confirmada') return;
    if (row.status !== 'pendente') throw new MutationError('closed', 'Reserva encerrada: não pode ser confirmada.');
    if (row.offered_until && Date.parse(str(row.offered_until)) <= Date.parse(ctx.now)) {
      const t = brasiliaTime(str(row.offered_until));
      throw new MutationError('expired', `Oferta expirada em ${brDay(t.day)}: o horário foi oferecido ao próximo da lista.`);
    }
    await tx.put('reservations', { ...row, status: 'confirmada', confirmed_at: ctx.now });
    await closeWaitOf(tx, row, 'atendida');
  },
};

export const joinMutator: Mutator<v.InferOutput<typeof joinArgs>, 'reservationwaits.join'> = {
  name: 'reservationwaits.join',
  args: joinArgs,
  async authorize(_tx, viewer) {
    reservationsModule(viewer);
  },
  async run(tx, ctx, args) {
    if (await tx.get('reservationwaits', args.id)) throw new MutationError('duplicate', 'Você já está nesta lista de espera.');
    const space = await tx.get('spaces', args.space_id);
    if (!space) throw new MutationError('not_found', 'Espaço não encontrado.');
    checkNotPast(args.starts_at, ctx.now);
    const staff = ctx.viewer ? isStaff(ctx.viewer) : false;
    const who = await bookedFor(tx, args, { userId: ctx.userId, staff, source: staff ? 'staff' : 'app' });
    // The server sees every reservation: a free slot is booked, not waited for.
    if (seesWholeTenant(tx) && (await liveOverlapping(tx, space.id, args.starts_at, args.ends_at)).length === 0) {
      throw new MutationError('free', 'Horário livre: faça a reserva em vez de entrar na lista de espera.');
    }
    const mine = (await tx.query('reservationwaits', 'space_id', space.id)).some((w) =>
      (w.status === 'aguardando' || w.status === 'oferecida') && Date.parse(str(w.starts_at)) === Date.parse(args.starts_at)
      && ((who.user_id && w.user_id === who.user_id) || (who.cpf && w.cpf === who.cpf)));
    if (mine) throw new MutationError('duplicate', 'Você já está na lista de espera deste horário.');
    await tx.put('reservationwaits', {
      id: args.id, space_id: space.id, starts_at: args.starts_at, ends_at: args.ends_at, ...who, status: 'aguardando', created_at: ctx.now,
    });
  },
};

export const leaveMutator: Mutator<v.InferOutput<typeof idArgs>, 'reservationwaits.leave'> = {
  name: 'reservationwaits.leave',
  args: idArgs,
  async authorize(tx, viewer, args) {
    await authorizeOwnerOrStaff(tx, viewer, 'reservationwaits', args.id, 'Só quem entrou na lista ou a equipe de reservas pode retirá-la.');
  },
  async run(tx, ctx, args) {
    const wait = await tx.get('reservationwaits', args.id);
    if (!wait) throw new MutationError('not_found', 'Lista de espera não encontrada.');
    if (wait.status !== 'aguardando' && wait.status !== 'oferecida') return;
    await tx.put('reservationwaits', { ...wait, status: 'desistiu' });
    // An offer declined: its pending reservation ends and the slot goes to the next.
    const offer = wait.reservation_id ? await tx.get('reservations', str(wait.reservation_id)) : undefined;
    if (offer && offer.status === 'pendente') await endReservation(tx, ctx.now, { ...offer, wait_id: null }, { status: 'cancelada', by: ctx.userId, reason: 'Desistência da lista de espera.' });
  },
};

/** Used by the server's sweep (no-shows, lapsed offers), with the sweep's clock. */
export async function sweepReservation(tx: MutationTx, ctx: Pick<MutationContext, 'now'>, row: StoredRow, noShowMinutes: number): Promise<'no_show' | 'expired' | null> {
  if (!isLive(row)) return null;
  const now = Date.parse(ctx.now);
  if (row.status === 'pendente' && row.offered_until && Date.parse(str(row.offered_until)) <= now) {
    await endReservation(tx, ctx.now, row, { status: 'cancelada', by: null, reason: 'Oferta da lista de espera não confirmada no prazo.' });
    return 'expired';
  }
  // An offer still open is judged by its deadline; otherwise the tolerance counts from the start, or
  // from when the slot was taken if later (an offer of a slot under way, a walk-in booked late).
  if (row.status === 'pendente' && row.offered_until) return null;
  const from = Math.max(...[row.starts_at, row.created_at, row.confirmed_at].map((t) => Date.parse(str(t))).filter(Number.isFinite));
  if (!row.checked_in_at && from + noShowMinutes * 60_000 <= now) {
    await endReservation(tx, ctx.now, row, { status: 'nao_compareceu', by: null });
    return 'no_show';
  }
  return null;
}

export const RESERVATION_MUTATORS = [putMutator, cancelMutator, checkinMutator, confirmMutator, joinMutator, leaveMutator] as const;
