// A resource's view: what only the screens need, beside its server-safe declaration
// (src/domain/resources/<key>.ts). One file per resource, `src/resources/<key>.view.ts`, found by
// glob (src/resources/views.ts): the route base, the flows a screen adds to the generic list, show
// page and create form, and the nested screens listed under the resource's rows. The route table
// reads only their route data, computed at build time (routes/view-routes.ts); the views themselves
// load with the generic screens. They still hold plain data and lazy components only: the build
// runs them in Node to compute that data (scripts/resource-index.ts), and a static import of a screen
// would load it there and in the screens' shared chunk.
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteAccess } from '../../app/guards';
import type { FieldKey } from '../../domain/resources/define';
import type { ResourceKey, ResourceOf } from '../../domain/resources/index';
import type { NestedSpec } from './nested';

/** Props of the extra actions a show page holds above the fields (a meal's screens, a person's sections). */
export interface ShowActionsProps {
  record: Record<string, unknown>;
}

/** Props of the extra actions beside "Novo" on a list (import and export). */
export interface ListActionsProps {
  basePath: string;
}

/** Props of the widget above a new row's fields that may replace some of them ("Copiar de um modelo"). */
export interface FormExtraProps {
  /** Replaces these form values (the others stay as typed). */
  apply: (values: Record<string, unknown>) => void;
}

/** A create form's starting values and picker, loaded with the create screen. */
export interface FormExtra {
  defaults?: () => Record<string, unknown>;
  Picker?: ComponentType<FormExtraProps>;
}

/** A nested screen declared in a view: the spec, with its own guard and titles when not the resource's. */
export interface NestedChild extends NestedSpec {
  /** Who opens these screens when it is not the resource's writers (an entity's manager: `my_users`). */
  access?: RouteAccess;
  /** Page titles, when the generic ones ("Editar: Pessoa") do not fit. */
  titles?: Partial<Record<'list' | 'create' | 'edit' | 'show', MessageDescriptor>>;
}

export interface ResourceView {
  /** The resource's key in the registry. */
  key: ResourceKey;
  /**
   * Base of the spec's routes (list at `route`, `route/create`, `route/edit/{id}`, `route/show/{id}`);
   * null when only nested screens exist.
   */
  route: string | null;
  /** The list's columns, in order (each a field of the schema). */
  columns: readonly string[];
  /**
   * Shown on the show page above the fields (lazy). Several, in order, when more than one area adds
   * flows to a row (a register type's catalogues and its exams).
   */
  showActions?: ComponentType<ShowActionsProps> | readonly ComponentType<ShowActionsProps>[];
  /** Shown beside "Novo" on the resource's own list, not on nested lists (lazy). */
  listActions?: ComponentType<ListActionsProps>;
  /** Starting values and picker of a new row on the generic create form, loaded with it. */
  formExtra?: () => Promise<FormExtra>;
  /** Nested screens under this resource's rows (routes, headings, breadcrumbs come from them). */
  nested?: readonly NestedChild[];
}

/** A view whose columns are checked against its resource's schema. */
export type ViewOf<K extends ResourceKey> = ResourceView & { key: K; columns: readonly FieldKey<ResourceOf<K>['schema']>[] };

/** Identity, typed: `export const view = defineView({ key: 'meals', route: '/meals', columns: ['name'] })`. */
export const defineView = <const K extends ResourceKey>(view: ViewOf<K>): ViewOf<K> => view;
