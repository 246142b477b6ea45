// A draw from pots into groups, with separation constraints (no two clubs of one association, at most
// one per state, …). The draw order is random from the seed (pot by pot); each drawn team goes to the
// first group, in order, that keeps the REST of the draw feasible: before placing it we solve the
// remaining draw (backtracking, most-constrained team first), so the draw never dead-ends when a valid
// outcome exists (UEFA voided its 2021 draw over exactly this; a greedy draw "restarts" instead).
// Every group it passes over is recorded with the reason, so anyone can ask "por que não o Grupo B?".
import { seededRandom } from '../seeded-random';
import { assertDistinct, groupName } from './fixture';

export interface PotConstraint {
  /** A key of `attributes` (e.g. 'association', 'state'). */
  attribute: string;
  maxPerGroup: number;
  /** How the messages name it, in pt-BR (e.g. 'estado'); default: the attribute key. */
  label?: string;
}

export interface DrawPotsInput {
  pots: string[][];
  groups: number;
  /** attribute → team → value, e.g. { state: { teamA: 'SP' } }. A team without a value is not limited by it. */
  attributes?: Record<string, Record<string, string>>;
  constraints?: PotConstraint[];
  seed: string;
  /** Team names for the messages (the draw itself only knows ids). */
  names?: Record<string, string>;
}

export interface DrawStep {
  entrant: string;
  /** Index into `pots`. */
  pot: number;
  /** Index of the group it went to (0 = Grupo A). */
  group: number;
  /** The groups before it that it could not go to, and why (pt-BR). */
  skipped: { group: number; reason: string }[];
}

export interface DrawPotsResult {
  groups: string[][];
  steps: DrawStep[];
  seed: string;
}

interface Team {
  id: string;
  pot: number;
  /** The value for each constraint, or undefined. */
  values: (string | undefined)[];
}

/** The draw's state and its rules: placement checks, and the feasibility search over what is left. */
class DrawState {
  readonly members: string[][];
  private readonly potCount: number[][];
  private readonly valueCount: Map<string, number>[][];
  private readonly potCap: number[];
  private readonly potFloor: number[];
  private readonly sizeCap: number;
  private readonly sizeFloor: number;

  constructor(
    readonly groupCount: number,
    private readonly pots: number[],
    private readonly constraints: PotConstraint[],
    private readonly name: (id: string) => string,
  ) {
    const total = pots.reduce((a, b) => a + b, 0);
    this.members = Array.from({ length: groupCount }, () => []);
    this.potCount = Array.from({ length: groupCount }, () => pots.map(() => 0));
    this.valueCount = Array.from({ length: groupCount }, () => constraints.map(() => new Map()));
    // Each pot spreads evenly over the groups (one per group when it has as many teams as groups), and
    // the groups end up the same size, give or take one.
    this.potCap = pots.map((n) => Math.ceil(n / groupCount));
    this.potFloor = pots.map((n) => Math.floor(n / groupCount));
    this.sizeCap = Math.ceil(total / groupCount);
    this.sizeFloor = Math.floor(total / groupCount);
  }

  /** Whether `team` may go to `group` now (the search's hot path: no message built). */
  allowed(team: Team, group: number): boolean {
    if (this.members[group]!.length >= this.sizeCap) return false;
    if (this.potCount[group]![team.pot]! >= this.potCap[team.pot]!) return false;
    for (let c = 0; c < this.constraints.length; c++) {
      const value = team.values[c];
      if (value !== undefined && (this.valueCount[group]![c]!.get(value) ?? 0) >= this.constraints[c]!.maxPerGroup) return false;
    }
    return true;
  }

  /** Why `team` cannot go to `group` now, or null if it can. */
  blocked(team: Team, group: number): string | null {
    const g = `Grupo ${groupName(group)}`;
    if (this.members[group]!.length >= this.sizeCap) return `${g} já está completo`;
    if (this.potCount[group]![team.pot]! >= this.potCap[team.pot]!) {
      const cap = this.potCap[team.pot]!;
      return cap === 1 ? `${g} já tem uma equipe do pote ${team.pot + 1}` : `${g} já tem ${cap} equipes do pote ${team.pot + 1}`;
    }
    for (let c = 0; c < this.constraints.length; c++) {
      const value = team.values[c];
      if (value === undefined) continue;
      const max = this.constraints[c]!.maxPerGroup;
      if ((this.valueCount[group]![c]!.get(value) ?? 0) >= max) {
        return max === 1 ? `${g} já tem uma equipe de ${value}` : `${g} já tem ${max} equipes de ${value}`;
      }
    }
    return null;
  }

  place(team: Team, group: number, delta: 1 | -1): void {
    if (delta === 1) this.members[group]!.push(team.id);
    else this.members[group]!.splice(this.members[group]!.lastIndexOf(team.id), 1);
    this.potCount[group]![team.pot]! += delta;
    team.values.forEach((value, c) => {
      if (value === undefined) return;
      const counts = this.valueCount[group]![c]!;
      counts.set(value, (counts.get(value) ?? 0) + delta);
    });
  }

  /** Why the remaining teams cannot all be placed from here, or null if they can (a complete search). */
  infeasibility(remaining: Team[]): string | null {
    // The most telling reason first: a named team left with no group.
    for (const team of remaining) {
      if (this.options(team).length === 0) return `${this.name(team.id)} ficaria sem grupo possível`;
    }
    const counted = this.countsShortfall(remaining, true);
    if (counted) return counted;
    return this.solve(remaining) ? null : 'as equipes restantes não caberiam nos grupos respeitando as restrições';
  }

  private options(team: Team): number[] {
    const out: number[] = [];
    for (let g = 0; g < this.groupCount; g++) if (this.allowed(team, g)) out.push(g);
    return out;
  }

  /** A group short of its pot's or its size's minimum that the remaining teams cannot fill. */
  private countsShortfall(remaining: Team[], matching: boolean): string | null {
    const left = this.pots.map(() => 0);
    for (const t of remaining) left[t.pot]!++;
    for (let p = 0; p < this.pots.length; p++) {
      let needed = 0;
      for (let g = 0; g < this.groupCount; g++) needed += Math.max(0, this.potFloor[p]! - this.potCount[g]![p]!);
      if (needed > left[p]!) return `o pote ${p + 1} não teria equipes para todos os grupos`;
    }
    let needed = 0;
    for (let g = 0; g < this.groupCount; g++) needed += Math.max(0, this.sizeFloor - this.members[g]!.length);
    if (needed > remaining.length) return 'algum grupo ficaria incompleto';
    // Pigeonholes the search would otherwise discover one permutation at a time (exponentially): more
    // teams of one state than the groups have room for, or a pot whose teams cannot each get their own
    // place (Hall's condition, by bipartite matching of the pot's teams to the groups' free places).
    for (let c = 0; c < this.constraints.length; c++) {
      const teamsWith = new Map<string, number>();
      for (const t of remaining) if (t.values[c] !== undefined) teamsWith.set(t.values[c]!, (teamsWith.get(t.values[c]!) ?? 0) + 1);
      for (const [value, count] of teamsWith) {
        let room = 0;
        for (let g = 0; g < this.groupCount; g++) room += Math.max(0, this.constraints[c]!.maxPerGroup - (this.valueCount[g]![c]!.get(value) ?? 0));
        if (count > room) return `não haveria lugar para todas as equipes de ${value}`;
      }
    }
    // The matching costs more than it saves deep in the search: it runs once per lookahead.
    for (let p = 0; matching && p < this.pots.length; p++) {
      const potTeams = remaining.filter((t) => t.pot === p);
      if (potTeams.length > 0 && !this.potFits(potTeams)) return `as equipes restantes do pote ${p + 1} não caberiam cada uma num grupo`;
    }
    return null;
  }

  /** Kuhn's augmenting paths: can every team of one pot get a free place of its own in a group it may join? */
  private potFits(potTeams: Team[]): boolean {
    const pot = potTeams[0]!.pot;
    const places: number[] = [];
    for (let g = 0; g < this.groupCount; g++) {
      const free = Math.min(this.potCap[pot]! - this.potCount[g]![pot]!, this.sizeCap - this.members[g]!.length);
      for (let k = 0; k < free; k++) places.push(g);
    }
    const allowed = potTeams.map((t) => places.map((g) => this.allowed(t, g)));
    const holder = new Array<number>(places.length).fill(-1);
    const tryTeam = (t: number, seen: boolean[]): boolean => {
      for (let s = 0; s < places.length; s++) {
        if (!allowed[t]![s] || seen[s]) continue;
        seen[s] = true;
        if (holder[s] === -1 || tryTeam(holder[s]!, seen)) {
          holder[s] = t;
          return true;
        }
      }
      return false;
    };
    return potTeams.every((_, t) => tryTeam(t, new Array<boolean>(places.length).fill(false)));
  }

  private solve(remaining: Team[]): boolean {
    // Checked at the leaf too: a full draw must still leave no group short of its minimum.
    if (this.countsShortfall(remaining, false)) return false;
    if (remaining.length === 0) return true;
    // Most constrained first: a dead end shows up at once instead of deep in the search.
    let best = -1;
    let bestOptions: number[] = [];
    for (let i = 0; i < remaining.length; i++) {
      const options = this.options(remaining[i]!);
      if (options.length === 0) return false;
      if (best === -1 || options.length < bestOptions.length) {
        best = i;
        bestOptions = options;
        if (options.length === 1) break;
      }
    }
    const team = remaining[best]!;
    const rest = remaining.filter((_, i) => i !== best);
    let triedEmpty = false;
    for (const g of bestOptions) {
      // Empty groups are interchangeable: trying one is trying them all.
      if (this.members[g]!.length === 0) {
        if (triedEmpty) continue;
        triedEmpty = true;
      }
      this.place(team, g, 1);
      const ok = this.solve(rest);
      this.place(team, g, -1);
      if (ok) return true;
    }
    return false;
  }
}

export function drawPots(input: DrawPotsInput): DrawPotsResult {
  const { pots, groups, seed } = input;
  const constraints = input.constraints ?? [];
  const attributes = input.attributes ?? {};
  assertDistinct(pots.flat(), 'equipes dos potes');
  if (!Number.isInteger(groups) || groups < 1) throw new Error('O número de grupos precisa ser pelo menos 1.');
  for (const c of constraints) {
    if (!(c.maxPerGroup >= 1)) throw new Error(`A restrição de "${c.attribute}" precisa permitir pelo menos uma equipe por grupo.`);
  }
  const name = (id: string) => input.names?.[id] ?? id;
  const teams: Team[][] = pots.map((pot, p) => pot.map((id) => ({ id, pot: p, values: constraints.map((c) => attributes[c.attribute]?.[id]) })));
  const state = new DrawState(groups, pots.map((p) => p.length), constraints, name);

  const random = seededRandom(seed);
  const order = teams.flatMap((pot) => random.shuffle(pot));
  if (state.infeasibility(order) !== null) {
    const rules = constraints.map((c) => `no máximo ${c.maxPerGroup} por grupo com o mesmo ${c.label ?? `valor de "${c.attribute}"`}`).join('; ');
    throw new Error(
      `Sorteio impossível: não há como distribuir as ${order.length} equipes em ${groups} grupos respeitando os potes${rules ? ` e as restrições (${rules})` : ''}.`,
    );
  }

  const steps: DrawStep[] = [];
  order.forEach((team, i) => {
    const rest = order.slice(i + 1);
    const skipped: DrawStep['skipped'] = [];
    for (let g = 0; g < groups; g++) {
      const direct = state.blocked(team, g);
      if (direct) {
        skipped.push({ group: g, reason: direct });
        continue;
      }
      state.place(team, g, 1);
      const ahead = state.infeasibility(rest);
      if (ahead === null) {
        steps.push({ entrant: team.id, pot: team.pot, group: g, skipped });
        return;
      }
      state.place(team, g, -1);
      skipped.push({ group: g, reason: `Grupo ${groupName(g)} não permitiria completar o sorteio: ${ahead}` });
    }
    // Unreachable: the state was feasible before this pick, so some group keeps it feasible.
    throw new Error(`Falha interna no sorteio: ${name(team.id)} não coube em nenhum grupo.`);
  });
  return { groups: state.members.map((g) => [...g]), steps, seed };
}

/** "Por que não o Grupo B?" for one team of a finished draw, in pt-BR. */
export function whyNot(result: DrawPotsResult, entrant: string, group: number, names?: Record<string, string>): string {
  const name = names?.[entrant] ?? entrant;
  const step = result.steps.find((s) => s.entrant === entrant);
  if (!step) return `${name} não está neste sorteio.`;
  if (group === step.group) return `${name} foi para o Grupo ${groupName(group)}.`;
  const skipped = step.skipped.find((s) => s.group === group);
  if (skipped) return `${skipped.reason}.`;
  return `Cada equipe vai para o primeiro grupo possível, em ordem: o Grupo ${groupName(step.group)} vinha antes do Grupo ${groupName(group)}.`;
}
