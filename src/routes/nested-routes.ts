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
import { ROW_PARAM, type NestedScreen } from '../ui/resource/nested';
import type { NestedPageProps } from '../ui/resource/nested-pages';
import type { NestedRoute } from './view-routes';

type PageName = 'NestedListPage' | 'NestedCreatePage' | 'NestedEditPage' | 'NestedShowPage';

const pages = () => import('../ui/resource/nested-pages');
const views = () => import('../resources/views');

/**
 * A generic nested screen. Its spec and the child's view come from the whole views, loaded with the
 * screen: the route table only holds their route data (view-routes.ts), not the list's flow.
 */
function page(name: PageName, path: string, resource: string): LazyPage {
  const inner = lazyPage(async () => {
    const [screens, { getView, nestedSpecAt }] = await Promise.all([pages(), views()]);
    const Screen = screens[name];
    const props: NestedPageProps = { spec: nestedSpecAt(path), resourceView: getView(resource) };
    return { Page: () => createElement(Screen, props) };
  }, 'Page');
  return Object.assign(() => createElement(inner), { preload: inner.preload, displayName: `${name}(${resource})` });
}

export function nestedAccess(resourceKey: string): RouteAccess {
  const resource = resourceMeta(resourceKey);
  return { login: true, permissions: [resource.permission], modules: resource.module ? [resource.module] : [] };
}

const ALL: readonly NestedScreen[] = ['create', 'edit', 'show'];

/** The routes of the views' nested children; their pages get the child's whole view (its columns, its show actions). */
export function nestedRoutes(children: readonly NestedRoute[]): RouteDef[] {
  return children.flatMap(({ access: own, titles: named, ...spec }): RouteDef[] => {
    const resource = resourceMeta(spec.resource);
    const access = own ?? nestedAccess(spec.resource);
    const plural = resource.labels.plural;
    const singular = resource.labels.singular;
    const screens = spec.screens ?? ALL;
    const at = (name: PageName) => page(name, spec.path, spec.resource);
    const routes: RouteDef[] = [{ path: spec.path, title: named?.list ?? msg`${plural}`, access, page: at('NestedListPage') }];
    if (screens.includes('create')) routes.push({ path: `${spec.path}/create`, title: named?.create ?? msg`Novo registro: ${singular}`, access, page: at('NestedCreatePage') });
    if (screens.includes('edit')) routes.push({ path: `${spec.path}/edit/$${ROW_PARAM}`, title: named?.edit ?? msg`Editar: ${singular}`, access, page: at('NestedEditPage') });
    if (screens.includes('show')) routes.push({ path: `${spec.path}/show/$${ROW_PARAM}`, title: named?.show ?? msg`${singular}`, access, page: at('NestedShowPage') });
    return routes;
  });
}
