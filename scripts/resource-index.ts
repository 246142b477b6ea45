// `virtual:resource-index`: what the route table needs from the resource registry
// — key, route base, labels, write permission, module, owner — computed from the registry itself
// at build (and dev, and test) time, so the start-up chunk carries a few bytes of JSON per resource
// instead of every resource's schema, fields and validation (and valibot with them). The registry
// stays the one place a resource is declared; the screens load it with their own chunk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { AnyResource } from '../src/domain/resources/define';
import { generate } from './registry-gen.mjs';
import type { ResourceRouteMeta } from '../src/routes/resource-index';

const ID = 'virtual:resource-index';
/** The collections a replica holds and their declared indexes: what the tenant database opens with. */
const INDEXES_ID = 'virtual:replica-indexes';
const RESOLVED = `\0${ID}`;
const INDEXES_RESOLVED = `\0${INDEXES_ID}`;
const REGISTRY_DIR = 'src/domain/resources';

/** The route-facing part of one resource (the type lists the fields, this picks exactly those). */
export function routeMeta(resource: AnyResource): ResourceRouteMeta {
  const { key, labels } = resource;
  const { permission, module, owner, ownerMayWrite, readableBy, adminOnly } = resource.access;
  return { key, labels, permission, module, owner, ownerMayWrite, readableBy, adminOnly };
}

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
      if (!id.includes(REGISTRY_DIR)) return;
      registry = null;
      if (change.event !== 'update') generate();
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === INDEXES_ID ? INDEXES_RESOLVED : undefined),
    async load(id) {
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
