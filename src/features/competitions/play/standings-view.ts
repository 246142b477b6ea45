// From a competition's rows to its tables: one per group of each points phase (round robin, Swiss),
// computed on the device by the standings engine, with the punishments in force applied. Pure, so the
// back office (replica) and the public pages (snapshot) give the very same table.
import { computeStandings, presetFor, type Adjustment, type RegulationRules, type ResultInput, type Sport, type Standings } from '../../../domain/competitions/standings';
import { confirmedEntries, groupsOf, hasResult, num, regulationOf, sortedPhases, str, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';

/** Phase kinds whose groups have a table; knockout phases have a bracket instead. */
export const TABLE_KINDS: readonly string[] = ['round_robin', 'swiss'];

/** A decision is in force while provisional or final; a suspended or revoked one is not, nor one an appeal replaced. */
export function punishmentsInForce(punishments: readonly Row[]): Row[] {
  const replaced = new Set(punishments.filter((p) => p.status === 'provisoria' || p.status === 'definitiva').map((p) => str(p.supersedes_id)).filter(Boolean));
  return punishments.filter((p) => (p.status === 'provisoria' || p.status === 'definitiva') && !replaced.has(p.id));
}

/** Points deductions (perda_pontos) in force, as the engine's adjustments with their legal basis. */
export function adjustmentsFrom(punishments: readonly Row[]): Adjustment[] {
  return punishmentsInForce(punishments)
    .filter((p) => p.kind === 'perda_pontos' && str(p.team_id) && num(p.points) !== null)
    .map((p) => ({ id: p.id, team_id: String(p.team_id), points: num(p.points)!, reason: String(p.basis ?? ''), decided_by: str(p.decided_by) }));
}

/**
 * The duels as the table counts them: an annulled match (anulacao) counts for nobody, an awarded
 * result (wo) replaces the score played. A later decision on the same duel wins.
 */
export function duelsWithDecisions(duels: readonly Row[], punishments: readonly Row[]): Row[] {
  const decisions = new Map<string, Row>();
  for (const p of punishmentsInForce(punishments).sort((a, b) => String(a.decided_at).localeCompare(String(b.decided_at)))) {
    if ((p.kind === 'wo' || p.kind === 'anulacao') && str(p.duel_id)) decisions.set(String(p.duel_id), p);
  }
  if (decisions.size === 0) return [...duels];
  return duels.map((duel) => {
    const decision = decisions.get(duel.id);
    if (!decision) return duel;
    if (decision.kind === 'anulacao') return { ...duel, home_score: null, away_score: null, annulled: true };
    const home = num(decision.awarded_home_score);
    const away = num(decision.awarded_away_score);
    if (home === null || away === null) return duel;
    return { ...duel, home_score: home, away_score: away, decided_by: null, home_penalties: null, away_penalties: null, awarded: true };
  });
}

export function rulesOf(regulation: Row | null, sport: Sport | null = null): RegulationRules {
  if (!regulation) return presetFor(sport ?? 'football').rules;
  return regulation as unknown as RegulationRules;
}

export const sportOf = (rules: RegulationRules): Sport => (rules.sport ?? 'football');

export interface GroupTable {
  phase: Row;
  /** null: a phase without groups (one table for everyone). */
  group: Row | null;
  teams: { id: string; name: string }[];
  results: ResultInput[];
  rules: RegulationRules;
  adjustments: Adjustment[];
  seed: string;
  standings: Standings;
  /** Zones of this table: position range → zone row. */
  zones: { from: number; to: number; zone: Row }[];
}

/** The teams of a table: the group's entries, or every confirmed entry when the phase has no groups. */
function teamsOf(rows: CompetitionRows, group: Row | null, names: Map<string, string>): { id: string; name: string }[] {
  const entries = confirmedEntries(rows).filter((e) => (group ? e.group_id === group.id : true));
  return entries.map((e) => ({ id: String(e.team_id), name: names.get(String(e.team_id)) ?? String(e.team_id) }));
}

function zonesOf(rows: CompetitionRows, phase: Row): GroupTable['zones'] {
  const zones = new Map(rows.classificationzones.map((z) => [z.id, z]));
  return rows.classificationzonepositions
    .filter((p) => !str(p.phase_id) || p.phase_id === phase.id)
    .flatMap((p) => {
      const zone = zones.get(String(p.classificationzone_id));
      const from = num(p.from_position);
      const to = num(p.to_position) ?? from;
      return zone && from !== null && to !== null ? [{ from, to, zone }] : [];
    })
    .sort((a, b) => a.from - b.from);
}

/** One table: optionally only home games or only away games (COMET's tables). */
export function groupTable(rows: CompetitionRows, phase: Row, group: Row | null, side: 'home' | 'away' | null = null): GroupTable {
  const names = teamNames(rows);
  const teams = teamsOf(rows, group, names);
  const ids = new Set(teams.map((t) => t.id));
  const duels = duelsWithDecisions(rows.duels, rows.punishments).filter((d) =>
    d.phase_id === phase.id && (group ? d.group_id === group.id : true) && hasResult(d) && ids.has(String(d.home_team_id)) && ids.has(String(d.away_team_id)));
  const results = duels as unknown as ResultInput[];
  const rules = rulesOf(regulationOf(rows, phase));
  const adjustments = adjustmentsFrom(rows.punishments.filter((p) => p.competition_id === rows.competition.id)).filter((a) => ids.has(a.team_id));
  const seed = str(phase.seed) ?? rows.competition.id;
  const standings = computeStandings({ teams, results, rules, adjustments, seed, side });
  return { phase, group, teams, results, rules, adjustments, seed, standings, zones: zonesOf(rows, phase) };
}

/** Every table of the competition, phase by phase (points phases only), group by group. */
export function competitionTables(rows: CompetitionRows): GroupTable[] {
  return sortedPhases(rows).filter((p) => TABLE_KINDS.includes(String(p.kind))).flatMap((phase) => {
    const groups = groupsOf(rows, phase.id);
    return groups.length ? groups.map((g) => groupTable(rows, phase, g)) : [groupTable(rows, phase, null)];
  });
}

/** The zone covering a position, if any. */
export const zoneAt = (table: GroupTable, position: number): Row | null =>
  table.zones.find((z) => position >= z.from && position <= z.to)?.zone ?? null;

export const tableTitle = (table: GroupTable): string =>
  table.group ? `${String(table.phase.name)} — ${String(table.group.name)}` : String(table.phase.name);
