import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { drawPots, whyNot, type DrawPotsInput } from './pots';

/** Every rule the draw promises, checked on a finished draw. */
function violations(input: DrawPotsInput, groups: string[][]): string[] {
  const out: string[] = [];
  const total = input.pots.flat().length;
  if (groups.flat().sort().join() !== input.pots.flat().sort().join()) out.push('not every team placed exactly once');
  for (const [g, members] of groups.entries()) {
    if (members.length > Math.ceil(total / input.groups) || members.length < Math.floor(total / input.groups)) out.push(`group ${g} size ${members.length}`);
    for (const [p, pot] of input.pots.entries()) {
      const n = members.filter((m) => pot.includes(m)).length;
      if (n > Math.ceil(pot.length / input.groups) || n < Math.floor(pot.length / input.groups)) out.push(`group ${g} has ${n} of pot ${p}`);
    }
    for (const c of input.constraints ?? []) {
      const counts = new Map<string, number>();
      for (const m of members) {
        const v = input.attributes?.[c.attribute]?.[m];
        if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      for (const [v, n] of counts) if (n > c.maxPerGroup) out.push(`group ${g} has ${n} × ${c.attribute}=${v}`);
    }
  }
  return out;
}

/** Exhaustive search for any valid assignment (tiny instances only). */
function anyValid(input: DrawPotsInput): boolean {
  const teams = input.pots.flat();
  const groups: string[][] = Array.from({ length: input.groups }, () => []);
  const go = (i: number): boolean => {
    if (i === teams.length) return violations(input, groups).length === 0;
    for (const g of groups) {
      g.push(teams[i]!);
      if (go(i + 1)) return true;
      g.pop();
    }
    return false;
  };
  return go(0);
}

const STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'CE'];

/** An instance built around a hidden valid assignment (team k of each pot → group k), then hidden by shuffling. */
const solvable = fc
  .record({
    groups: fc.integer({ min: 2, max: 8 }),
    pots: fc.integer({ min: 1, max: 5 }),
    stateMax: fc.integer({ min: 1, max: 2 }),
    states: fc.integer({ min: 2, max: 8 }),
    associations: fc.integer({ min: 2, max: 8 }),
    salt: fc.string(),
  })
  .map(({ groups, pots, stateMax, states, associations, salt }): DrawPotsInput => {
    const random = seededRandom(`instance${salt}`);
    const state: Record<string, string> = {};
    const association: Record<string, string> = {};
    const potList: string[][] = [];
    const hidden: string[][] = Array.from({ length: groups }, () => []);
    for (let p = 0; p < pots; p++) {
      const pot: string[] = [];
      for (let g = 0; g < groups; g++) {
        const id = `p${p}g${g}`;
        const s = STATES[random.int(states)]!;
        if (hidden[g]!.filter((m) => state[m] === s).length < stateMax) state[id] = s;
        const a = `assoc${random.int(associations)}`;
        if (!hidden[g]!.some((m) => association[m] === a)) association[id] = a;
        hidden[g]!.push(id);
        pot.push(id);
      }
      potList.push(random.shuffle(pot));
    }
    return {
      pots: potList,
      groups,
      attributes: { state, association },
      constraints: [
        { attribute: 'state', maxPerGroup: stateMax },
        { attribute: 'association', maxPerGroup: 1 },
      ],
      seed: `draw${salt}`,
    };
  });

describe('drawPots', () => {
  it('never violates a constraint and never dead-ends on an instance that has a valid draw', () => {
    fc.assert(
      fc.property(solvable, (input) => {
        const { groups, steps } = drawPots(input);
        expect(violations(input, groups)).toEqual([]);
        expect(steps).toHaveLength(input.pots.flat().length);
      }),
      { numRuns: 300 },
    );
  });

  it('on tiny random instances, draws exactly when some valid draw exists and otherwise refuses in pt-BR', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }),
        (groups, sizes, values) => {
          let k = 0;
          const pots = sizes.map((size, p) => Array.from({ length: Math.min(size, groups) }, (_, i) => `p${p}t${i}`));
          const state: Record<string, string> = {};
          for (const t of pots.flat()) state[t] = ['SP', 'RJ', 'MG'][values[k++ % values.length]!]!;
          const input: DrawPotsInput = { pots, groups, attributes: { state }, constraints: [{ attribute: 'state', maxPerGroup: 1 }], seed: 'tiny' };
          if (anyValid(input)) expect(violations(input, drawPots(input).groups)).toEqual([]);
          else expect(() => drawPots(input)).toThrow(/^Sorteio impossível: não há como distribuir/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays the same draw from the same seed', () => {
    fc.assert(
      fc.property(solvable, (input) => {
        expect(drawPots(input)).toEqual(drawPots(input));
      }),
      { numRuns: 50 },
    );
    const base = { pots: [['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h']], groups: 4 };
    expect(drawPots({ ...base, seed: '1' }).groups).not.toEqual(drawPots({ ...base, seed: '2' }).groups);
  });

  it('looks ahead: a team skips a group that would leave a later team nowhere, and says why in pt-BR', () => {
    // Pot 1: a (SP), b (RJ); pot 2: c (MG), d (RJ). If c were drawn first and went with a, d (RJ) would
    // have to join b (RJ). A greedy draw dead-ends there; ours sends c to b's group.
    const input = (seed: string): DrawPotsInput => ({
      pots: [['a', 'b'], ['c', 'd']],
      groups: 2,
      attributes: { state: { a: 'SP', b: 'RJ', c: 'MG', d: 'RJ' } },
      constraints: [{ attribute: 'state', maxPerGroup: 1 }],
      names: { a: 'América', b: 'Botafogo', c: 'Cruzeiro', d: 'Fluminense' },
      seed,
    });
    // The seed whose draw order is a, b, c, d (found by replaying seeds, as anyone auditing could).
    const seed = Array.from({ length: 200 }, (_, i) => `s${i}`).find((s) => drawPots(input(s)).steps.map((x) => x.entrant).join('') === 'abcd')!;
    const result = drawPots(input(seed));
    expect(result.groups).toEqual([['a', 'd'], ['b', 'c']]);
    const c = result.steps[2]!;
    expect(c.skipped).toEqual([{ group: 0, reason: 'Grupo A não permitiria completar o sorteio: Fluminense ficaria sem grupo possível' }]);
    expect(whyNot(result, 'c', 0)).toBe('Grupo A não permitiria completar o sorteio: Fluminense ficaria sem grupo possível.');
    expect(whyNot(result, 'b', 0)).toBe('Grupo A já tem uma equipe do pote 1.');
    expect(whyNot(result, 'd', 1)).toBe('Cada equipe vai para o primeiro grupo possível, em ordem: o Grupo A vinha antes do Grupo B.');
  });

  it('names the constraint a group breaks ("Grupo B já tem uma equipe de SP")', () => {
    const result = drawPots({
      pots: [['x', 'y'], ['z']],
      groups: 2,
      attributes: { state: { x: 'RJ', y: 'SP', z: 'SP' } },
      constraints: [{ attribute: 'state', maxPerGroup: 1 }],
      seed: Array.from({ length: 200 }, (_, i) => `t${i}`).find((s) => seededRandom(s).shuffle(['x', 'y'])[0] === 'y')!,
    });
    expect(result.groups).toEqual([['y'], ['x', 'z']]);
    expect(whyNot(result, 'z', 0)).toBe('Grupo A já tem uma equipe de SP.');
  });

  it('refuses a 48-team draw with nine clubs of one state for eight groups at once, not after trying permutations for minutes', { timeout: 10_000 }, () => {
    const teams = Array.from({ length: 48 }, (_, i) => `c${i}`);
    const sp = new Set([16, 19, 25, 29, 33, 38, 41, 44, 47]);
    const state = Object.fromEntries(teams.map((t, i) => [t, sp.has(i) ? 'SP' : `X${i % 13}`]));
    const association = Object.fromEntries(teams.map((t, i) => [t, `a${(i * 5) % 12}`]));
    const input: DrawPotsInput = {
      pots: [0, 1, 2, 3, 4, 5].map((p) => teams.slice(p * 8, p * 8 + 8)),
      groups: 8,
      attributes: { state, association },
      constraints: [{ attribute: 'state', maxPerGroup: 1 }, { attribute: 'association', maxPerGroup: 1 }],
      seed: 'x',
    };
    expect(() => drawPots(input)).toThrow(/^Sorteio impossível/);
  });

  it('refuses an impossible draw with a clear pt-BR message', () => {
    expect(() =>
      drawPots({
        pots: [['a', 'b'], ['c', 'd']],
        groups: 2,
        attributes: { state: { a: 'SP', b: 'SP', c: 'SP', d: 'RJ' } },
        constraints: [{ attribute: 'state', maxPerGroup: 1, label: 'estado' }],
        seed: 'x',
      }),
    ).toThrow('Sorteio impossível: não há como distribuir as 4 equipes em 2 grupos respeitando os potes e as restrições (no máximo 1 por grupo com o mesmo estado).');
  });
});
