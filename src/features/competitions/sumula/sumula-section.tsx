// The súmula's "after" on the duel page, mounted by duel-page.tsx with one line: which panel shows
// depends on the súmula's state and on who looks —
// - divergência: the side-by-side view, for an admin (`competitions`) or the appointed árbitro; the
//   resolution form only for an admin whose confirmation is not in it (sumula-closed.ts), the
//   addenda (the árbitro's explanation) for both;
// - confirmada: the locked súmula (confirmed by whom and when, report, print, addenda);
// - not confirmed yet: the confirmation form, for the appointed árbitro only.
// Everything reads the local replica, so the referee confirms and sees the lock offline.
import { useUser } from '../../../data/session';
import { holdsPermission } from '../../../domain/access';
import { scoreFromEvents, sumulaSport } from '../../../domain/competitions/sumula/score';
import { regulationOf, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';
import { competitionBase } from '../play/competition-frame';
import { sideName } from '../../../domain/competitions/duel-format';
import { sumulaClaimants } from '../../../domain/competitions/sumula/sumula-closed';
import { addendumHours } from './addenda-section';
import { ConfirmPanel } from './confirm-panel';
import { DivergencePanel } from './divergence-panel';
import { LockedSumula } from './locked-sumula';
import { isAppointedArbiter } from './sumula-people';
import { useSumulaData, type SumulaData } from './use-sumula-data';

export const sumulaPrintPath = (competitionId: string, duelId: string): string => `${competitionBase(competitionId)}/duels/show/${duelId}/sumula`;

/** The events' score, by the sport's rules (the same function the server checks a confirmation with). */
export function eventsScore(rows: CompetitionRows, duel: Row, data: SumulaData) {
  const phase = rows.phases.find((p) => p.id === duel.phase_id);
  const regulation = regulationOf(rows, phase);
  return scoreFromEvents(data.events, sumulaSport(regulation?.sport, data.sportCode),
    { home_team_id: String(duel.home_team_id), away_team_id: String(duel.away_team_id) });
}

export function SumulaSection({ rows, duel }: { rows: CompetitionRows; duel: Row }) {
  const user = useUser();
  const data = useSumulaData(duel, rows.competitionteams);
  if (!data || !user || !duel.home_team_id || !duel.away_team_id) return null;
  const arbiter = isAppointedArbiter(data, user.id);
  const admin = holdsPermission(user, 'competitions');
  const teams = teamNames(rows);
  const names = { home: sideName(duel, 'home', teams), away: sideName(duel, 'away', teams) };
  const score = eventsScore(rows, duel, data);
  const hours = addendumHours(regulationOf(rows, rows.phases.find((p) => p.id === duel.phase_id)));
  if (duel.sumula_status === 'divergencia') {
    return (admin || arbiter) ? <DivergencePanel duel={duel} data={data} score={score} names={names} teams={teams}
      canResolve={admin && !sumulaClaimants(duel).has(user.id)} canAddenda={arbiter} hours={hours} /> : null;
  }
  if (duel.sumula_status === 'confirmada') {
    return <LockedSumula duel={duel} data={data} teams={teams} printPath={sumulaPrintPath(rows.competition.id, duel.id)}
      canAddenda={arbiter} hours={hours} />;
  }
  return arbiter ? <ConfirmPanel key={duel.id} duel={duel} names={names} score={score} data={data} userId={user.id} /> : null;
}
