// The rest of the theme's recipes (theme-recipes.ts) as a module loaded on demand: route loaders,
// deferred parts and the toaster await it; the provider switches systems when it arrives.
import { lazyModule } from '../lib/lazy-module';

export const themeRecipes = lazyModule(() => import('./theme-recipes'));

/** An importer whose module resolves once the rest of the theme's recipes are in too. */
export const withThemeRecipes = <M>(importer: () => Promise<M>) => async (): Promise<M> =>
  (await Promise.all([importer(), themeRecipes.load()]))[0];
