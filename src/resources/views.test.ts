// Every resource has its view (src/resources/<key>.view.ts) and every route a view declares is in
// the route table: a new resource is its declaration plus its view, nothing to register by hand.
import { describe, expect, it } from 'vitest';
import { RESOURCE_KEYS } from '../domain/resources/index';
import { routePaths } from '../routes/registry';
import { ROW_PARAM } from '../ui/resource/nested';
import { defineView } from '../ui/resource/view';
import { VIEWS } from './views';

describe('resource views', () => {
  it('one view per registry resource, and no view without a resource', () => {
    expect(VIEWS.map((v) => v.key).sort()).toEqual([...RESOURCE_KEYS].sort());
  });

  it('checks a view\'s columns against its resource\'s schema', () => {
    expect(defineView({ key: 'meals', route: null, columns: ['name', 'date'] }).columns).toEqual(['name', 'date']);
    // @ts-expect-error: meals have no `nome` field
    defineView({ key: 'meals', route: null, columns: ['nome'] });
  });

  it.each(VIEWS.map((v) => [v.key, v] as const))('%s: its routes are in the route table', (_key, view) => {
    if (view.route) {
      for (const path of [view.route, `${view.route}/create`, `${view.route}/edit/$id`, `${view.route}/show/$id`]) expect(routePaths, path).toContain(path);
    }
    for (const child of view.nested ?? []) {
      expect(routePaths, child.path).toContain(child.path);
      const screens = child.screens ?? ['create', 'edit', 'show'];
      if (screens.includes('create')) expect(routePaths).toContain(`${child.path}/create`);
      if (screens.includes('edit')) expect(routePaths).toContain(`${child.path}/edit/$${ROW_PARAM}`);
      if (screens.includes('show')) expect(routePaths).toContain(`${child.path}/show/$${ROW_PARAM}`);
    }
  });
});
