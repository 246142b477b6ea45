// Who may read and write a resource's rows. The server applies these (pull filter, push checks);
// the client only uses them to hide what the server would refuse anyway.
import { holdsPermission, type Grants } from '../access';
import { isRelationScope, type AnyResource, type RelationScope } from './define';

export interface Viewer extends Grants {
  id: string;
  /**
   * Modules the viewer's tenant offers (enabled and not hidden). The server always sets it: a
   * resource of any other module is neither pulled nor written. Absent on a device, whose screens
   * are guarded by module already.
   */
  modules?: readonly string[];
  /**
   * Whether the tenant lets people register new entities by request (spec §3 register_associations
   * `open`). The server always sets it; absent on a device, whose register screen reads the setting.
   */
  registersAssociations?: boolean;
}

/** False when the resource belongs to a module the viewer's tenant does not offer. */
export const offersModule = (resource: AnyResource, viewer: Viewer | null): boolean =>
  !resource.access.module || !viewer?.modules || viewer.modules.includes(resource.access.module);

/**
 * How a pull filters one collection for a viewer: every row, or the viewer's own rows and/or the
 * rows reachable along relation paths (`via`, evaluated by the server), or nothing.
 */
export type ReadFilter = { all: true } | { ownerField?: string; userId: string; via?: readonly RelationScope[] } | null;

export function readFilter(resource: AnyResource, viewer: Viewer | null): ReadFilter {
  if (!offersModule(resource, viewer)) return null;
  let ownerField: string | undefined;
  const via: RelationScope[] = [];
  for (const scope of resource.access.scope) {
    if (scope === 'public') return { all: true };
    if (!viewer) continue;
    if (isRelationScope(scope)) via.push(scope);
    else if (scope === 'tenant') return { all: true };
    else if (scope.startsWith('permission:') && holdsPermission(viewer, scope.slice('permission:'.length))) return { all: true };
    else if (scope === 'owner' && resource.access.owner) ownerField = resource.access.owner;
  }
  if (!viewer || (!ownerField && via.length === 0)) return null;
  return { userId: viewer.id, ...(ownerField ? { ownerField } : {}), ...(via.length ? { via } : {}) };
}

export function mayRead(resource: AnyResource, viewer: Viewer | null, row: Record<string, unknown>): boolean {
  const filter = readFilter(resource, viewer);
  if (!filter) return false;
  // Rows reachable along a relation are known to the server only (it holds the whole path).
  return 'all' in filter || (filter.ownerField !== undefined && row[filter.ownerField] === filter.userId);
}

/**
 * A write replaces `before` (undefined when new) with `after` (undefined when deleted). Holders of
 * the resource's permission may write any row; with `ownerMayWrite`, an owner may write a row that
 * is theirs before and after (so nobody can take or give away someone else's row).
 */
export function mayWrite(
  resource: AnyResource,
  viewer: Viewer,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (holdsPermission(viewer, resource.access.permission)) return true;
  if (mayWriteInContext(resource, viewer, before, after)) return true;
  if (!resource.access.ownerMayWrite || !resource.access.owner) return false;
  const field = resource.access.owner;
  const mine = (row: Record<string, unknown> | undefined) => row === undefined || row[field] === viewer.id;
  return (before !== undefined || after !== undefined) && mine(before) && mine(after);
}

/** `contextWriters`: the write keeps the row in a context (its `field` set) whose permission the viewer holds. */
function mayWriteInContext(
  resource: AnyResource,
  viewer: Viewer,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  const set = (row: Record<string, unknown> | undefined, field: string) => row === undefined || (row[field] !== undefined && row[field] !== null && row[field] !== '');
  return (before !== undefined || after !== undefined) && (resource.access.contextWriters ?? []).some(
    (w) => holdsPermission(viewer, w.permission) && set(before, w.field) && set(after, w.field),
  );
}
