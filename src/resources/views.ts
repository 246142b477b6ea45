// Every resource's view (`./<key>.view.ts`), found by glob: adding a resource's screens is adding its
// view file, nothing to register. Read by the route table (routes/resources.ts), which hands each
// screen its view; the generic screens themselves never import this (ui does not reach features).
import type { ResourceView } from '../ui/resource/view';

const modules = import.meta.glob<ResourceView>('./*.view.ts', { eager: true, import: 'view' });

export const VIEWS: readonly ResourceView[] = Object.values(modules);

const byKey = new Map<string, ResourceView>(VIEWS.map((v) => [v.key, v]));

/** The view of `key`, or undefined when the resource has none (a test requires one for each). */
export const findView = (key: string): ResourceView | undefined => byKey.get(key);

/** The view of `key`; throws for a resource without one (a programming error). */
export function getView(key: string): ResourceView {
  const view = byKey.get(key);
  if (!view) throw new Error(`Recurso sem tela: ${key}`);
  return view;
}

/** The route base of a resource's own screens, null when it only has nested ones. */
export const resourceBase = (key: string): string | null => byKey.get(key)?.route ?? null;
