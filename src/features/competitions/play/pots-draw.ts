// The pots draw's input from the replica's rows: the pots in order with their teams, the attributes
// the constraints read (the team's association, and the UF of the association's city), and the
// constraints the organiser switched on. The draw itself is the generator's (drawPots).
import type { DrawPotsInput, PotConstraint } from '../../../domain/competitions/generators';
import { num, str, type Row } from '../../../domain/competitions/row-helpers';

export interface PotsSettings {
  /** At most this many teams of one association per group (0: no limit). */
  sameAssociation: number;
  /** At most this many teams of one state per group (0: no limit). */
  sameState: number;
}

export interface PotsContext {
  pots: Row[];
  entries: Row[];
  /** team id → association id */
  association: Record<string, string>;
  /** team id → UF */
  state: Record<string, string>;
  names: Record<string, string>;
}

export function drawInput(ctx: PotsContext, groups: number, settings: PotsSettings, seed: string): DrawPotsInput {
  const pots = [...ctx.pots].sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0))
    .map((pot) => ctx.entries.filter((e) => e.pot_id === pot.id && (e.status == null || e.status === 'confirmada')).map((e) => String(e.team_id)));
  const constraints: PotConstraint[] = [];
  if (settings.sameAssociation > 0) constraints.push({ attribute: 'association', maxPerGroup: settings.sameAssociation, label: 'entidade' });
  if (settings.sameState > 0) constraints.push({ attribute: 'state', maxPerGroup: settings.sameState, label: 'estado' });
  return { pots: pots.filter((p) => p.length > 0), groups, attributes: { association: ctx.association, state: ctx.state }, constraints, seed, names: ctx.names };
}

/** The competitionteams rows to write once the draw is confirmed: each entry with its new group. */
export function entriesWithGroups(entries: readonly Row[], drawn: readonly string[][], groups: readonly Row[]): Row[] {
  const groupOf = new Map<string, string>();
  drawn.forEach((members, i) => { const g = groups[i]; if (g) for (const team of members) groupOf.set(team, g.id); });
  return entries.filter((e) => groupOf.has(String(e.team_id)) && groupOf.get(String(e.team_id)) !== str(e.group_id))
    .map((e) => ({ ...e, group_id: groupOf.get(String(e.team_id)) }));
}
