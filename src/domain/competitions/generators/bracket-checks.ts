// Structural checks of an elimination bracket, in pt-BR: used by the property tests, and usable on a
// bracket edited by hand before it is saved (a slot pointing to a match that does not exist, or a team
// entering twice, would otherwise surface only when the match is due).
import type { Fixture } from './fixture';

export function bracketProblems(fixtures: readonly Fixture[], entrants: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  fixtures.forEach((f, i) => {
    if (seen.has(f.id)) problems.push(`O jogo ${f.id} aparece duas vezes.`);
    seen.set(f.id, i);
  });
  const literal = new Map<string, number>();
  fixtures.forEach((f, i) => {
    for (const [team, from] of [[f.home, f.home_from], [f.away, f.away_from]] as const) {
      if (team !== null) literal.set(team, (literal.get(team) ?? 0) + 1);
      else if (!from) problems.push(`O jogo ${f.id} tem um lado sem equipe e sem origem.`);
      else {
        const at = seen.get(from.match);
        if (at === undefined) problems.push(`O jogo ${f.id} vem de um jogo que não existe (${from.match}).`);
        else if (at >= i) problems.push(`O jogo ${f.id} vem de um jogo que não é anterior (${from.match}).`);
      }
    }
    if (f.home !== null && f.home === f.away) problems.push(`O jogo ${f.id} põe ${f.home} contra si mesmo.`);
  });
  // A team appears by name only in its first match (two legs: both legs of its first tie); afterwards it arrives as a winner or loser.
  for (const e of entrants) {
    const firstFixtures = fixtures.filter((f) => f.home === e || f.away === e);
    const ties = new Set(firstFixtures.map((f) => f.tie ?? f.id));
    if (ties.size !== 1) problems.push(`${e} entra na chave ${ties.size} vezes (deveria ser uma).`);
  }
  for (const team of literal.keys()) if (!entrants.includes(team)) problems.push(`${team} não está entre os participantes.`);
  return problems;
}
