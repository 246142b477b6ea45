// What "Gerar tabela" writes for a phase: the generator of its kind (round robin per group, knockout,
// double elimination, the next Swiss round) run with a seed, and its fixtures as `duels` rows. Pure:
// the screen writes the rows through mutate, one by one, with progress.
import { doubleElimination, knockout, roundRobin, swissRound, type Fixture, type SwissGame } from '../../../domain/competitions/generators';
import { confirmedEntries, groupsOf, hasResult, num, str, teamNames, type CompetitionRows, type Row } from '../../../domain/competitions/row-helpers';

export interface FixturePlan {
  duels: Row[];
  /** What the plan is, in pt-BR ("30 jogos em 10 rodadas"). */
  summary: string;
}

/** Why a phase cannot be (re)generated now, in pt-BR; null when it can. */
export function generationBlocker(rows: CompetitionRows, phase: Row): string | null {
  const duels = rows.duels.filter((d) => d.phase_id === phase.id);
  if (phase.kind === 'swiss') {
    const rounds = num(phase.rounds);
    const played = new Set(duels.map((d) => num(d.round))).size;
    if (rounds !== null && played >= rounds) return `Todas as ${rounds} rodadas do sistema suíço já foram geradas.`;
    if (duels.some((d) => !hasResult(d) && d.home_team_id && d.away_team_id)) return 'Registre todos os resultados da rodada atual antes de gerar a próxima.';
    return null;
  }
  if (phase.kind === 'heats') return 'Fases de baterias são sorteadas na tela de baterias.';
  if (duels.some(hasResult)) return 'Esta fase já tem resultados: refazer a tabela apagaria jogos disputados, por isso não é permitido.';
  return null;
}

/** Entrants in seed order (cabeças de chave first), then by name: knockout brackets place them by it. */
function seeded(rows: CompetitionRows, entries: Row[]): string[] {
  const names = teamNames(rows);
  return [...entries]
    .sort((a, b) => (num(a.seed) ?? 9999) - (num(b.seed) ?? 9999) || (names.get(String(a.team_id)) ?? '').localeCompare(names.get(String(b.team_id)) ?? '', 'pt-BR'))
    .map((e) => String(e.team_id));
}

const source = (s: Fixture['home_from']): string | null => (s ? `${s.kind}:${s.match}` : null);

function toDuel(rows: CompetitionRows, phase: Row, group: Row | null, f: Fixture): Row {
  const row: Row = {
    id: f.id, competition_id: rows.competition.id, phase_id: phase.id, group_id: group?.id ?? null, round: f.round,
    home_team_id: f.home, away_team_id: f.away, home_from: source(f.home_from), away_from: source(f.away_from),
    leg: f.leg ?? null, tie: f.tie ?? null, bracket: f.bracket ?? null, conditional: f.conditional ?? null, slot: f.slot ?? null, status: 'agendada',
  };
  for (const key of Object.keys(row)) if (row[key] === null || row[key] === undefined) delete row[key];
  return row;
}

/** Swiss: the rounds so far as the generator reads them (a bye is a game with one side empty). */
function swissHistory(duels: Row[]): SwissGame[][] {
  const byRound = new Map<number, SwissGame[]>();
  for (const d of duels) {
    const round = num(d.round) ?? 1;
    const game: SwissGame = { home: str(d.home_team_id), away: str(d.away_team_id) };
    if (hasResult(d)) Object.assign(game, { home_score: num(d.home_score)!, away_score: num(d.away_score)! });
    byRound.set(round, [...(byRound.get(round) ?? []), game]);
  }
  return [...byRound.keys()].sort((a, b) => a - b).map((r) => byRound.get(r)!);
}

/** The fixtures of a phase (or of its next Swiss round) drawn with `seed`. Throws a pt-BR Error when the phase cannot be drawn. */
export function planFixtures(rows: CompetitionRows, phase: Row, seed: string): FixturePlan {
  const entries = confirmedEntries(rows);
  const legs = num(phase.legs) === 2 ? 2 : 1;
  const scope = phase.id;
  switch (phase.kind) {
    case 'round_robin': {
      const groups = groupsOf(rows, phase.id);
      const parts: [Row | null, string[]][] = groups.length
        ? groups.map((g) => [g, entries.filter((e) => e.group_id === g.id).map((e) => String(e.team_id))])
        : [[null, entries.map((e) => String(e.team_id))]];
      const duels = parts.flatMap(([group, teams]) => {
        if (teams.length < 2) throw new Error(`${group ? String(group.name) : 'A fase'} precisa de pelo menos duas equipes confirmadas.`);
        return roundRobin({ entrants: teams, legs, seed, scope: group?.id ?? scope }).fixtures.map((f) => toDuel(rows, phase, group, f));
      });
      const rounds = new Set(duels.map((d) => d.round)).size;
      return { duels, summary: `${duels.length} jogos em ${rounds} rodadas${legs === 2 ? ' (turno e returno)' : ''}.` };
    }
    case 'knockout': {
      const result = knockout({ entrants: seeded(rows, entries), legs, thirdPlace: phase.third_place === true, seed, scope });
      const duels = result.fixtures.map((f) => toDuel(rows, phase, null, f));
      return { duels, summary: `${duels.length} jogos em ${result.rounds} fases do mata-mata.` };
    }
    case 'double_elimination': {
      const result = doubleElimination({ entrants: seeded(rows, entries), grandFinalReset: phase.grand_final_reset === true, seed, scope });
      const duels = result.fixtures.map((f) => toDuel(rows, phase, null, f));
      return { duels, summary: `${duels.length} jogos: ${result.winnersRounds} rodadas na chave dos vencedores, ${result.losersRounds} na dos perdedores e a grande final.` };
    }
    case 'swiss': {
      const existing = rows.duels.filter((d) => d.phase_id === phase.id);
      const history = swissHistory(existing);
      const result = swissRound({ entrants: seeded(rows, entries), rounds: history, seed: `${seed}:${history.length + 1}`, scope });
      const round = history.length + 1;
      const duels = result.pairings.filter((f) => f.home && f.away).map((f) => toDuel(rows, phase, null, { ...f, round }));
      const bye = result.bye ? ` Folga: ${teamNames(rows).get(result.bye) ?? ''}.` : '';
      return { duels, summary: `Rodada ${round}: ${duels.length} jogos.${bye}` };
    }
    default:
      throw new Error('Este formato de fase não gera jogos aqui.');
  }
}
