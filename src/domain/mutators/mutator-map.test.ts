// The mutator type map holds at compile time: `tsc` (which checks this file) fails when a wrong
// name or args shape stops being an error, so the check cannot silently vanish. The run-time part
// checks that the names the map offers are the ones the registry runs.
import { describe, expect, it } from 'vitest';
import { findMutator, mutatorNames } from './index';
import type { GenericKey, MutatorArgs, MutatorName } from './mutator-map';

/** Type-checks a call the way `mutate(name, args)` does. */
const call = <N extends MutatorName>(name: N, args: MutatorArgs<N>): [string, unknown] => [name, args];

const id = '0190f2a0-0000-7000-8000-000000000000';

describe('mutator type map', () => {
  it('accepts each kind of mutator with its own args', () => {
    const calls = [
      call('countries.put', { id, name: 'Uruguai', iso2: 'UY', iso3: 'URY', ddi: '598' }),
      call('countries.delete', { id }),
      call('meals.eligibility.add', { mealId: id, userIds: [id] }),
      call('consents.set', { user_id: id, kind: 'uso_imagem', granted: true }),
    ];
    for (const [name] of calls) expect(findMutator(name), name).toBeDefined();
  });

  it('refuses at compile time what the registry would refuse at run time', () => {
    // @ts-expect-error a misspelt name
    call('countries.putt', { id });
    // @ts-expect-error a resource written only by named flows has no generic put
    call('mealcheckins.put', { id });
    // @ts-expect-error a resource only the server writes has no generic delete
    call('idcards.delete', { id });
    // @ts-expect-error a required field missing from a put
    call('countries.put', { id, name: 'Uruguai' });
    // @ts-expect-error a field of the wrong type
    call('countries.put', { id, name: 1, iso2: 'UY', iso3: 'URY', ddi: '598' });
    // @ts-expect-error a delete takes only the id
    call('countries.delete', { name: 'Uruguai' });
    // @ts-expect-error a named mutator's own args
    call('meals.eligibility.add', { mealId: id });
    expect(findMutator('mealcheckins.put')).toBeUndefined();
  });

  it('offers a generic put and delete for exactly the resources the registry writes generically', () => {
    const generic: GenericKey[] = ['countries', 'profiles', 'duels'];
    // @ts-expect-error approvals are written by named flows
    const named: GenericKey = 'approvals';
    for (const key of generic) expect(mutatorNames()).toEqual(expect.arrayContaining([`${key}.put`, `${key}.delete`]));
    expect(mutatorNames()).not.toContain(`${named}.put`);
  });
});
