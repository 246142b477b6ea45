// Routes of nested resources, generated from the views' `nested` children (nested.ts, view.ts): the
// list at `spec.path`, then `create`, `edit/$row_id` and `show/$row_id` under it, guarded like the
// resource's own routes (its write permission and module) unless the child names its own access.
// Titles name the resource unless the child names its own; the page heading adds the parent
// ("Equipes participantes — Série A 2023"). From the registry's route index, not the registry: this
// file is in the start-up chunk (routes/resource-index.ts).
import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { RouteAccess } from '../app/guards';
import { lazyPage, type LazyPage } from '../app/lazy-page';
import { resourceMeta } from './resource-index';
import type { RouteDef } from './route-def';
import { ROW_PARAM, type NestedScreen, type NestedSpec } from '../ui/resource/nested';
import type { NestedPageProps } from '../ui/resource/nested-pages';
import type { NestedChild, ResourceView } from '../ui/resource/view';

type PageName = 'NestedListPage' | 'NestedCreatePage' | 'NestedEditPage' | 'NestedShowPage';

const pages = () => import('../ui/resource/nested-pages');

function page(name: PageName, spec: NestedSpec, view: ResourceView): LazyPage {
  const inner = lazyPage(pages, name);
  const props: NestedPageProps = { spec, resourceView: view };
  return Object.assign(() => createElement(inner, props), { preload: inner.preload, displayName: `${name}(${spec.resource})` });
}

export function nestedAccess(resourceKey: string): RouteAccess {
  const resource = resourceMeta(resourceKey);
  return { login: true, permissions: [resource.permission], modules: resource.module ? [resource.module] : [] };
}

const ALL: readonly NestedScreen[] = ['create', 'edit', 'show'];

/** `viewOf`: the child resource's view, handed to its pages (its columns, its show actions). */
export function nestedRoutes(children: readonly NestedChild[], viewOf: (key: string) => ResourceView): RouteDef[] {
  return children.flatMap(({ access: own, titles: named, ...spec }): RouteDef[] => {
    const resource = resourceMeta(spec.resource);
    const access = own ?? nestedAccess(spec.resource);
    const plural = resource.labels.plural;
    const singular = resource.labels.singular;
    const screens = spec.screens ?? ALL;
    const view = viewOf(spec.resource);
    const at = (name: PageName) => page(name, spec, view);
    const routes: RouteDef[] = [{ path: spec.path, title: named?.list ?? msg`${plural}`, access, page: at('NestedListPage') }];
    if (screens.includes('create')) routes.push({ path: `${spec.path}/create`, title: named?.create ?? msg`Novo registro: ${singular}`, access, page: at('NestedCreatePage') });
    if (screens.includes('edit')) routes.push({ path: `${spec.path}/edit/$${ROW_PARAM}`, title: named?.edit ?? msg`Editar: ${singular}`, access, page: at('NestedEditPage') });
    if (screens.includes('show')) routes.push({ path: `${spec.path}/show/$${ROW_PARAM}`, title: named?.show ?? msg`${singular}`, access, page: at('NestedShowPage') });
    return routes;
  });
}
