// The rest of the theme's recipes (theme-recipes.ts) as a module loaded on demand: route loaders,
// deferred parts and the toaster await it; the provider switches systems when it arrives.
import { lazyModule } from '../app/lazy-module';

export const themeRecipes = lazyModule(() => import('./theme-recipes'));
