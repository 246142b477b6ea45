// Every resource's view (`./<key>.view.ts`), found by glob: adding a resource's screens is adding its
// view file, nothing to register. Loaded with the generic screens (routes/resources.ts and
// nested-routes.ts hand each screen its view); the route table itself reads only the views' route
// data (routes/view-routes.ts, computed from these at build time). The generic screens never import
// this (ui does not reach features).
import type { NestedSpec } from '../ui/resource/nested';
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

const nestedByPath = new Map<string, NestedSpec>(VIEWS.flatMap((v) => (v.nested ?? []).map(({ access: _a, titles: _t, ...spec }) => [spec.path, spec] as const)));

/** The nested screen listed at `path` (its list path), whole: with its flow. Throws for an unknown path. */
export function nestedSpecAt(path: string): NestedSpec {
  const spec = nestedByPath.get(path);
  if (!spec) throw new Error(`Tela aninhada desconhecida: ${path}`);
  return spec;
}
