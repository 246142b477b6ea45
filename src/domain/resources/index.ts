// The resource registry (the one allowed barrel): every kind of record the replica holds. Adding a
// resource is two files: its declaration beside this one (listed by scripts/registry-gen.mjs into
// registered.gen.ts, which gives the registry's types and lets the server load it without a
// bundler) and its view, src/resources/<key>.view.ts (found by glob); the local table, the generic
// mutators, the server's validation and pull scope, the routes and the generic screens all follow
// (docs/recipes.md).
import type { AnyResource, RecordOf } from './define';
import { REGISTERED } from './registered.gen';

/** Every declared resource, in file order (the list is generated: scripts/registry-gen.mjs). */
export const RESOURCES = REGISTERED;

type Registered = (typeof RESOURCES)[number];
export type ResourceKey = Registered['key'];
export type ResourceOf<K extends ResourceKey> = Extract<Registered, { key: K }>;
/** The wire record of a collection, e.g. `Row<'cities'>`. */
export type Row<K extends ResourceKey> = RecordOf<ResourceOf<K>>;

const byKey: ReadonlyMap<string, AnyResource> = new Map(RESOURCES.map((r): [string, AnyResource] => [r.key, r]));

export const RESOURCE_KEYS: readonly ResourceKey[] = RESOURCES.map((r) => r.key);

export const isResourceKey = (key: string): key is ResourceKey => byKey.has(key);

/** The resource declared under `key`, or undefined. */
export const findResource = (key: string): AnyResource | undefined => byKey.get(key);

/** The resource declared under `key`; throws for an unknown key (a programming error). */
export function getResource<K extends ResourceKey>(key: K): ResourceOf<K>;
export function getResource(key: string): AnyResource;
export function getResource(key: string): AnyResource {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`Recurso desconhecido: ${key}`);
  return resource;
}

export * from './registered.gen';
export type { AnyResource, FieldDef, FieldKind, RecordOf, RelationHop, RelationScope, ResourceDef, Scope } from './define';
