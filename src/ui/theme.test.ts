// The app's Chakra system carries only the recipes of the components it uses (issue 9 item 16); a
// component whose recipe is left out renders unstyled without any error. This scans every Chakra
// import in src/ and checks that each component Chakra styles with a recipe finds it in our system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { systemFor } from './theme';

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

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);

describe('the app theme', () => {
  const system = systemFor('blue');

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

  it('darkens a solid button on hover, so white text keeps AA contrast', () => {
    const css = JSON.stringify(system.getRecipe('button')?.variants?.variant?.solid);
    // Chakra's default lightens it (colorPalette.solid/90), 4.31:1 on the blue palette.
    expect(css).not.toContain('colorPalette.solid/90');
    expect(css).toContain('"_hover":{"bg":"colorPalette.700"}');
  });
});
