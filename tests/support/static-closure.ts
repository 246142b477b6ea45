// What loads with a module: the files it pulls in statically, for tests that keep a chunk free of
// what it must not carry (src/ui/theme.test.ts, src/app/data-runtime.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The files a module pulls in statically (relative imports, not `import()`): what loads with it. */
export function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const resolveFrom = (from: string, spec: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => join(dirname(from), spec) + end)
      .find((path) => existsSync(path) && statSync(path).isFile());
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/g)) {
      const next = match[1] ? undefined : resolveFrom(file, match[2]!);
      if (next) walk(next);
    }
  };
  entries.forEach(walk);
  return [...seen];
}


/** Packages (bare specifiers) the files import for their values (not `import type`). */
export function packagesOf(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^.'][^']*)'/g)) {
      if (!match[1]) found.add(match[2]!);
    }
  }
  return found;
}
