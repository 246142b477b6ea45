// `virtual:resource-index` (issue 9 item 16): what the route table needs from the resource registry
// — key, route base, labels, write permission, module, owner — computed from the registry itself
// at build (and dev, and test) time, so the start-up chunk carries a few bytes of JSON per resource
// instead of every resource's schema, fields and validation (and valibot with them). The registry
// stays the one place a resource is declared; the screens load it with their own chunk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { AnyResource } from '../src/domain/resources/define';
import type { ResourceRouteMeta } from '../src/routes/resource-index';

const ID = 'virtual:resource-index';
const RESOLVED = `\0${ID}`;
const REGISTRY_DIR = 'src/domain/resources';

/** The route-facing part of one resource (the type lists the fields, this picks exactly those). */
export function routeMeta(resource: AnyResource): ResourceRouteMeta {
  const { key, route, labels, permission, module, owner, ownerMayWrite, readableBy, adminOnly } = resource;
  return { key, route, labels, permission, module, owner, ownerMayWrite, readableBy, adminOnly };
}

export function resourceIndex(): Plugin {
  let root = process.cwd();
  return {
    name: 'federa-resource-index',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Rebuilt when a registry file changes (dev server, vitest watch).
      for (const file of readdirSync(join(root, REGISTRY_DIR))) this.addWatchFile(join(root, REGISTRY_DIR, file));
      const { module } = await runnerImport<{ RESOURCES: readonly AnyResource[] }>(`/${REGISTRY_DIR}/index.ts`, {
        root, configFile: false, logLevel: 'error',
      });
      return `export const RESOURCE_INDEX = ${JSON.stringify(module.RESOURCES.map(routeMeta))};\n`;
    },
  };
}
