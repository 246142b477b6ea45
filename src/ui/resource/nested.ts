// Nested resources: a registry resource listed, created, edited and shown UNDER a parent row (a
// competition's teams, a phase's groups, a participant's members, an olympics' scores). One
// mechanism for every area: the views declare each nested screen as data (NestedSpec, src/resources/*.view.ts), the
// routes are generated from it (src/routes/nested-routes.ts) and the generic screens receive a NestedView (the
// parent's filter, the fields it fixes, the heading and the breadcrumbs).
import type { ComponentType, ReactNode } from 'react';
import type { ListFilter } from './list-toolbar';

/** One parent in the path, outermost first. */
export interface NestedParent {
  /** The URL parameter holding the parent's id (`parent_id`, `id`). */
  param: string;
  /** The parent's resource key. */
  resource: string;
  /** The child's field holding that id: prefilled and hidden in the form. */
  field: string;
  /** Where the breadcrumb links to: a path template with the same `$params`. */
  href: string;
}

export type NestedScreen = 'create' | 'edit' | 'show';

export interface NestedSpec {
  /** The child's resource key. */
  resource: string;
  /** The list's path (TanStack syntax); create, edit/$row_id and show/$row_id hang under it. */
  path: string;
  /**
   * Outermost first. The LAST parent filters the list (its `field` needs an index on the child, or
   * a compound index it leads) and names the heading ("Equipes participantes — Série A 2023").
   */
  parents: readonly NestedParent[];
  /** Generated screens besides the list (default: all three). */
  screens?: readonly NestedScreen[];
  /**
   * Where a row opens, when a custom page replaces the generic show: `<showBase>/show/<row id>`
   * (template), or, when the template holds `$row_id`, that path itself (`…/teams/$id/$row_id`).
   */
  showBase?: string;
  /** A flow of this list shown above it (a lazy component: heats' "Distribuir baterias"). */
  extra?: ComponentType<NestedExtraProps>;
}

export interface NestedExtraProps {
  /** The page's URL parameters (the parents' ids). */
  params: Readonly<Record<string, string | undefined>>;
}

/** What a generic screen needs to show rows of one parent. */
export interface NestedView {
  /** Rows whose field holds the parent's id. */
  filter: ListFilter;
  /** Every parent's field and id: the form prefills and hides them. */
  fixed: Readonly<Record<string, string>>;
  /** The heading, naming the parent. */
  title: string;
  breadcrumbs: ReactNode;
  /** Concrete path of the rows' show pages, when not under the list (see NestedSpec.showBase). */
  showBase?: string | undefined;
  /** Shown above the list (NestedSpec.extra). */
  extra?: ReactNode;
  /** False when the spec declares no create (or edit) screen: no button leads to a missing route. */
  creatable?: boolean;
  editable?: boolean;
}

/** The row-id parameter of nested edit and show pages (`$id` may already name a parent). */
export const ROW_PARAM = 'row_id';

/** Fills `$name` segments from `params` and drops optional `{-$name}` segments left empty. */
export function fillPath(template: string, params: Readonly<Record<string, string | undefined>>): string {
  return template
    .replace(/\/\{-\$(\w+)\}/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''))
    .replace(/\$(\w+)/g, (_, name: string) => params[name] ?? `$${name}`);
}

/** The page a list row opens: under `base` at `show/<id>`, or `base` itself when it names `$row_id` (NestedSpec.showBase). */
export const rowPage = (base: string, id: string): string =>
  base.includes(`$${ROW_PARAM}`) ? base.replace(`$${ROW_PARAM}`, id) : `${base}/show/${id}`;
