// `virtual:resource-index`: what the route table needs from the resource registry
// — key, route base, labels, write permission, module, owner — computed from the registry itself
// at build (and dev, and test) time, so the start-up chunk carries a few bytes of JSON per resource
// instead of every resource's schema, fields and validation (and valibot with them). The registry
// stays the one place a resource is declared; the screens load it with their own chunk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { runnerImport, type Plugin } from 'vite';
import type { AnyResource } from '../src/domain/resources/define';
import { generate } from './registry-gen.mjs';
import { linguiBabelPlugins } from './lingui-babel';
import type { ResourceRouteMeta } from '../src/routes/resource-index';
import type { ViewRoute } from '../src/routes/view-routes';
import type { ResourceView } from '../src/ui/resource/view';

const ID = 'virtual:resource-index';
/** The collections a replica holds and their declared indexes: what the tenant database opens with. */
const INDEXES_ID = 'virtual:replica-indexes';
/** What the route table needs from the views (src/resources/*.view.ts): their paths, not their screens. */
const VIEW_ROUTES_ID = 'virtual:view-routes';
const RESOLVED = `\0${ID}`;
const INDEXES_RESOLVED = `\0${INDEXES_ID}`;
const VIEW_ROUTES_RESOLVED = `\0${VIEW_ROUTES_ID}`;
const REGISTRY_DIR = 'src/domain/resources';
const VIEWS_DIR = 'src/resources';

/** The route-facing part of one resource (the type lists the fields, this picks exactly those). */
export function routeMeta(resource: AnyResource): ResourceRouteMeta {
  const { key, labels } = resource;
  const { permission, module, owner, ownerMayWrite, readableBy, adminOnly } = resource.access;
  return { key, labels, permission, module, owner, ownerMayWrite, readableBy, adminOnly };
}

/**
 * The route-facing part of one view: its base and its nested screens' paths, parents, guards and
 * titles. Left out: the list's columns and every component (show and list actions, form extras, a
 * nested list's flow), which the screens get from the whole view, loaded with their chunk.
 */
export function viewRoute(view: ResourceView): ViewRoute {
  const nested = view.nested?.map(({ extra: _extra, ...child }) => child);
  return { key: view.key, route: view.route, ...(nested ? { nested } : {}) };
}

/** The source of `virtual:view-routes`. */
export const viewRoutesSource = (views: readonly ResourceView[]): string =>
  `export const VIEW_ROUTES = ${JSON.stringify(views.map(viewRoute))};\n`;

/** The source of `virtual:resource-index` or `virtual:replica-indexes` (also bundled by the benches' esbuild). */
export function virtualSource(id: string, resources: readonly AnyResource[]): string {
  // Two modules, not two exports of one: the route table is in the start-up chunk, the database's
  // indexes in the data layer's, and a module lands whole in one chunk.
  if (id === INDEXES_ID) return `export const REPLICA_INDEXES = ${JSON.stringify(resources.map(({ key, storage: { indexes, sort } }) => ({ key, indexes, sort })))};\n`;
  if (id === ID) return `export const RESOURCE_INDEX = ${JSON.stringify(resources.map(routeMeta))};\n`;
  throw new Error(`módulo virtual desconhecido: ${id}`);
}

/** The ids this plugin serves. */
export const VIRTUAL_IDS = [ID, INDEXES_ID] as const;

export function resourceIndex(): Plugin {
  let root = process.cwd();
  // The registry, imported once per build (both modules, every chunk that asks), again after a change.
  let registry: Promise<readonly AnyResource[]> | null = null;
  let views: Promise<readonly ResourceView[]> | null = null;
  return {
    name: 'federa-resource-index',
    configResolved(config) {
      root = config.root;
    },
    // The registry's list is a generated file: write it before anything imports it, and again when
    // a declaration is added or removed while the dev server or vitest watch runs.
    buildStart() {
      generate();
    },
    watchChange(id, change) {
      if (id.includes(VIEWS_DIR) && !id.includes(REGISTRY_DIR)) views = null;
      if (!id.includes(REGISTRY_DIR)) return;
      registry = null;
      if (change.event !== 'update') generate();
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === INDEXES_ID ? INDEXES_RESOLVED : id === VIEW_ROUTES_ID ? VIEW_ROUTES_RESOLVED : undefined),
    async load(id) {
      if (id === VIEW_ROUTES_RESOLVED) {
        for (const file of readdirSync(join(root, VIEWS_DIR), { withFileTypes: true })) {
          if (file.isFile() && file.name.endsWith('.view.ts')) this.addWatchFile(join(file.parentPath, file.name));
        }
        // The views run here once, in Node (their components are lazy: nothing of a screen loads),
        // with the lingui macro their titles are written in.
        views ??= runnerImport<{ VIEWS: readonly ResourceView[] }>(`/${VIEWS_DIR}/views.ts`, {
          root, configFile: false, logLevel: 'error', plugins: [babel({ plugins: linguiBabelPlugins })],
        }).then(({ module }) => module.VIEWS);
        return viewRoutesSource(await views);
      }
      if (id !== RESOLVED && id !== INDEXES_RESOLVED) return undefined;
      // Rebuilt when a registry file changes (dev server, vitest watch).
      for (const file of readdirSync(join(root, REGISTRY_DIR), { recursive: true, withFileTypes: true })) {
        if (file.isFile()) this.addWatchFile(join(file.parentPath, file.name));
      }
      registry ??= runnerImport<{ RESOURCES: readonly AnyResource[] }>(`/${REGISTRY_DIR}/index.ts`, {
        root, configFile: false, logLevel: 'error',
      }).then(({ module }) => module.RESOURCES);
      return virtualSource(id === INDEXES_RESOLVED ? INDEXES_ID : ID, await registry);
    },
  };
}
