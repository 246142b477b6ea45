import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appStore } from '../data/app-state';
import { useStore } from '../lib/store';
import { useLazyModule } from '../lib/lazy-module';
import { paletteFor, systemFor } from './theme';
import { themeRecipes } from './theme-loader';

/**
 * Chakra with the tenant's palette (stored `colorname1`, 'primary' by default): the start-up recipes
 * first, all of them once theme-recipes.ts has arrived (before any screen but /login draws).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const palette = useStore(appStore, (s) => paletteFor(s.colorName));
  const more = useLazyModule(themeRecipes);
  return <ChakraProvider value={systemFor(palette, more?.moreRecipes)}>{children}</ChakraProvider>;
}
