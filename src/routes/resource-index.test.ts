import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../domain/resources/index';
import { resourceMeta, RESOURCE_ROUTE_INDEX } from './resource-index';

describe('the route index of the resource registry (virtual:resource-index)', () => {
  it('holds every registry resource, in order, with exactly its route-facing fields', () => {
    expect(RESOURCE_ROUTE_INDEX.map((r) => r.key)).toEqual(RESOURCES.map((r) => r.key));
    for (const resource of RESOURCES) {
      const { key, labels } = resource;
      const { permission, module, owner, ownerMayWrite, readableBy, adminOnly } = resource.access;
      expect(resourceMeta(key)).toEqual(JSON.parse(JSON.stringify({ key, labels, permission, module, owner, ownerMayWrite, readableBy, adminOnly })));
    }
  });

  it('carries no schema, fields or functions into the start-up chunk', () => {
    const keys = new Set(RESOURCE_ROUTE_INDEX.flatMap((r) => Object.keys(r)));
    expect([...keys].sort()).toEqual(expect.arrayContaining(['key', 'labels', 'permission']));
    for (const heavy of ['schema', 'fields', 'columns', 'indexes', 'search']) expect(keys.has(heavy)).toBe(false);
  });

  it('refuses an unknown key', () => {
    expect(() => resourceMeta('nope')).toThrow('Recurso desconhecido: nope');
  });
});
