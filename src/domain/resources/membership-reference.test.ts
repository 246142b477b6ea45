import { describe, expect, it } from 'vitest';
import { resolveField } from './form';
import { registers } from './registers';
import { registercontracts } from './registercontracts';

describe('a person named through a membership rule', () => {
  it('is shown and picked as a reference to the profiles, its login id stays a plain field', () => {
    for (const resource of [registers, registercontracts]) {
      expect(resolveField(resource, { key: 'profile_id', label: 'Pessoa' })).toMatchObject({ kind: 'reference', reference: 'profiles' });
      expect(resolveField(resource, { key: 'user_id', label: 'Login' }).kind).toBe('text');
    }
  });
});
