// The Chakra v3 system: the spec's breakpoints (§9: 600, 1024, 1440, 1920 px) and the tenant's
// colour as the global colour palette, so every component (portals included) follows it.
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

/** 'primary' is the spec's default colour name (§9); it maps to our house palette. */
export const DEFAULT_PALETTE = 'blue';
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;

export function paletteFor(colorName: string | null | undefined): string {
  const name = (colorName ?? '').toLowerCase();
  return (PALETTES as readonly string[]).includes(name) ? name : DEFAULT_PALETTE;
}

const systems = new Map<string, SystemContext>();

export function systemFor(palette: string): SystemContext {
  let system = systems.get(palette);
  if (!system) {
    const config = defineConfig({
      theme: {
        breakpoints: { sm: '600px', md: '1024px', lg: '1440px', xl: '1920px', '2xl': '2560px' },
        // WCAG AA text contrast (4.5:1) on white: Chakra's red.500 error text is 3.76:1 and its
        // gray.400 'subtle' text 2.56:1; red.700 gives 6.5:1 and gray.500 4.8:1 (dark mode unchanged).
        semanticTokens: {
          colors: {
            fg: {
              error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
              subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
            },
          },
        },
      },
      globalCss: {
        html: { colorPalette: palette },
        body: { minHeight: '100dvh' },
      },
    });
    system = createSystem(defaultConfig, config);
    systems.set(palette, system);
  }
  return system;
}
