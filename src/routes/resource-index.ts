// The resource registry as the route table sees it: built from src/domain/resources at build time
// (scripts/resource-index.ts), so the start-up chunk does not carry the registry's schemas and
// fields. Use the registry itself (domain/resources) anywhere else.
import { RESOURCE_INDEX } from 'virtual:resource-index';
import type { AnyResource } from '../domain/resources/define';

/** Flat on purpose: a few bytes per resource in the start-up chunk (scripts/resource-index.ts routeMeta). */
export type ResourceRouteMeta = Pick<AnyResource, 'key' | 'labels'>
  & Pick<AnyResource['access'], 'permission' | 'module' | 'owner' | 'ownerMayWrite' | 'readableBy' | 'adminOnly'>;

export const RESOURCE_ROUTE_INDEX: readonly ResourceRouteMeta[] = RESOURCE_INDEX;

const byKey = new Map(RESOURCE_ROUTE_INDEX.map((r) => [r.key, r]));

/** One resource's route-facing declaration; throws on an unknown key like the registry's getResource. */
export function resourceMeta(key: string): ResourceRouteMeta {
  const meta = byKey.get(key);
  if (!meta) throw new Error(`Recurso desconhecido: ${key}`);
  return meta;
}
