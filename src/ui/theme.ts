// The Chakra v3 system: the spec's breakpoints (§9: 600, 1024, 1440, 1920 px) and the tenant's
// colour as the global colour palette, so every component (portals included) follows it.
//
// Built from Chakra's base preset plus ONLY the recipes of the components the app renders, not from
// `defaultConfig` (issue 9 item 16): the default config carries the recipes of ~80 components and
// they all land in the first chunk every route downloads. A component whose recipe is missing here
// still renders, but unstyled — so a new Chakra component used in src/ must get its recipe below
// (see theme.test.ts, which checks every Chakra component imported in src/ against this list).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints as chakraBreakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes,
  layerStyles, semanticTokens, textStyles, tokens,
  badgeRecipe, buttonRecipe, checkmarkRecipe, codeRecipe, headingRecipe, iconRecipe, inputRecipe,
  linkRecipe, skeletonRecipe, spinnerRecipe, textareaRecipe,
  accordionSlotRecipe, alertSlotRecipe, avatarSlotRecipe, cardSlotRecipe, checkboxSlotRecipe, comboboxSlotRecipe,
  dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe,
  listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, statSlotRecipe, switchSlotRecipe,
  tableSlotRecipe, tabsSlotRecipe, tagSlotRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';

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

/** Recipes (keyed as Chakra's components look them up) of the components used in src/. */
const recipes = {
  badge: badgeRecipe, button, checkmark: checkmarkRecipe, code: codeRecipe,
  heading: headingRecipe, icon: iconRecipe, input: inputRecipe, link: linkRecipe,
  skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
};
const slotRecipes = {
  accordion: accordionSlotRecipe, alert: alertSlotRecipe, avatar: avatarSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe, emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, list: listSlotRecipe,
  menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe,
  stat: statSlotRecipe, switch: switchSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe, tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (tokens, text and layer styles, global CSS) with our recipe subset. */
const appThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: chakraBreakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes,
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
    system = createSystem(defaultBaseConfig, appThemeConfig, config);
    systems.set(palette, system);
  }
  return system;
}
