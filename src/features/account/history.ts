// The person's sports history (`/my/reports`), computed from the local replica's
// rows: where they were registered (competitionmembers → competitionteams → teams, competitions),
// the matches of those teams in those competitions (duels) with the result from their side, their
// goals and cards counted from the súmula's events (duelevents: voided events do not count, a second
// yellow is an indirect red, as sumula/events.ts derives them), and the punishments naming them.
// Pure: the page reads the rows, this folds them; the CSV/XLSX/printable exports use the same result.
import { cardsByPerson, liveEvents, type SumulaEvent } from '../../domain/competitions/sumula/events';

type Row = Record<string, unknown> & { id: string };

export interface HistoryRows {
  /** The person's profile id: what competitionmembers, duelevents and punishments name. */
  profileId: string;
  members: readonly Row[];
  entries: readonly Row[];
  competitions: readonly Row[];
  teams: readonly Row[];
  duels: readonly Row[];
  events: readonly Row[];
  punishments: readonly Row[];
}

export interface Registration {
  memberId: string;
  competitionId: string;
  competition: string;
  season: string;
  competitionStatus: string;
  teamId: string | null;
  team: string;
  role: string;
  shirtNumber: number | null;
}

export type Outcome = 'vitoria' | 'empate' | 'derrota';

export interface MatchLine {
  duelId: string;
  competitionId: string;
  competition: string;
  /** `AAAA-MM-DD` or an ISO date-time, as the duel stores it; '' when not scheduled. */
  date: string;
  team: string;
  opponent: string;
  home: boolean;
  /** From the person's team's side; null before a result. */
  goalsFor: number | null;
  goalsAgainst: number | null;
  outcome: Outcome | null;
  goals: number;
  ownGoals: number;
  yellows: number;
  red: boolean;
}

export interface PunishmentLine {
  id: string;
  kind: string;
  competition: string;
  basis: string;
  decidedAt: string;
  status: string;
  matches: number | null;
  days: number | null;
}

export interface HistoryTotals {
  competitions: number;
  matches: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goals: number;
  ownGoals: number;
  yellows: number;
  reds: number;
}

export interface SportsHistory {
  registrations: Registration[];
  matches: MatchLine[];
  punishments: PunishmentLine[];
  totals: HistoryTotals;
}

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const byId = (rows: readonly Row[]): Map<string, Row> => new Map(rows.map((r) => [r.id, r]));

const GOALS = new Set(['goal', 'penalty_goal']);

/** The person's goals, own goals and cards in one duel, from its events. */
function personInDuel(events: readonly SumulaEvent[], profileId: string) {
  const live = liveEvents(events).filter((e) => e.person_id === profileId);
  const cards = cardsByPerson(events).find((c) => c.person_id === profileId);
  return {
    goals: live.filter((e) => GOALS.has(e.kind)).length,
    ownGoals: live.filter((e) => e.kind === 'own_goal').length,
    yellows: cards?.yellows ?? 0,
    red: Boolean(cards && (cards.directRed || cards.indirectRed)),
  };
}

function outcomeOf(goalsFor: number | null, goalsAgainst: number | null): Outcome | null {
  if (goalsFor === null || goalsAgainst === null) return null;
  return goalsFor > goalsAgainst ? 'vitoria' : goalsFor < goalsAgainst ? 'derrota' : 'empate';
}

export function sportsHistory(rows: HistoryRows): SportsHistory {
  const entries = byId(rows.entries);
  const competitions = byId(rows.competitions);
  const teams = byId(rows.teams);
  const teamName = (id: string | null): string => (id ? str(teams.get(id)?.name) || '—' : '—');
  const competitionName = (id: string): string => str(competitions.get(id)?.name) || '—';

  const mine = rows.members.filter((m) => m.profile_id === rows.profileId);
  const registrations: Registration[] = mine.map((m) => {
    const competitionId = str(m.competition_id);
    const teamId = str(entries.get(str(m.competitionteam_id))?.team_id) || null;
    const competition = competitions.get(competitionId);
    return {
      memberId: m.id, competitionId, competition: competitionName(competitionId), season: str(competition?.season), competitionStatus: str(competition?.status),
      teamId, team: teamName(teamId), role: str(m.role), shirtNumber: num(m.shirt_number),
    };
  }).sort((a, b) => b.season.localeCompare(a.season) || a.competition.localeCompare(b.competition, 'pt-BR'));

  // Which team the person played for in each competition (one registration per competition as an
  // athlete; an official may hold more: every team counts).
  const teamsIn = new Map<string, Set<string>>();
  for (const r of registrations) if (r.teamId) teamsIn.set(r.competitionId, (teamsIn.get(r.competitionId) ?? new Set()).add(r.teamId));

  const eventsByDuel = new Map<string, SumulaEvent[]>();
  for (const e of rows.events) {
    const duel = str(e.duel_id);
    eventsByDuel.set(duel, [...(eventsByDuel.get(duel) ?? []), e as unknown as SumulaEvent]);
  }

  const matches: MatchLine[] = [];
  for (const d of rows.duels) {
    const competitionId = str(d.competition_id);
    const mineHere = teamsIn.get(competitionId);
    if (!mineHere) continue;
    const homeId = str(d.home_team_id);
    const awayId = str(d.away_team_id);
    const home = mineHere.has(homeId);
    if (!home && !mineHere.has(awayId)) continue;
    const [goalsFor, goalsAgainst] = home ? [num(d.home_score), num(d.away_score)] : [num(d.away_score), num(d.home_score)];
    matches.push({
      duelId: d.id, competitionId, competition: competitionName(competitionId), date: str(d.starts_at),
      team: teamName(home ? homeId : awayId), opponent: teamName(home ? awayId : homeId), home,
      goalsFor, goalsAgainst, outcome: outcomeOf(goalsFor, goalsAgainst),
      ...personInDuel(eventsByDuel.get(d.id) ?? [], rows.profileId),
    });
  }
  matches.sort((a, b) => b.date.localeCompare(a.date) || a.duelId.localeCompare(b.duelId));

  const punishments: PunishmentLine[] = rows.punishments
    .filter((p) => p.profile_id === rows.profileId)
    .map((p) => ({
      id: p.id, kind: str(p.kind), competition: p.competition_id ? competitionName(str(p.competition_id)) : '—', basis: str(p.basis),
      decidedAt: str(p.decided_at), status: str(p.status), matches: num(p.matches), days: num(p.days),
    }))
    .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));

  const played = matches.filter((m) => m.outcome !== null);
  const totals: HistoryTotals = {
    competitions: new Set(registrations.map((r) => r.competitionId)).size,
    matches: matches.length,
    played: played.length,
    wins: played.filter((m) => m.outcome === 'vitoria').length,
    draws: played.filter((m) => m.outcome === 'empate').length,
    losses: played.filter((m) => m.outcome === 'derrota').length,
    goals: matches.reduce((n, m) => n + m.goals, 0),
    ownGoals: matches.reduce((n, m) => n + m.ownGoals, 0),
    yellows: matches.reduce((n, m) => n + m.yellows, 0),
    reds: matches.filter((m) => m.red).length,
  };
  return { registrations, matches, punishments, totals };
}
