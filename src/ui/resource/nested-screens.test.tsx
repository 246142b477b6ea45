// @vitest-environment jsdom
// Registry-driven smoke test of the nested screens: EVERY nested route the views declare
// (src/resources/*.view.ts `nested`, not one test per screen) renders its list with the heading
// naming the parent, its create form (parent fields prefilled and hidden) and a row's show page,
// inside the real providers over a fake-indexeddb tenant database.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../domain/resources/index';
import { uuidv7 } from '../../domain/uuid';
import { VIEWS } from '../../resources/views';
import { routeTable } from '../../routes/registry';
import { resourceRouteTable } from '../../routes/resources';
import { newLabel } from './labels';
import { fillPath, type NestedSpec } from './nested';
import { freshDb, renderRoute, seed, SLOW, warmUp } from '../../../tests/support/ui-harness';

const NESTED = VIEWS.flatMap((view) => view.nested ?? []);
const db = freshDb();
beforeAll(async () => {
  await warmUp();
  await import('./nested-pages');
});
afterEach(cleanup);
afterAll(async () => {
  await db.delete();
});

/** Seeds one row per parent (named "<resource> pai"), chained to the previous parents; returns the URL params. */
async function seedParents(spec: NestedSpec): Promise<{ params: Record<string, string>; fixed: Record<string, string>; title: string }> {
  const params: Record<string, string> = {};
  const fixed: Record<string, string> = {};
  let title = '';
  for (const parent of spec.parents) {
    const resource = getResource(parent.resource);
    const id = uuidv7();
    title = `${parent.resource} pai ${id.slice(-6)}`;
    const target = resource.integrity.references?.[resource.title];
    let named: Record<string, unknown> = { [resource.title]: title };
    if (target) {
      // A parent named by a reference (a participant by its team): the referenced row holds the name.
      const targetId = uuidv7();
      await seed(db, target, [{ id: targetId, [getResource(target).title]: title }]);
      named = { [resource.title]: targetId };
    }
    await seed(db, parent.resource, [{ id, ...fixed, ...named }]);
    params[parent.param] = id;
    fixed[parent.field] = id;
  }
  return { params, fixed, title };
}

describe('nested screens declared as data', () => {
  it('declares every nested route in the route table, guarded by the resource permission unless the view names its own', () => {
    for (const spec of NESTED) {
      const route = routeTable.find((r) => r.path === spec.path);
      expect(route, spec.path).toBeTruthy();
      expect(route!.access.permissions).toEqual(spec.access?.permissions ?? [getResource(spec.resource).access.permission]);
    }
  });

  it.each(NESTED.map((s) => [s.path, s] as const))('%s: list, create and show render', async (_path, spec) => {
    const resource = getResource(spec.resource);
    const { params, fixed, title } = await seedParents(spec);
    const list = fillPath(spec.path, params);

    renderRoute(db, list, undefined, resourceRouteTable);
    expect(await screen.findByRole('heading', { level: 1, name: `${resource.labels.plural} — ${title}` }, SLOW)).toBeTruthy();
    // The breadcrumbs link back to the parent.
    const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(crumbs).getByRole('link', { name: title })).toBeTruthy();
    cleanup();

    const screens = spec.screens ?? ['create', 'edit', 'show'];
    if (screens.includes('create')) {
      renderRoute(db, `${list}/create`, undefined, resourceRouteTable);
      expect(await screen.findByRole('heading', { level: 1, name: newLabel(resource) }, SLOW)).toBeTruthy();
      // The parents' fields are filled by the path, not asked.
      for (const field of Object.keys(fixed)) {
        const label = resource.fields.find((f) => f.key === field)!.label;
        expect(screen.queryByLabelText(new RegExp(`^${label}`)), field).toBeNull();
      }
      cleanup();
    } else {
      // No create screen declared: no button leads to it.
      renderRoute(db, list, undefined, resourceRouteTable);
      await screen.findByRole('heading', { level: 1, name: `${resource.labels.plural} — ${title}` }, SLOW);
      expect(screen.queryByRole('link', { name: newLabel(resource) })).toBeNull();
      cleanup();
    }

    if (screens.includes('show')) {
      const id = uuidv7();
      await seed(db, spec.resource, [{ id, ...fixed, [resource.title]: `Registro de teste ${spec.resource}` }]);
      renderRoute(db, `${list}/show/${id}`, undefined, resourceRouteTable);
      expect(await screen.findByRole('heading', { level: 1, name: `Registro de teste ${spec.resource}` }, SLOW)).toBeTruthy();
    }
  });

  it('lists only the parent\'s rows and saves a new row with the parent prefilled', async () => {
    const spec = NESTED.find((s) => s.resource === 'phases')!;
    const { params, title } = await seedParents(spec);
    const other = uuidv7();
    await seed(db, 'competitions', [{ id: other, name: 'Outra competição' }]);
    await seed(db, 'phases', [
      { id: uuidv7(), competition_id: params.parent_id, name: 'Fase de grupos', kind: 'round_robin', order: 1 },
      { id: uuidv7(), competition_id: other, name: 'Fase alheia', kind: 'round_robin', order: 1 },
    ]);
    const { router } = renderRoute(db, fillPath(spec.path, params), undefined, resourceRouteTable);
    expect(await screen.findByRole('heading', { level: 1, name: `Fases — ${title}` }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Fase de grupos', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Fase alheia')).toBeNull();

    await router.navigate({ to: `${fillPath(spec.path, params)}/create` });
    fireEvent.change(await screen.findByLabelText(/^Nome/, {}, SLOW), { target: { value: 'Mata-mata' } });
    fireEvent.change(screen.getByLabelText(/^Formato/), { target: { value: 'knockout' } });
    fireEvent.change(screen.getByLabelText(/^Ordem/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Jogos por confronto/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Fase de grupos', {}, SLOW);
    const saved = (await db.rows('phases').toArray()).find((r) => (r as { name?: string }).name === 'Mata-mata') as Record<string, unknown> | undefined;
    expect(saved?.competition_id).toBe(params.parent_id);
  });
});
