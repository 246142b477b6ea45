// The mutator type map: every name `mutate(name, args)` and `useWrite` accept, with the args each
// one takes, read from the registry at compile time. A misspelt name or a wrong args shape is a
// type error instead of a refusal at run time. Types only: it loads no schema or mutator.
import type * as v from 'valibot';
import type { ResourceKey, ResourceOf } from '../resources/index';
import type { NAMED_MUTATORS } from './index';
import type { Mutator } from './types';

/**
 * How a resource's rows are written, as declared (`generic` when absent). The one place the map
 * reads the declaration's shape: a move of `writes` inside the declaration changes only this line.
 */
type WritesOf<R> = R extends { access: { writes?: infer W } } ? (undefined extends W ? Exclude<W, undefined> : W) : 'generic';

/** The resources with the generic `<key>.put` / `<key>.delete` (mutators/index.ts builds the same set). */
export type GenericKey = { [K in ResourceKey]: 'generic' extends WritesOf<ResourceOf<K>> ? K : never }[ResourceKey];

/** `<key>.put` takes the whole record, as its wire schema accepts it (the put validates it whole). */
type PutArgs<K extends ResourceKey> = v.InferInput<ResourceOf<K>['schema']>;

type Named = (typeof NAMED_MUTATORS)[number];

export type MutatorArgsMap =
  & { [K in GenericKey as `${K}.put`]: PutArgs<K> }
  & { [K in GenericKey as `${K}.delete`]: { id: string } }
  & { [M in Named as M['name']]: M extends Mutator<infer A, string> ? A : never };

/** Every mutator name a client may call. */
export type MutatorName = keyof MutatorArgsMap & string;

/** The args of the mutator `N`. */
export type MutatorArgs<N extends MutatorName> = MutatorArgsMap[N];
