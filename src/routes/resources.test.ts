import { describe, expect, it } from 'vitest';
import { MAIN_MENU } from '../app/menu';
import { RESOURCES } from '../domain/resources/index';
import { routePaths, routeTable } from './registry';
import { resourceBase, resourceRoutes } from './resources';

const byPath = new Map(routeTable.map((r) => [r.path, r]));

describe('routes generated from the resource registry', () => {
  it('gives each resource list, create, edit/$id and show/$id under its base', () => {
    const paths = resourceRoutes().map((r) => r.path);
    for (const resource of RESOURCES.filter((r) => resourceBase(r.key))) {
      const base = resourceBase(resource.key)!;
      expect(paths).toEqual(expect.arrayContaining([base, `${base}/create`, `${base}/edit/$id`, `${base}/show/$id`]));
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => routePaths.has(p))).toBe(true);
  });

  it('uses the spec bases and guards them with the write permission and module', () => {
    expect(byPath.get('/locations/cities')?.access).toEqual({ login: true, permissions: ['regions'], modules: [] });
    expect(byPath.get('/locations/countries/show/$id')?.access.permissions).toEqual(['regions']);
    expect(byPath.get('/admin/sports')?.access.permissions).toEqual(['sports']);
    expect(byPath.get('/admin/associationstypes')?.access.permissions).toEqual(['associations']);
    expect(byPath.get('/records/associations/edit/$id')?.access.permissions).toEqual(['associations']);
    expect(byPath.get('/competitions/teams')?.access).toEqual({ login: true, permissions: ['competitions'], modules: ['competitions'] });
    expect(byPath.get('/records/users')?.access.permissions).toEqual(['users']);
    expect(byPath.get('/documentation/documents/edit/$id')?.access.permissions).toEqual(['documents']);
    // Spec §2.4: /records/users/create needs login only (a person may create their own profile).
    expect(byPath.get('/records/users/create')?.access).toEqual({ login: true, permissions: [], modules: [] });
  });

  it('opens a readableBy login list and show to every signed-in person, writes still to the permission (tutorials)', () => {
    expect(byPath.get('/tutorials')?.access).toEqual({ login: true, permissions: [], modules: [] });
    expect(byPath.get('/tutorials/show/$id')?.access.permissions).toEqual([]);
    expect(byPath.get('/tutorials/create')?.access.permissions).toEqual(['downloads']);
    expect(byPath.get('/tutorials/edit/$id')?.access.permissions).toEqual(['downloads']);
  });

  it('makes every screen of an adminOnly resource admin-only (spec §6: the courses list needs admin status)', () => {
    for (const path of ['/courses', '/courses/create', '/courses/edit/$id', '/courses/show/$id']) {
      expect(byPath.get(path)?.access).toEqual({ login: true, permissions: ['schools'], modules: [], adminOnly: true });
    }
  });

  it('titles pages with the registry labels', () => {
    expect(byPath.get('/locations/cities')?.title.values).toEqual({ registryLabel: 'Cidades' });
    expect(byPath.get('/locations/cities/show/$id')?.title.values).toEqual({ registryLabel: 'Cidade' });
    expect(byPath.get('/locations/cities/create')?.title.values).toEqual({ name: 'cidade' });
  });

  it('enables the menu entries that open a resource list, with the same permission', () => {
    const lists = new Map(RESOURCES.filter((r) => resourceBase(r.key)).map((r) => [resourceBase(r.key), r]));
    const entries = MAIN_MENU.flatMap((g) => g.entries).filter((e) => lists.has(e.path ?? null));
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(
      ['/admin/associationstypes', '/admin/sports', '/locations/cities', '/locations/cityregions', '/locations/countries',
        '/locations/countryregions', '/locations/districts', '/locations/stateregions', '/locations/states',
        '/locations/streets', '/records/associations', '/records/users'],
    ));
    const mismatched = entries.filter((e) => e.permission !== lists.get(e.path ?? null)?.access.permission).map((e) => e.path);
    expect(mismatched).toEqual([]);
  });
});
