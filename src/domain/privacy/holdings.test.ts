import { describe, expect, it } from 'vitest';
import { findResource, RESOURCES } from '../resources/index';
import { HOLDINGS } from './holdings';

const PERSON_FIELDS = ['user_id', 'profile_id', 'requested_by', 'guardian_user_id', 'dependant_user_id'];

describe('the declared list of what the federation holds about a person', () => {
  it('names registered resources and fields of their schemas', () => {
    for (const h of HOLDINGS) {
      if (h.collection === 'users') continue;
      const resource = findResource(h.collection);
      expect(resource, h.collection).toBeDefined();
      for (const f of [...h.userFields, ...(h.profileFields ?? []), ...(h.erasure.action === 'scrub' ? Object.keys(h.erasure.fields) : [])]) {
        expect(Object.keys(resource!.schema.entries), `${h.collection}.${f}`).toContain(f);
      }
    }
  });

  it('covers every resource that stores a person\'s id (a new one must say why it holds it)', () => {
    const declared = new Set(HOLDINGS.map((h) => h.collection));
    const missing = RESOURCES.filter((r) => PERSON_FIELDS.some((f) => f in r.schema.entries) && !declared.has(r.key)).map((r) => r.key);
    expect(missing).toEqual([]);
  });
});
