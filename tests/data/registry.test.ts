// Registry consistency: every resource file is checked against the rules the local store, the
// server and the generic screens rely on.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isModule, isPermission } from '../../src/domain/access';
import { findMutator, NAMED_MUTATORS } from '../../src/domain/mutators/index';
import { formFields, picklistOptions, schemaNode } from '../../src/domain/resources/form';
import { isRelationScope } from '../../src/domain/resources/define';
import { findResource, RESOURCE_KEYS, RESOURCES, type AnyResource } from '../../src/domain/resources/index';
import { searchKey } from '../../src/domain/resources/search';
import { BOOKKEEPING_TABLES } from '../../src/data/tenant-db';
import { getView } from '../../src/resources/views';
import { resourceBase } from '../../src/routes/view-routes';
import { declarations, GENERATED, source } from '../../scripts/registry-gen.mjs';
import { readFileSync } from 'node:fs';

const all: readonly AnyResource[] = RESOURCES;
const hasField = (r: AnyResource, key: string) => schemaNode(r, key) !== undefined;
const indexFields = (index: string) => index.replace(/^[*&]/, '').replace(/^\[|\]$/g, '').split('+');

/** Plain fields an intermediate relation hop over `collection` matches on (any resource's scopes or writers). */
function relationProbes(collection: string): string[] {
  const scopes = all.flatMap((res) => [...res.access.scope, ...(res.access.writableVia ?? [])]).filter(isRelationScope);
  const hops = scopes.flatMap((scope) => scope.via.slice(1, -1)).filter((hop) => hop.collection === collection);
  return [...new Set(hops.flatMap((hop) => Object.keys(hop.match ?? {})).filter((f) => f !== 'id'))];
}

describe.each(all.map((r) => [r.key, r] as const))('resource %s', (_key, r) => {
  it('has a uuid id and a plural lower-case key', () => {
    expect(r.key).toMatch(/^[a-z]+s$/);
    expect(v.safeParse(r.schema.entries.id!, 'not-a-uuid').success).toBe(false);
  });

  it('names a real permission, module and scopes', () => {
    expect(isPermission(r.access.permission)).toBe(true);
    if (r.access.module) expect(isModule(r.access.module)).toBe(true);
    expect(r.access.scope.length).toBeGreaterThan(0);
    for (const s of r.access.scope) {
      if (typeof s === 'object') continue; // relation paths: next test
      if (s.startsWith('permission:')) expect(isPermission(s.slice('permission:'.length))).toBe(true);
      else expect(['public', 'tenant', 'owner']).toContain(s);
    }
  });

  it('follows relation paths through real collections and fields, ending at itself', () => {
    for (const s of r.access.scope) {
      if (typeof s !== 'object') continue;
      expect(s.via.at(-1)!.collection).toBe(r.key);
      s.via.forEach((hop, i) => {
        const here = findResource(hop.collection)!;
        expect(here).toBeDefined();
        if (i === 0) expect(hop.viewer && hasField(here, hop.viewer)).toBe(true);
        else {
          const before = findResource(s.via[i - 1]!.collection)!;
          expect(Object.keys(hop.match ?? {}).length).toBeGreaterThan(0);
          for (const [field, from] of Object.entries(hop.match ?? {})) {
            expect(hasField(here, field)).toBe(true);
            for (const f of typeof from === 'string' ? [from] : from) expect(hasField(before, f)).toBe(true);
          }
        }
        if (hop.excluding) expect(hasField(here, hop.excluding.field)).toBe(true);
      });
    }
  });

  it('bounds its relation writers by its own fields, declared references and relations ending where they point', () => {
    for (const scope of r.access.writableVia ?? []) {
      expect(scope.via.at(-1)!.collection).toBe(r.key);
      for (const bound of scope.bounds ?? []) {
        expect(bound.message).toMatch(/^[A-ZÀ-Ú].+\.$/);
        const [field, target] = bound.field.split('.') as [string, string | undefined];
        expect(hasField(r, field)).toBe(true);
        if ('oneOf' in bound) {
          expect(bound.oneOf.length).toBeGreaterThan(0);
          if (target !== undefined) expect(hasField(findResource(r.integrity.references?.[field] ?? '')!, target)).toBe(true);
        } else {
          expect(target).toBeUndefined();
          expect(bound.reachedVia.via.at(-1)!.collection).toBe(bound.collection);
        }
      }
    }
  });

  it('declares an indexed owner field when scoped by owner', () => {
    if (!r.access.scope.includes('owner') && !r.access.ownerMayWrite) return;
    expect(r.access.owner).toBeDefined();
    expect(hasField(r, r.access.owner!)).toBe(true);
    expect(r.storage.indexes).toContain(r.access.owner);
  });

  it('indexes only fields of its schema (or its search key), and sorts by an index', () => {
    for (const index of r.storage.indexes) {
      for (const field of indexFields(index)) {
        const derived = r.storage.search !== undefined && field === searchKey(r.storage.search);
        expect(hasField(r, field) || derived, `${r.key}: index ${index}`).toBe(true);
      }
    }
    if (r.storage.search) expect(r.storage.indexes.some((index) => indexFields(index).includes(searchKey(r.storage.search!)))).toBe(true);
    // Each index slows every bulk write: at most 4, plus the plain indexes a relation hop looks this
    // collection up by on the device (relation-reach.ts needs one per intermediate hop; profiles by
    // association_id for an entity's managers).
    expect(r.storage.indexes.length).toBeLessThanOrEqual(4 + relationProbes(r.key).filter((f) => r.storage.indexes.includes(f)).length);
    expect(r.storage.sort === 'id' || r.storage.indexes.includes(r.storage.sort)).toBe(true);
  });

  it('has form fields, columns and title that exist in its schema', () => {
    const fieldKeys = r.fields.map((f) => f.key);
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length);
    for (const key of fieldKeys) expect(hasField(r, key), `${r.key}.${key}`).toBe(true);
    // Columns are the view's (src/resources/<key>.view.ts); each must be a declared field.
    for (const key of getView(r.key).columns) expect(fieldKeys, `${r.key} column ${key}`).toContain(key);
    expect(hasField(r, r.title)).toBe(true);
    for (const f of formFields(r)) expect(f.label.length).toBeGreaterThan(0);
  });

  it('references registered resources through fields it has', () => {
    for (const [field, target] of Object.entries(r.integrity.references ?? {})) {
      expect(hasField(r, field)).toBe(true);
      expect(findResource(target!), `${r.key}.${field} → ${target}`).toBeDefined();
    }
  });

  it('declares integrity rules the device can check too', () => {
    // Unique fields are looked up by index (the device's query needs one; the server's unique index
    // is in 008_records_unique.sql, checked by tests/server/data-integrity.test.ts).
    for (const field of r.integrity.unique ?? []) expect(r.storage.indexes, `${r.key}.${field} unique`).toContain(field);
    // References point at rows every writer replicates, so the device checks them over its replica:
    // every user's (public, tenant), or those the writers hold: holders of the permission and, when
    // owners write too, the owner's own rows (a referee answering their appointment holds their row).
    for (const target of Object.values(r.integrity.references ?? {})) {
      const scope: readonly unknown[] = findResource(target!)!.access.scope;
      const writersHold = scope.includes(`permission:${r.access.permission}`) && (!r.access.ownerMayWrite || scope.includes('owner'));
      expect(scope.includes('public') || scope.includes('tenant') || writersHold, `${r.key} → ${target}`).toBe(true);
    }
    for (const rule of r.integrity.agreements ?? []) {
      expect(r.integrity.references?.[rule.reference], `${r.key}: ${rule.reference} is a reference`).toBeDefined();
      let target = findResource(r.integrity.references![rule.reference]!)!;
      if (rule.through) {
        expect(target.integrity.references?.[rule.through], `${r.key}: ${target.key}.${rule.through} is a reference`).toBeDefined();
        target = findResource(target.integrity.references![rule.through]!)!;
      }
      expect(hasField(target, rule.targetField)).toBe(true);
      if (rule.under) expect(hasField(r, rule.under), `${r.key}.${rule.under}`).toBe(true);
      // Checked from the target's side too (a changed target): the referrers are found by an index.
      if (rule.match === 'equal' && !rule.through) {
        expect(r.storage.indexes.some((index) => indexFields(index)[0] === rule.reference), `${r.key}: index on ${rule.reference}`).toBe(true);
      }
    }
    // A member is looked up by the compound index of the matched fields (or by its id), over rows
    // every writer replicates: every user's, or, for a row's own person (a document's profile: the
    // member's owner is the row's owner), the owner's own row; the other writers send it from a
    // screen that shows that person's profile, which their device holds.
    for (const rule of r.integrity.memberships ?? []) {
      const members = findResource(rule.in)!;
      expect(members, `${r.key} → ${rule.in}`).toBeDefined();
      const keys = Object.keys(rule.match);
      if (!keys.includes('id')) expect(members.storage.indexes).toContain(keys.length === 1 ? keys[0] : `[${keys.join('+')}]`);
      for (const [theirs, ours] of Object.entries(rule.match)) {
        expect(hasField(members, theirs)).toBe(true);
        expect(hasField(r, ours)).toBe(true);
      }
      const ownPerson = members.access.scope.includes('owner') && !!members.access.owner && !!r.access.owner && rule.match[members.access.owner] === r.access.owner;
      expect(members.access.scope.includes('public') || members.access.scope.includes('tenant') || ownPerson, `${r.key} → ${rule.in} replicated to its writers`).toBe(true);
      // Checked from the members' side too (an entry removed): the declaring rows are found by an index.
      expect(Object.values(rule.match).some((ours) => r.storage.indexes.some((index) => indexFields(index)[0] === ours)), `${r.key}: index on a matched field`).toBe(true);
    }
    for (const rule of r.integrity.uniqueTogether ?? []) {
      expect(r.storage.indexes).toContain(rule.index);
      if (rule.when) expect(hasField(r, rule.when.field)).toBe(true);
    }
    // Flow fields are fields of the schema of a resource the generic put writes (else nothing would keep them).
    for (const key of r.integrity.flowFields ?? []) expect(hasField(r, key), `${r.key}.${key}`).toBe(true);
    if (r.integrity.flowFields) expect(r.access.writes ?? 'generic').toBe('generic');
    // Owner-only fields and verification stamps name fields of the schema, on owner-writable rows.
    if (r.access.ownerFields) expect(r.access.ownerMayWrite).toBe(true);
    for (const key of r.access.ownerFields ?? []) expect(hasField(r, key), `${r.key}.${key}`).toBe(true);
    if (r.access.verification) for (const key of Object.values(r.access.verification)) expect(hasField(r, key), `${r.key}.${key}`).toBe(true);
  });

  it('labels every picklist value', () => {
    for (const f of r.fields) {
      const options = picklistOptions(r, f.key);
      if (options) expect(Object.keys(f.options ?? {}).sort()).toEqual([...options].sort());
    }
  });

  it('has generic put and delete mutators unless named flows or the server write it', () => {
    const generic = (r.access.writes ?? 'generic') === 'generic';
    // A named flow may carry the generic name when a wire contract fixes it (`reservations.put`,
    // whose rules are the named mutator's): it is then no generic put.
    const namedPut = NAMED_MUTATORS.some((m) => m.name === `${r.key}.put`);
    expect(findMutator(`${r.key}.put`) !== undefined && !namedPut).toBe(generic);
    expect(findMutator(`${r.key}.delete`) !== undefined).toBe(generic);
  });

  it('has a spec-shaped route', () => {
    // Spec routes sit under an area (/locations/cities) or at the root for whole areas (/meals).
    const route = resourceBase(r.key);
    if (route !== null) expect(route).toMatch(/^(\/[a-z]+){1,2}$/);
  });
});

describe('registry', () => {
  it('lists every declaration file, each under its own file name, in the generated list', () => {
    // Adding a resource is its declaration and its view: the list is written from the folder, so a
    // stale one (an editor ahead of npm) shows here rather than as a missing screen.
    expect(readFileSync(GENERATED, 'utf8')).toBe(source());
    const listed = declarations().map(([name, stem]) => [name, stem]);
    expect(listed.map(([, stem]) => stem)).toEqual(RESOURCE_KEYS.map(String));
    for (const [name, stem] of listed) expect(name).toBe(stem);
  });

  it('has unique keys that do not clash with the bookkeeping tables', () => {
    expect(new Set(RESOURCE_KEYS).size).toBe(RESOURCE_KEYS.length);
    for (const t of BOOKKEEPING_TABLES) expect(RESOURCE_KEYS).not.toContain(t);
  });

  it('holds the geographic catalogues under /locations with permission regions, public', () => {
    const geo = ['countries', 'states', 'countryregions', 'stateregions', 'cities', 'cityregions', 'districts', 'streets'];
    for (const key of geo) {
      const r = findResource(key)!;
      expect(r.access.permission).toBe('regions');
      expect(r.access.scope).toEqual(['public']);
      expect(resourceBase(key)).toBe(`/locations/${key}`);
    }
  });
});
