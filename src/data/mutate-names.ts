// The typed door to writes: `Mutate` accepts only a mutator name of the registry with that
// mutator's args (domain/mutators/mutator-map.ts), so a misspelt name or a wrong args shape fails
// to compile. Generic screens know their resource only at run time: they name its write through
// `resourceWrite`, and the resource's schema checks the row when the mutator runs.
import type { AnyResource } from '../domain/resources/index';
import type { MutatorArgs, MutatorName } from '../domain/mutators/mutator-map';
import type { MutateResult } from './mutate';

export type { MutatorArgs, MutatorName } from '../domain/mutators/mutator-map';

declare const resourceWriteBrand: unique symbol;

/** `<key>.put` / `<key>.delete` of a resource chosen at run time (generic screens). */
export type ResourceWrite = string & { readonly [resourceWriteBrand]: true };

/** The generic write of `resource`, for screens that serve every resource. */
export const resourceWrite = (resource: Pick<AnyResource, 'key'>, op: 'put' | 'delete'): ResourceWrite =>
  `${resource.key}.${op}` as ResourceWrite;

/** One write, named from the registry's type map. */
export interface Mutate {
  <N extends MutatorName>(name: N, args: MutatorArgs<N>): Promise<MutateResult>;
  /** A generic screen's write: the row is checked by the resource's schema when it runs. */
  (name: ResourceWrite, args: Record<string, unknown>): Promise<MutateResult>;
}
