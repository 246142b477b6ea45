// Routes generated from the resource registry and the views: list, create, edit/$id and show/$id
// under each resource's route base (its view's `route`), guarded by its write permission and module,
// then every nested screen the views declare. One generic screen per kind of route (src/ui/resource),
// told which resource it shows and handed its view through props. Built from the registry's
// route-facing index (resource-index.ts) and the views' route data (view-routes.ts), not the registry
// or the views: the screens load those with their chunk.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import { lazyPage, type LazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';
import { RESOURCE_ROUTE_INDEX, type ResourceRouteMeta } from './resource-index';
import { nestedRoutes } from './nested-routes';
import { resourceBase, ROUTED_VIEWS } from './view-routes';
import type { ResourcePageProps } from '../ui/resource/resource-pages';
import type { RouteDef } from './route-def';

export { resourceBase };

type Screen = 'ResourceListPage' | 'ResourceCreatePage' | 'ResourceEditPage' | 'ResourceShowPage';

const screens = () => import('../ui/resource/resource-pages');
const views = () => import('../resources/views');

/** A generic screen of `resource`, handed its whole view once both chunks are in. */
export function resourceScreen(name: Screen, resource: string, basePath: string): LazyPage {
  const inner = lazyPage(async () => {
    const [pages, { getView }] = await Promise.all([screens(), views()]);
    const Screen = pages[name];
    const props: ResourcePageProps = { resource, basePath, resourceView: getView(resource) };
    return { Page: () => createElement(Screen, props) };
  }, 'Page');
  return Object.assign(() => createElement(inner), { preload: inner.preload, displayName: `${name}(${resource})` });
}

const screen = resourceScreen;

// Registry labels are plain pt-BR text shown as they are; wrapping them in a one-placeholder
// message keeps lingui from warning about an uncompiled message for every page title.
const label = (registryLabel: string): MessageDescriptor => msg`${registryLabel}`;
// An acronym keeps its case ("Novo PAR-Q"), as lowerFirst in ui/resource/resource-meta.ts.
const lower = (s: string): string => (/^\p{Lu}[\p{Lu}\d-]/u.test(s) ? s : s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1));

function titles(resource: ResourceRouteMeta) {
  const name = lower(resource.labels.singular);
  return {
    list: label(resource.labels.plural),
    create: resource.labels.gender === 'f' ? msg`Nova ${name}` : msg`Novo ${name}`,
    edit: msg`Editar ${name}`,
    show: label(resource.labels.singular),
  };
}

function access(resource: ResourceRouteMeta, open: boolean): RouteAccess {
  // `open`: owners may create their own rows (spec §2.4: /records/users/create needs login only), and
  // a resource `readableBy: 'login'` lists and shows its rows to every signed-in person (tutorials).
  return {
    login: true, permissions: open ? [] : [resource.permission], modules: resource.module ? [resource.module] : [],
    ...(resource.adminOnly ? { adminOnly: true } : {}),
  };
}

export function resourceRoutes(resources: readonly ResourceRouteMeta[] = RESOURCE_ROUTE_INDEX): RouteDef[] {
  return resources.flatMap((resource): RouteDef[] => {
    const base = resourceBase(resource.key);
    if (!base) return [];
    const title = titles(resource);
    const guarded = access(resource, false);
    const readable = access(resource, resource.readableBy === 'login');
    return [
      { path: base, title: title.list, access: readable, page: screen('ResourceListPage', resource.key, base) },
      { path: `${base}/create`, title: title.create, access: access(resource, Boolean(resource.ownerMayWrite && resource.owner)),
        page: screen('ResourceCreatePage', resource.key, base) },
      { path: `${base}/edit/$id`, title: title.edit, access: guarded, page: screen('ResourceEditPage', resource.key, base) },
      { path: `${base}/show/$id`, title: title.show, access: readable, page: screen('ResourceShowPage', resource.key, base) },
    ];
  });
}

export const resourceRouteTable: RouteDef[] = [
  ...resourceRoutes(),
  ...nestedRoutes(ROUTED_VIEWS.flatMap((view) => view.nested ?? [])),
];
