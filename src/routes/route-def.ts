// Shape of a route table entry. Each area has one file (root.ts, errors.ts, later meals.ts, ...)
// exporting a list of these; registry.ts gathers them and app/router.tsx builds the router.
import type { MessageDescriptor } from '@lingui/core';
import type { LazyPage } from '../app/lazy-page';
import type { RouteAccess } from '../app/guards';

export type RouteLayout = 'main' | 'bare';

export interface RouteDef {
  /** TanStack path syntax: `/oauth/$key/$code`, optional segment `{-$status}`. */
  path: string;
  page: LazyPage;
  /** pt-BR page title; the document title becomes `{title} - Federa`. */
  title: MessageDescriptor;
  access: RouteAccess;
  /** `bare` hides header and drawer (login, public pages). Default `main`. */
  layout?: RouteLayout;
  /**
   * The screen draws with the start-up recipes alone (ui/theme.ts `startupRecipes`), so its route
   * does not wait for the rest of the theme (ui/theme-recipes.ts). Only /login: theme.test.ts checks
   * its imports.
   */
  startupTheme?: true;
}
