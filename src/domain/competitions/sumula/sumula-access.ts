// Who may write a duel's súmula: holders of `competitions`, or an official appointed to that duel
// (appointment not declined) whose role's `sumula_access` allows it: `confirma` (the árbitro:
// events, confirmation, addenda) or `lanca` (mesário, apontador: events only). Resolving a
// divergence is the federation's (`competitions`, COMPETITIONS.md §5.5 "the association resolves"),
// never the appointed crew's: a divergence is the referee's own signature disagreeing with the
// events, and someone of his crew is not independent of him (who confirmed is
// further excluded in duels.resolve, sumula-closed.ts). The
// appointment and its role are read through the tx: on the server the whole tenant, on the
// referee's device its own appointments (owner scope) and the tenant's roles.
import { holdsPermission } from '../../access';
import { duelevents } from '../../resources/duelevents';
import { offersModule, type Viewer } from '../../resources/scope';
import { moduleRefusal } from '../../mutators/generic';
import { RESOLVE_FORBIDDEN_MESSAGE } from './sumula-closed';
import { MutationError, type MutationTx } from '../../mutators/types';

export type SumulaAct = 'event' | 'confirm' | 'resolve' | 'addendum';

export const SUMULA_FORBIDDEN_MESSAGE = 'Somente a arbitragem escalada para este jogo pode registrar a súmula.';
export const ADDENDUM_FORBIDDEN_MESSAGE = 'Somente o árbitro escalado para este jogo pode registrar adendos.';

/** The `sumula_access` of the viewer's live appointments to `duelId`. */
async function appointedAccess(tx: MutationTx, userId: string, duelId: string): Promise<Set<string>> {
  const access = new Set<string>();
  for (const a of await tx.query('refereeappointments', 'duel_id', duelId)) {
    if (a.user_id !== userId || a.status === 'recusada') continue;
    const role = await tx.get('refereeroles', a.role_id as string);
    if (typeof role?.sumula_access === 'string') access.add(role.sumula_access);
  }
  return access;
}

/** Throws unless `viewer` may do `act` on the súmula of `duelId`. */
export async function authorizeSumula(tx: MutationTx, viewer: Viewer, duelId: string, act: SumulaAct): Promise<void> {
  if (!offersModule(duelevents, viewer)) throw moduleRefusal(duelevents);
  // Addenda are the referee's own word (COMPETITIONS.md §5.3): an administrator does not write them.
  if (act !== 'addendum' && holdsPermission(viewer, 'competitions')) return;
  if (act === 'resolve') throw new MutationError('forbidden', RESOLVE_FORBIDDEN_MESSAGE);
  const access = await appointedAccess(tx, viewer.id, duelId);
  if (access.has('confirma') || (act === 'event' && access.has('lanca'))) return;
  throw new MutationError('forbidden', act === 'addendum' ? ADDENDUM_FORBIDDEN_MESSAGE : SUMULA_FORBIDDEN_MESSAGE);
}
