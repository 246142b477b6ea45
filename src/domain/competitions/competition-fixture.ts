// An in-memory competition for the mutator tests: two competitions, a phase and a group each,
// three teams entered in the first (one of them pending) and a scheduled duel between two of them.
// Rows are stored directly (the prerequisites' own rules are tested elsewhere).
import { uuidv7 } from '../uuid';
import { matchesIndex, type MutationTx, type StoredRow } from '../mutators/index';

/** A transaction over rows in memory (`collection/id` → row), starting with `initial`. */
export function memoryTx(initial: Iterable<readonly [string, StoredRow]> = []): MutationTx & { rows: Map<string, StoredRow> } {
  const rows = new Map<string, StoredRow>(initial);
  return {
    rows,
    get: async (c, id) => rows.get(`${c}/${id}`),
    put: async (c, r) => void rows.set(`${c}/${r.id}`, r),
    delete: async (c, id) => void rows.delete(`${c}/${id}`),
    query: async (c, index, value) => [...rows.entries()].filter(([k, r]) => k.startsWith(`${c}/`) && matchesIndex(r, index, value)).map(([, r]) => r),
  };
}

export function competitionFixture() {
  const tx = memoryTx();
  const seed = (collection: string, row: Record<string, unknown>): StoredRow => {
    const stored = { id: uuidv7(), ...row } as StoredRow;
    tx.rows.set(`${collection}/${stored.id}`, stored);
    return stored;
  };
  const sport = seed('sports', { name: 'Futebol', code: 'FUT', team_sport: true, active: true });
  const regulation = seed('regulations', { name: 'CBF', sport_id: sport.id, win_points: 3, draw_points: 1, loss_points: 0, criteria: ['points'] });
  const competition = seed('competitions', { name: 'Estadual', sport_id: sport.id, season: 2026, regulation_id: regulation.id });
  const other = seed('competitions', { name: 'Copa', sport_id: sport.id, season: 2026, regulation_id: regulation.id });
  const phase = seed('phases', { competition_id: competition.id, name: 'Primeira fase', kind: 'round_robin', order: 1 });
  const otherPhase = seed('phases', { competition_id: other.id, name: 'Fase única', kind: 'round_robin', order: 1 });
  const group = seed('groups', { phase_id: phase.id, name: 'Grupo A' });
  const otherGroup = seed('groups', { phase_id: otherPhase.id, name: 'Grupo B' });
  const team = (name: string) => seed('teams', { name, association_id: uuidv7(), sport_id: sport.id, category: 'Adulto', gender: 'masculino' });
  const [a, b, c, d] = [team('Alfa'), team('Beta'), team('Gama'), team('Delta')];
  seed('competitionteams', { competition_id: competition.id, team_id: a.id, group_id: group.id });
  seed('competitionteams', { competition_id: competition.id, team_id: b.id, group_id: group.id, status: 'confirmada' });
  seed('competitionteams', { competition_id: competition.id, team_id: c.id, group_id: group.id, status: 'pendente' });
  seed('competitionteams', { competition_id: other.id, team_id: d.id, group_id: otherGroup.id });
  const duel = {
    id: uuidv7(), competition_id: competition.id, phase_id: phase.id, group_id: group.id, round: 1,
    home_team_id: a.id, away_team_id: b.id, starts_at: '2026-03-01',
  };
  return { tx, seed, sport, regulation, competition, other, phase, otherPhase, group, otherGroup, teams: { a, b, c, d }, duel };
}
