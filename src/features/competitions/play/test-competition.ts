// Test-only: a small competition as replica rows (6 clubs, one round-robin phase with one group, a
// regulation, zones), built with fixed ids so tests can name its parts.
import { preset } from '../../../domain/competitions/standings';
import { derivedId } from '../../../domain/uuid';
import type { CompetitionRows, Row } from '../../../domain/competitions/row-helpers';

export const tid = (...parts: string[]): string => derivedId('play-test', ...parts);

export const CLUBS = ['Atlético', 'Bahia', 'Ceará', 'Fortaleza', 'Goiás', 'Sport'];

export function smallCompetition(legs: 1 | 2 = 2): CompetitionRows {
  const competition: Row = { id: tid('competition'), name: 'Copa Teste', sport_id: tid('sport'), season: 2026, regulation_id: tid('regulation'), status: 'em_andamento' };
  const regulation: Row = { id: tid('regulation'), name: 'Amador', sport_id: tid('sport'), ...preset('amateur_state').rules };
  const phase: Row = { id: tid('phase'), competition_id: competition.id, name: 'Primeira fase', kind: 'round_robin', order: 1, legs };
  const group: Row = { id: tid('group'), phase_id: phase.id, competition_id: competition.id, name: 'Grupo A', order: 1 };
  const teams: Row[] = CLUBS.map((name) => ({ id: tid('team', name), name, association_id: tid('association', name), sport_id: tid('sport') }));
  const competitionteams: Row[] = teams.map((t) => ({ id: tid('entry', t.id), competition_id: competition.id, team_id: t.id, group_id: group.id, status: 'confirmada' }));
  const zone: Row = { id: tid('zone'), name: 'Classificação', color: 'verde' };
  const positions: Row[] = [{ id: tid('zonepos'), classificationzone_id: zone.id, competition_id: competition.id, from_position: 1, to_position: 2 }];
  return {
    competition, regulations: [regulation], phases: [phase], groups: [group], competitionteams, teams, associations: [], duels: [],
    classificationzones: [zone], classificationzonepositions: positions, punishments: [],
  };
}

/** A played duel between two clubs of smallCompetition. */
export function played(rows: CompetitionRows, home: string, away: string, hs: number, as: number, round = 1): Row {
  return {
    id: tid('duel', home, away, String(round)), competition_id: rows.competition.id, phase_id: rows.phases[0]!.id, group_id: rows.groups[0]!.id,
    round, home_team_id: tid('team', home), away_team_id: tid('team', away), home_score: hs, away_score: as, status: 'realizada',
  };
}
