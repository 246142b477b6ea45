// The registry's `sealed` rule (resources/define.ts): a row whose stored state says it is now a
// record others rely on keeps its sealed fields through a generic put and cannot be deleted by a
// generic delete. The first use: a duel whose súmula is confirmed or in divergence
// (sumula-closed.ts), whose teams, phase, date and venue the public verification answers beside
// the digest. Runs in the generic mutators, so the device refuses at once what the server would.
import type { AnyResource } from '../resources/define';
import { MutationError, type StoredRow } from './types';

const isSealed = (resource: AnyResource, before: StoredRow | undefined): boolean =>
  Boolean(resource.integrity.sealed && before && resource.integrity.sealed.when.values.includes(before[resource.integrity.sealed.when.field] as string));

/** Same value for the seal: absent and null are one (a put may omit an empty field). */
const same = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/** Throws when a put changes a sealed field of a sealed row (`after` undefined: a delete). */
export function checkSealed(resource: AnyResource, before: StoredRow | undefined, after: StoredRow | undefined): void {
  if (!isSealed(resource, before)) return;
  const sealed = resource.integrity.sealed!;
  const changed = after ? sealed.fields.find((f) => !same(before![f], after[f])) : sealed.fields[0];
  if (changed !== undefined) throw new MutationError('locked', sealed.message, after ? { [changed]: sealed.message } : undefined);
}
