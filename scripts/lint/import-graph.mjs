// The project's import graph, read with TypeScript's own pre-processor and resolver: every import,
// type-only and dynamic ones included (import-x/no-cycle skips type imports, and a lazy page that
// imports the route table that lazily imports it is still a cycle of the design). Shared by the
// ESLint rule `boundaries/no-cycle` (eslint.config.js) and scripts/boundaries-report.ts.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const GRAPH_ROOTS = ['src', 'workers', 'sw', 'server'];
export const isTestFile = (path) => /\.test\.tsx?$/.test(path);

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'locales') walk(path);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const dir of GRAPH_ROOTS) walk(join(root, dir));
  return files;
}

/**
 * file → the project files it imports (static, type-only and dynamic alike), each with the specifier
 * it was imported by. Test files are read but left out of `cycles`: a test may assemble the layers
 * it checks.
 */
export function importGraph(root = process.cwd()) {
  const options = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root).options;
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const edges = [];
    for (const imported of info.importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || !resolved.resolvedFileName.startsWith(root)) continue;
      edges.push({ to: resolved.resolvedFileName, specifier: imported.fileName });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file among the non-test files (Tarjan). */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (isTestFile(to) || !graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!isTestFile(file) && !index.has(file)) visit(file);
  return found;
}

/** file → the other files of its cycle, for the files in one. */
export function cycleMembership(graph) {
  const member = new Map();
  for (const component of cycles(graph)) {
    const set = new Set(component);
    for (const file of component) member.set(file, set);
  }
  return member;
}

export const relativeTo = (root) => (path) => relative(root, path);
