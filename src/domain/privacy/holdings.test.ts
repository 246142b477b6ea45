import { describe, expect, it } from 'vitest';
import { findResource, RESOURCES } from '../resources/index';
import { ABOUT, aboutOf } from './about';
import { HOLDINGS } from './holdings';

/** Fields that name a person the row may be about (not actors such as a reviewer or `by`). */
const PERSON_FIELDS = ['user_id', 'profile_id', 'guardian_user_id', 'dependant_user_id', 'subject_id'];

describe('the declared list of what the federation holds about a person', () => {
  it('names registered resources and fields of their schemas', () => {
    for (const h of HOLDINGS) {
      if (h.collection === 'users') continue;
      const resource = findResource(h.collection);
      expect(resource, h.collection).toBeDefined();
      for (const f of h.erasure.action === 'scrub' ? Object.keys(h.erasure.fields) : []) {
        expect(Object.keys(resource!.schema.entries), `${h.collection}.${f}`).toContain(f);
      }
    }
  });

  it('has an entry for exactly the resources whose rows can be about a person', () => {
    // A resource about a person says what it holds in its declaration (`about.holding`); one about
    // nobody has nothing to say.
    const declared = HOLDINGS.map((h) => h.collection).filter((c) => c !== 'users').sort();
    expect(declared).toEqual(ABOUT.map((a) => a.resource.key).sort());
    expect(RESOURCES.filter((r) => r.about?.holding && !aboutOf(r)).map((r) => r.key)).toEqual([]);
  });
});

describe('who a row is about (the registry\'s `about`)', () => {
  it('names fields of the resource\'s schema, and a subject that can be about a person', () => {
    for (const { resource, users, profiles, subject } of ABOUT) {
      const fields = Object.keys(resource.schema.entries);
      for (const f of [...users, ...profiles, ...(subject ? [subject.collection, subject.id] : [])]) expect(fields, `${resource.key}.${f}`).toContain(f);
      if (subject) expect(resource.access.owner, `${resource.key}: a subject about no person falls back to the owner`).toBeDefined();
    }
  });

  it('covers every field that names a person (a new resource must say who its rows are about)', () => {
    const uncovered = RESOURCES.flatMap((r) => {
      const about = aboutOf(r);
      const covered = new Set([...(about?.users ?? []), ...(about?.profiles ?? []), ...(about?.subject ? [about.subject.id] : [])]);
      return PERSON_FIELDS.filter((f) => f in r.schema.entries && !covered.has(f)).map((f) => `${r.key}.${f}`);
    });
    expect(uncovered).toEqual([]);
  });

  it('makes a request about its subject\'s person, not about whoever filed it', () => {
    expect(aboutOf(findResource('approvals')!)).toMatchObject({ users: [], profiles: [], subject: { collection: 'subject_collection', id: 'subject_id' } });
    expect(aboutOf(findResource('userdocuments')!)).toMatchObject({ users: ['user_id'], profiles: ['profile_id'] });
  });
});
