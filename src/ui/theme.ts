// The Chakra v3 system: the spec's breakpoints (§9: 600, 1024, 1440, 1920 px) and the tenant's
// colour as the global colour palette, so every component (portals included) follows it.
//
// Built from Chakra's base preset plus ONLY the recipes of the components the app renders, not from
// `defaultConfig`: the default config carries the recipes of ~80 components and
// they all land in the first chunk every route downloads. Of ours, the start-up chunk carries only
// those the login form needs (`startupRecipes`); the rest come in theme-recipes.ts. A component whose
// recipe is missing still renders, but unstyled — so a new Chakra component used in src/ must get
// its recipe in one of the two (theme.test.ts checks every Chakra import in src/ against them).
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints as chakraBreakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes,
  layerStyles, semanticTokens, textStyles, tokens,
  buttonRecipe, codeRecipe, headingRecipe, iconRecipe, inputRecipe, linkRecipe, spinnerRecipe,
  cardSlotRecipe, fieldSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes keyed as Chakra's components look them up. */
export type RecipeSet = Required<Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>>;

/**
 * Chakra's solid button lightens on hover (`colorPalette.solid/90`, a blend towards the page): white
 * text on the blue palette's hover fell to 4.31:1, under WCAG AA's 4.5:1, found by axe in the scale's
 * e2e. Hover and an open menu darken to the palette's 700 instead, which keeps (and raises) contrast.
 */
const solidButton = {
  ...buttonRecipe.variants!.variant!.solid,
  _hover: { bg: 'colorPalette.700' },
  _expanded: { bg: 'colorPalette.700' },
};
const button = { ...buttonRecipe, variants: { ...buttonRecipe.variants, variant: { ...buttonRecipe.variants!.variant, solid: solidButton } } };

/**
 * The start-up recipes: those of the components the start-up chunk and the login form draw (the
 * loading and error screens, the auth card, text fields, buttons, links). Every other recipe is in
 * theme-recipes.ts, which every route but /login awaits in its loader (app/route-chunks.ts), so no
 * screen draws before its recipes are in. theme.test.ts checks both halves against the imports.
 */
export const startupRecipes: RecipeSet = {
  recipes: { button, code: codeRecipe, heading: headingRecipe, icon: iconRecipe, input: inputRecipe, link: linkRecipe, spinner: spinnerRecipe },
  slotRecipes: { card: cardSlotRecipe, field: fieldSlotRecipe },
};

/** Chakra's default theme (tokens, text and layer styles, global CSS) with the start-up recipes. */
const appThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: chakraBreakpoints, keyframes, tokens, semanticTokens, ...startupRecipes,
    textStyles, layerStyles, animationStyles,
  },
});

/** 'primary' is the spec's default colour name (§9); it maps to our house palette. */
export const DEFAULT_PALETTE = 'blue';
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;

export function paletteFor(colorName: string | null | undefined): string {
  const name = (colorName ?? '').toLowerCase();
  return (PALETTES as readonly string[]).includes(name) ? name : DEFAULT_PALETTE;
}

const systems = new Map<string, SystemContext>();

/**
 * The system of a palette, with the start-up recipes and, once theme-recipes.ts has arrived, the
 * rest. A new system (not recipes added to the old one): Chakra caches a component's recipe function
 * by key on first use, so a recipe registered late would never be seen by a cached empty one.
 */
export function systemFor(palette: string, more?: RecipeSet): SystemContext {
  const key = more ? `${palette}+` : palette;
  let system = systems.get(key);
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
    const rest = more ? [defineConfig({ theme: more })] : [];
    system = createSystem(defaultBaseConfig, appThemeConfig, config, ...rest);
    systems.set(key, system);
  }
  return system;
}
