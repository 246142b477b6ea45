// The app's Chakra system carries only the recipes of the components it uses; a
// component whose recipe is left out renders unstyled without any error. This scans every Chakra
// import in src/ and checks that each component Chakra styles with a recipe finds it in our system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { routeTable } from '../routes/registry';
import { startupRecipes, systemFor } from './theme';
import { moreRecipes } from './theme-recipes';
import { staticClosure } from '../../tests/support/static-closure';

/** Components that use another component's recipe under their own name. */
const RECIPE_OF: Record<string, string[]> = {
  IconButton: ['button'], CloseButton: ['button'], Toaster: ['toast'],
  // A button in its loading state shows a spinner; a menu's checkbox item shows a checkmark.
  Button: ['button', 'spinner'], Menu: ['menu', 'checkmark'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Chakra components (values, not types) a file imports. */
function chakraImportsOf(file: string): string[] {
  const names: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      if (part.trim().startsWith('type ')) continue;
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (/^[A-Z]/.test(name)) names.push(name);
    }
  }
  return names;
}

function chakraImports(): Set<string> {
  return new Set(sourceFiles('src').flatMap(chakraImportsOf));
}

/** The screen of each route drawn with the start-up recipes alone (RouteDef.startupTheme). */
const STARTUP_THEME_SCREENS: Record<string, string> = { '/login': 'src/features/auth/login-page.tsx' };

const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);

describe('the app theme', () => {
  const system = systemFor('blue', moreRecipes);

  it('has the recipe of every Chakra component imported in src/', () => {
    const missing: string[] = [];
    for (const name of chakraImports()) {
      for (const key of RECIPE_OF[name] ?? [lowerFirst(name)]) {
        const styled = key in chakraRecipes || key in chakraSlotRecipes;
        const present = system.getRecipe(key) ?? system.getSlotRecipe(key);
        if (styled && !present) missing.push(`${name} → ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out the recipes of components the app does not use', () => {
    for (const key of ['datePicker', 'colorPicker', 'carousel', 'treeView', 'qrCode']) {
      expect(system.getSlotRecipe(key)).toBeUndefined();
    }
  });

  it('the start-up and the login form use only the start-up recipes (the rest arrives with the other routes)', () => {
    const flagged = routeTable.filter((route) => route.startupTheme).map((route) => route.path);
    expect(flagged.every((path) => path in STARTUP_THEME_SCREENS)).toBe(true);
    const startup = systemFor('blue');
    const missing: string[] = [];
    for (const file of staticClosure(['src/main.tsx', ...flagged.map((path) => STARTUP_THEME_SCREENS[path]!)])) {
      for (const name of chakraImportsOf(file)) {
        for (const key of RECIPE_OF[name] ?? [lowerFirst(name)]) {
          const styled = key in chakraRecipes || key in chakraSlotRecipes;
          if (styled && !(startup.getRecipe(key) ?? startup.getSlotRecipe(key))) missing.push(`${file}: ${name} → ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Sanity: the walk reaches the login form's fields and the start-up's loading screen.
    expect(staticClosure(['src/main.tsx', 'src/features/auth/login-page.tsx'])).toEqual(
      expect.arrayContaining(['src/ui/text-field.tsx', 'src/ui/loading-screen.tsx']));
  });

  it('keeps the start-up recipes out of the later chunk and the later ones out of the start-up', () => {
    const later = [...Object.keys(moreRecipes.recipes), ...Object.keys(moreRecipes.slotRecipes)];
    const first = [...Object.keys(startupRecipes.recipes), ...Object.keys(startupRecipes.slotRecipes)];
    expect(later.filter((key) => first.includes(key))).toEqual([]);
    expect(systemFor('blue').getSlotRecipe('table')).toBeUndefined();
    expect(system.getSlotRecipe('table')).toBeDefined();
  });

  it('darkens a solid button on hover, so white text keeps AA contrast', () => {
    const css = JSON.stringify(system.getRecipe('button')?.variants?.variant?.solid);
    // Chakra's default lightens it (colorPalette.solid/90), 4.31:1 on the blue palette.
    expect(css).not.toContain('colorPalette.solid/90');
    expect(css).toContain('"_hover":{"bg":"colorPalette.700"}');
  });
});
