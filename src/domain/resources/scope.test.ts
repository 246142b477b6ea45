import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../uuid';
import { cities, associations, profiles } from './index';
import { appointedProfiles, dependantRows, managedProfiles } from './relations';
import { mayRead, mayWrite, readFilter } from './scope';

const athlete = { id: uuidv7(), permissions_names: [] };
const admin = { id: uuidv7(), permissions_names: ['users', 'regions'] };
const master = { id: uuidv7(), master: true };

describe('read scope', () => {
  it('public rows reach everyone, tenant rows signed-in users', () => {
    expect(readFilter(cities, null)).toEqual({ all: true });
    expect(readFilter(associations, null)).toBeNull();
    expect(readFilter(associations, athlete)).toEqual({ all: true });
  });

  it('owner OR permission: own rows for athletes, every row for holders of users', () => {
    // … plus the profiles of the people of the matches they are appointed to and of the entities they
    // manage and of their dependants (evaluated by the server).
    // (and of the belt exams they examine, the transfers they handle…: every relation the declaration lists).
    expect(readFilter(profiles, athlete)).toEqual({
      ownerField: 'user_id', userId: athlete.id,
      via: expect.arrayContaining([appointedProfiles, managedProfiles, dependantRows('profiles')]),
    });
    expect(readFilter(profiles, admin)).toEqual({ all: true });
    expect(readFilter(profiles, master)).toEqual({ all: true });
    expect(mayRead(profiles, athlete, { user_id: athlete.id })).toBe(true);
    expect(mayRead(profiles, athlete, { user_id: admin.id })).toBe(false);
    expect(mayRead(profiles, null, { user_id: athlete.id })).toBe(false);
  });
});

describe('write rule', () => {
  it('needs the permission for catalogues', () => {
    expect(mayWrite(cities, athlete, undefined, { id: 'x' })).toBe(false);
    expect(mayWrite(cities, admin, undefined, { id: 'x' })).toBe(true);
    expect(mayWrite(cities, master, { id: 'x' }, undefined)).toBe(true);
  });

  it('lets owners write their own profile but never take or give one away', () => {
    const mine = { id: 'p', user_id: athlete.id };
    const theirs = { id: 'p', user_id: admin.id };
    expect(mayWrite(profiles, athlete, undefined, mine)).toBe(true);
    expect(mayWrite(profiles, athlete, mine, { ...mine, name: 'x' })).toBe(true);
    expect(mayWrite(profiles, athlete, mine, undefined)).toBe(true);
    expect(mayWrite(profiles, athlete, theirs, mine)).toBe(false);
    expect(mayWrite(profiles, athlete, mine, theirs)).toBe(false);
    expect(mayWrite(profiles, athlete, undefined, undefined)).toBe(false);
    expect(mayWrite(profiles, admin, theirs, mine)).toBe(true);
  });
});
