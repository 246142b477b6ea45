// Routes of nested resources, generated from their declarations (nested.ts): the list at
// `spec.path`, then `create`, `edit/$row_id` and `show/$row_id` under it, guarded like the resource's
// own routes (its write permission and module). Titles name the resource; the page heading adds the
// parent ("Equipes participantes — Série A 2023"). From the registry's route index, not the registry:
// this file is in the start-up chunk (routes/resource-index.ts).
import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { RouteAccess } from '../../app/guards';
import { lazyPage, type LazyPage } from '../../app/lazy-page';
import { resourceMeta } from '../../routes/resource-index';
import type { RouteDef } from '../../routes/route-def';
import { ROW_PARAM, type NestedScreen, type NestedSpec } from './nested';
import type { NestedPageProps } from './nested-pages';

type PageName = 'NestedListPage' | 'NestedCreatePage' | 'NestedEditPage' | 'NestedShowPage';

const pages = () => import('./nested-pages');

function page(name: PageName, spec: NestedSpec): LazyPage {
  const inner = lazyPage(pages, name);
  const props: NestedPageProps = { spec };
  return Object.assign(() => createElement(inner, props), { preload: inner.preload, displayName: `${name}(${spec.resource})` });
}

export function nestedAccess(resourceKey: string): RouteAccess {
  const resource = resourceMeta(resourceKey);
  return { login: true, permissions: [resource.permission], modules: resource.module ? [resource.module] : [] };
}

const ALL: readonly NestedScreen[] = ['create', 'edit', 'show'];

export function nestedRoutes(specs: readonly NestedSpec[]): RouteDef[] {
  return specs.flatMap((spec): RouteDef[] => {
    const resource = resourceMeta(spec.resource);
    const access = nestedAccess(spec.resource);
    const plural = resource.labels.plural;
    const singular = resource.labels.singular;
    const screens = spec.screens ?? ALL;
    const routes: RouteDef[] = [{ path: spec.path, title: msg`${plural}`, access, page: page('NestedListPage', spec) }];
    if (screens.includes('create')) routes.push({ path: `${spec.path}/create`, title: msg`Novo registro: ${singular}`, access, page: page('NestedCreatePage', spec) });
    if (screens.includes('edit')) routes.push({ path: `${spec.path}/edit/$${ROW_PARAM}`, title: msg`Editar: ${singular}`, access, page: page('NestedEditPage', spec) });
    if (screens.includes('show')) routes.push({ path: `${spec.path}/show/$${ROW_PARAM}`, title: msg`${singular}`, access, page: page('NestedShowPage', spec) });
    return routes;
  });
}
