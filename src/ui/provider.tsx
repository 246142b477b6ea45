import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appStore } from '../app/app-state';
import { useStore } from '../app/store';
import { paletteFor, systemFor } from './theme';

/** Chakra with the tenant's palette (stored `colorname1`, 'primary' by default). */
export function UiProvider({ children }: { children: ReactNode }) {
  const palette = useStore(appStore, (s) => paletteFor(s.colorName));
  return <ChakraProvider value={systemFor(palette)}>{children}</ChakraProvider>;
}
