// The views as the route table sees them: each resource's route base and its nested screens'
// paths, parents, guards and titles, computed from src/resources/*.view.ts at build (and dev, and
// test) time (scripts/resource-index.ts viewRoute). The start-up chunk carries this data only; the
// views themselves (columns, show and list actions, form extras) load with the screens that use
// them (resources/views.ts, through routes/resources.ts and nested-routes.ts).
import { VIEW_ROUTES } from 'virtual:view-routes';
import type { NestedChild, ResourceView } from '../ui/resource/view';

/** A nested screen without its lazy flow (`extra`), which the page takes from the whole view. */
export type NestedRoute = Omit<NestedChild, 'extra'>;

export interface ViewRoute {
  key: ResourceView['key'];
  route: string | null;
  nested?: readonly NestedRoute[];
}

export const ROUTED_VIEWS: readonly ViewRoute[] = VIEW_ROUTES;

const byKey = new Map(ROUTED_VIEWS.map((view) => [view.key as string, view]));

/** The route base of a resource's own screens, null when it only has nested ones (or no view). */
export const resourceBase = (key: string): string | null => byKey.get(key)?.route ?? null;
