// Names the súmula's screens print, from the replica: who confirmed, resolved or wrote an addendum
// (a user id → their referee row's name; the signed-in user by their own name; else the
// organisation), and the crew in role order.
import type { UserInfo } from '../../../domain/api';
import type { Row } from '../../../domain/competitions/row-helpers';
import type { SumulaData } from './use-sumula-data';

export function personName(userId: unknown, data: SumulaData, me: UserInfo | null): string {
  if (typeof userId !== 'string') return '—';
  for (const r of data.referees.values()) if (r.user_id === userId) return String(r.name);
  if (me && me.id === userId) return me.name;
  return 'Organização da competição';
}

export interface CrewLine { role: string; name: string; status: string }

export function crewOf(data: SumulaData): CrewLine[] {
  return data.appointments.filter((a) => a.status !== 'recusada').map((a) => ({
    role: String(data.roles.get(String(a.role_id))?.name ?? 'Função'),
    name: String(data.referees.get(String(a.referee_id))?.name ?? 'Árbitro'),
    status: String(a.status ?? ''),
  })).sort((a, b) => a.role.localeCompare(b.role, 'pt-BR'));
}

/** The viewer may write the súmula as its árbitro: appointed (not declined) with a `confirma` role. */
export function isAppointedArbiter(data: SumulaData, userId: string | null | undefined): boolean {
  return Boolean(userId) && data.appointments.some((a: Row) =>
    a.user_id === userId && a.status !== 'recusada' && data.roles.get(String(a.role_id))?.sumula_access === 'confirma');
}
