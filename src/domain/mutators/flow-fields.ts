// Fields only named mutators write (resource.integrity.flowFields: a duel's result, written by `duels.result`).
// The generic put runs on the device and on the server alike, so both keep the stored values: a
// date edited on a phone never erases a result, and a forged `duels.put` never sets one.
import type { AnyResource } from '../resources/define';
import type { StoredRow } from './types';

/** `row` with its flow fields as stored in `before` (absent on a new row), whatever it said. */
export function keepFlowFields(resource: AnyResource, before: StoredRow | undefined, row: StoredRow): StoredRow {
  if (!resource.integrity.flowFields?.length) return row;
  const out: StoredRow = { ...row };
  for (const field of resource.integrity.flowFields) {
    if (before && before[field] !== undefined) out[field] = before[field];
    else delete out[field];
  }
  return out;
}
