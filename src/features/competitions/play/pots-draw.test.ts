import { describe, expect, it } from 'vitest';
import { drawPots, whyNot } from '../../../domain/competitions/generators';
import { drawInput, entriesWithGroups, type PotsContext } from './pots-draw';
import { tid } from './test-competition';

const team = (n: number) => tid('team', String(n));
const ctx: PotsContext = {
  pots: [{ id: tid('pot2'), name: 'Pote 2', order: 2 }, { id: tid('pot1'), name: 'Pote 1', order: 1 }],
  entries: [1, 2, 3, 4].map((n) => ({ id: tid('entry', String(n)), team_id: team(n), pot_id: n <= 2 ? tid('pot1') : tid('pot2'), status: n === 4 ? 'confirmada' : null })),
  // Teams 1 and 3 are from the same state: with "at most 1 per state" they cannot share a group.
  association: { [team(1)]: 'a1', [team(2)]: 'a2', [team(3)]: 'a3', [team(4)]: 'a4' },
  state: { [team(1)]: 'SP', [team(2)]: 'RJ', [team(3)]: 'SP', [team(4)]: 'MG' },
  names: { [team(1)]: 'Um', [team(2)]: 'Dois', [team(3)]: 'Três', [team(4)]: 'Quatro' },
};

describe('the pots draw from the replica', () => {
  it('orders the pots, keeps only the switched-on constraints, and the same-state rule holds in every draw', () => {
    const input = drawInput(ctx, 2, { sameAssociation: 0, sameState: 1 }, 's');
    expect(input.pots).toEqual([[team(1), team(2)], [team(3), team(4)]]);
    expect(input.constraints).toEqual([{ attribute: 'state', maxPerGroup: 1, label: 'estado' }]);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const result = drawPots(drawInput(ctx, 2, { sameAssociation: 0, sameState: 1 }, seed));
      const withOne = result.groups.find((g) => g.includes(team(1)))!;
      expect(withOne).not.toContain(team(3));
      const other = result.groups.findIndex((g) => g.includes(team(3)));
      const mine = result.groups.indexOf(withOne);
      expect(whyNot(result, team(3), mine, ctx.names)).not.toBe('');
      expect(other).not.toBe(mine);
    }
  });

  it('writes only the entries whose group changes, with the group ids of the phase in draw order', () => {
    const groups = [{ id: tid('gA') }, { id: tid('gB') }];
    const entries = ctx.entries.map((e, i) => (i === 0 ? { ...e, group_id: tid('gA') } : e));
    const changed = entriesWithGroups(entries, [[team(1), team(4)], [team(2), team(3)]], groups);
    expect(changed.map((e) => [e.team_id, e.group_id])).toEqual([[team(2), tid('gB')], [team(3), tid('gB')], [team(4), tid('gA')]]);
  });
});
