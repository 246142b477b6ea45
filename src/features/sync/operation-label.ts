// Names a queued write in pt-BR for the sync panel: "Criação de cidade “Campinas”", from the
// mutation name and the registry labels. A generic `<collection>.put` is a creation when the row is
// not in the replica (after a refusal the replica shows the server's state) and an edition when it is.
//
// Named flows get their own wording (NAMED below): "Check-in de Ana Souza — Almoço". Their args carry
// ids only, so the names come from the replica through `operationNames` (async, for the live query
// that lists the entries) and are passed as the optional 4th argument; without them the label still
// says what the write was ("Check-in em refeição").
import { plural, t } from '@lingui/core/macro';
import type { TenantDb } from '../../data/tenant-db';
import { mealUserId } from '../../domain/meals/meals-checkin';
import { isInstantWithOffset } from '../../domain/reservations/instants';
import { slotLabel } from '../../domain/reservations/time';
import { findResource, getResource, type AnyResource } from '../../domain/resources/index';
import { resourceBase } from '../../routes/view-routes';

export type OperationKind = 'create' | 'update' | 'delete' | 'other';

export interface OperationInfo {
  resource: AnyResource | null;
  kind: OperationKind;
  /** "Criação de cidade", "Exclusão de país", or the raw name of a flow the registry does not know. */
  label: string;
  /** The record's name (its `title` field) when the args carry it. */
  title: string | null;
  /** Id of the record the write touches, when it names one. */
  recordId: string | null;
  /** The record's edit screen when it exists locally and the resource has screens. */
  href: string | null;
}

const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);

function actionLabel(kind: OperationKind, noun: string): string {
  switch (kind) {
    case 'create':
      return t`Criação de ${noun}`;
    case 'update':
      return t`Edição de ${noun}`;
    case 'delete':
      return t`Exclusão de ${noun}`;
    case 'other':
      return noun;
  }
}

/** Names a named flow's args point at, read from the replica (null: not held locally). */
export interface OperationNames {
  /** The person of a check-in (their name on the meal's list). */
  person?: string | null;
  /** The meal's name. */
  meal?: string | null;
  /** A reservation's space and slot ("19:00–20:00 de 01/12"), from the args or the reserved row. */
  space?: string | null;
  slot?: string | null;
}

const idArg = (args: Record<string, unknown>, key: string): string | null => (typeof args[key] === 'string' ? (args[key] as string) : null);
const countArg = (args: Record<string, unknown>): number => (Array.isArray(args.userIds) ? args.userIds.length : 0);

type NamedDescriber = (args: Record<string, unknown>, names: OperationNames) => Omit<OperationInfo, 'kind'>;

/** "19:00–20:00 de 01/12" from a write's own instants, when it carries them. */
const argSlot = (args: Record<string, unknown>): string | null =>
  typeof args.starts_at === 'string' && typeof args.ends_at === 'string' && isInstantWithOffset(args.starts_at) && isInstantWithOffset(args.ends_at)
    ? slotLabel(args.starts_at, args.ends_at)
    : null;

/** A reservation flow: "Reserva — Quadra 1", the slot as its title (the refusal in the sync panel names the rule). */
const reservationFlow = (collection: 'reservations' | 'reservationwaits', action: (space: string | null) => string): NamedDescriber => (args, names) => ({
  resource: getResource(collection), label: action(names.space ?? null), title: names.slot ?? argSlot(args), recordId: idArg(args, 'id'), href: null,
});

const NAMED: Readonly<Record<string, NamedDescriber>> = {
  'reservations.put': reservationFlow('reservations', (space) => (space ? t`Reserva — ${space}` : t`Reserva de espaço`)),
  'reservations.cancel': reservationFlow('reservations', (space) => (space ? t`Cancelamento de reserva — ${space}` : t`Cancelamento de reserva`)),
  'reservations.checkin': reservationFlow('reservations', (space) => (space ? t`Check-in de reserva — ${space}` : t`Check-in de reserva`)),
  'reservations.confirm': reservationFlow('reservations', (space) => (space ? t`Confirmação de reserva — ${space}` : t`Confirmação de reserva`)),
  'reservationwaits.join': reservationFlow('reservationwaits', (space) => (space ? t`Entrada na lista de espera — ${space}` : t`Entrada na lista de espera`)),
  'reservationwaits.leave': reservationFlow('reservationwaits', (space) => (space ? t`Saída da lista de espera — ${space}` : t`Saída da lista de espera`)),
  // A belt exam's tap on the grading sheet and the federation's confirmation (docs/graduations.md).
  'registerexams.mark': (args) => ({
    resource: getResource('registerexammarks'),
    label: args.result === 'aprovado' ? t`Resultado de exame de graduação: aprovado` : t`Resultado de exame de graduação: reprovado`,
    title: null, recordId: idArg(args, 'id'), href: idArg(args, 'exam_id') ? `/registers/registerexams/${idArg(args, 'exam_id')}/grade` : null,
  }),
  'registerexams.confirm': (args) => ({
    resource: getResource('registerexams'), label: t`Confirmação de exame de graduação`, title: null, recordId: idArg(args, 'id'),
    href: idArg(args, 'id') ? `/registers/registerexams/show/${idArg(args, 'id')}` : null,
  }),
  'meals.checkin': (args, names) => {
    const mealId = idArg(args, 'mealId');
    const label = names.person && names.meal
      ? t`Check-in de ${names.person} — ${names.meal}`
      : names.person
        ? t`Check-in de ${names.person}`
        : names.meal
          ? t`Check-in em ${names.meal}`
          : t`Check-in em refeição`;
    return {
      resource: getResource('mealcheckins'), label, title: null, recordId: idArg(args, 'nonce'),
      href: mealId && names.meal ? `/meals/${mealId}/checkin` : null,
    };
  },
  'meals.eligibility.add': (args, names) => {
    const n = countArg(args);
    const people = plural(n, { one: '# pessoa', other: '# pessoas' });
    const mealId = idArg(args, 'mealId');
    return {
      resource: getResource('mealusers'),
      label: names.meal ? t`Inclusão de ${people} em ${names.meal}` : t`Inclusão de ${people} em refeição`,
      title: null, recordId: null, href: mealId && names.meal ? `/meals/${mealId}/users` : null,
    };
  },
  'meals.eligibility.remove': (args, names) => {
    const n = countArg(args);
    const people = plural(n, { one: '# pessoa', other: '# pessoas' });
    const mealId = idArg(args, 'mealId');
    return {
      resource: getResource('mealusers'),
      label: names.meal ? t`Remoção de ${people} de ${names.meal}` : t`Remoção de ${people} de refeição`,
      title: null, recordId: null, href: mealId && names.meal ? `/meals/${mealId}/users` : null,
    };
  },
};

/** The names a named flow's label shows, from the replica (an empty object for other writes). */
export async function operationNames(db: TenantDb, name: string, args: Record<string, unknown>): Promise<OperationNames> {
  if (!(name in NAMED)) return {};
  if (name.startsWith('reservations.') || name.startsWith('reservationwaits.')) return reservationNames(db, name, args);
  const mealId = idArg(args, 'mealId');
  const userId = idArg(args, 'userId');
  if (!mealId) return {};
  const [meal, listed] = await Promise.all([
    db.rows('meals').get(mealId.toLowerCase()),
    userId ? db.rows('mealusers').get(mealUserId(mealId, userId)) : undefined,
  ]);
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { meal: text(meal?.name), person: text(listed?.social_name) ?? text(listed?.name) };
}

/** The space and slot of a reservation flow: from its args, or from the row it names. */
async function reservationNames(db: TenantDb, name: string, args: Record<string, unknown>): Promise<OperationNames> {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const id = idArg(args, 'id');
  const row = !idArg(args, 'space_id') && id ? await db.rows(name.startsWith('reservations.') ? 'reservations' : 'reservationwaits').get(id.toLowerCase()) : undefined;
  const spaceId = idArg(args, 'space_id') ?? text(row?.space_id);
  const space = spaceId ? await db.rows('spaces').get(spaceId.toLowerCase()) : undefined;
  return { space: text(space?.name), slot: row ? argSlot(row) : argSlot(args) };
}

export function describeOperation(name: string, args: Record<string, unknown>, existsLocally: boolean, names: OperationNames = {}): OperationInfo {
  const named = NAMED[name];
  if (named) return { kind: 'other', ...named(args, names) };
  const dot = name.lastIndexOf('.');
  const collection = dot > 0 ? name.slice(0, dot) : name;
  const verb = dot > 0 ? name.slice(dot + 1) : '';
  const resource = findResource(collection) ?? null;
  const recordId = typeof args.id === 'string' ? args.id : null;
  if (!resource) {
    return { resource: null, kind: 'other', label: t`Operação “${name}”`, title: null, recordId, href: null };
  }
  const kind: OperationKind = verb === 'put' ? (existsLocally ? 'update' : 'create') : verb === 'delete' ? 'delete' : 'other';
  const noun = lowerFirst(resource.labels.singular);
  const label = kind === 'other' ? `${resource.labels.singular}: ${verb}` : actionLabel(kind, noun);
  const rawTitle = args[resource.title];
  const title = typeof rawTitle === 'string' && rawTitle.trim() !== '' ? rawTitle : null;
  const base = resourceBase(resource.key);
  const href = base && recordId && existsLocally ? `${base}/edit/${recordId}` : null;
  return { resource, kind, label, title, recordId, href };
}
