// A relation writer bound to some fields (issue 13 item 3): in `writableVia`, a relation that lists
// `fields` lets its writers change only those (a guardian changes their dependant's phone and e-mail;
// the name, CPF, birth date and photo change by an approval request, as for the person themselves).
// A relation without `fields` (an entity's manager) binds nothing. The id, the owner, the flow fields
// and the verification stamp are not the writer's to compare (other rules keep them). Runs in the
// generic put on both sides, after the relation writer was allowed (generic.ts).
import { holdsPermission } from '../access';
import type { AnyResource } from '../resources/define';
import { reachesWrite } from '../resources/relation-reach';
import { mayWrite, type Viewer } from '../resources/scope';
import { MutationError, type MutationTx, type StoredRow } from './types';

const nil = (x: unknown): boolean => x === undefined || x === null || x === '';
const same = (a: unknown, b: unknown): boolean => (nil(a) && nil(b)) || JSON.stringify(a) === JSON.stringify(b);
const labelOf = (resource: AnyResource, key: string): string => resource.fields.find((f) => f.key === key)?.label ?? key;
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`);

export async function checkRelationWriterFields(
  tx: MutationTx, resource: AnyResource, viewer: Viewer | undefined, before: StoredRow | undefined, after: StoredRow,
): Promise<void> {
  if (!viewer || !resource.writableVia || holdsPermission(viewer, resource.permission) || mayWrite(resource, viewer, before, after)) return;
  const allowed = new Set<string>();
  for (const scope of resource.writableVia) {
    if (!(await reachesWrite(tx, [scope], viewer.id, before, after))) continue;
    if (!scope.fields) return; // a relation that binds no field allows the whole row
    scope.fields.forEach((f) => allowed.add(f));
  }
  const v = resource.verification;
  const skip = new Set(['id', ...(resource.owner ? [resource.owner] : []), ...(resource.flowFields ?? []), ...(v ? [v.flag, v.by, v.at] : [])]);
  const changed = Object.keys(resource.schema.entries).filter((k) => !skip.has(k) && !allowed.has(k) && !same(before?.[k], after[k]));
  if (changed.length === 0) return;
  const mine = list([...allowed].map((k) => labelOf(resource, k)));
  const theirs = changed.map((k) => labelOf(resource, k));
  const message = `Você pode alterar apenas ${mine} deste cadastro. ${list(theirs)} mudam por solicitação à federação.`;
  throw new MutationError('forbidden', message, Object.fromEntries(changed.map((k) => [k, 'Alteração por solicitação à federação.'])));
}
