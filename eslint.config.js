import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { cycleMembership, importGraph, isTestFile } from './scripts/lint/import-graph.mjs';

// No import cycles, counting type-only and dynamic imports (import-x/no-cycle skips type imports): the
// graph is built once per ESLint process, from TypeScript's resolver (scripts/lint/import-graph.mjs).
let cycleFiles = null;
const boundaries = {
  rules: {
    'no-cycle': {
      meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{target}} leads back to this file ({{size}} files in the cycle; scripts/boundaries-report.ts -v lists it).' } },
      create(context) {
        const file = context.physicalFilename;
        if (isTestFile(file)) return {};
        cycleFiles ??= { graph: importGraph(context.cwd), member: null };
        cycleFiles.member ??= cycleMembership(cycleFiles.graph);
        const cycle = cycleFiles.member.get(file);
        if (!cycle) return {};
        const edges = cycleFiles.graph.get(file) ?? [];
        const check = (source) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          const edge = edges.find((e) => e.specifier === source.value);
          if (edge && cycle.has(edge.to)) context.report({ node: source, messageId: 'cycle', data: { target: source.value, size: String(cycle.size) } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          TSImportType: (node) => check(node.argument?.literal ?? node.argument),
        };
      },
    },
  },
};

// The layers (docs/architecture.md): domain (pure rules, shared with the server) and lib (client
// primitives) at the bottom, then data (replica, outbox, session), ui (shared components), features
// (one folder per area), routes and app (the shell). A layer imports only those below it, and no
// feature imports another: what two features share moves down to ui, data, lib or domain.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const zone = (target, from, message) => ({ target, from, message });
const BOUNDARY_ZONES = [
  zone('./src/domain', ['./src/lib', './src/data', './src/ui', './src/features', './src/routes', './src/app', './server', './workers', './sw'], 'src/domain is pure: it imports only src/domain.'),
  zone('./src/lib', ['./src/data', './src/ui', './src/features', './src/routes', './src/app'], 'src/lib imports only src/domain.'),
  zone('./src/data', ['./src/ui', './src/features', './src/routes', './src/app'], 'src/data imports no app, ui, features or routes.'),
  zone('./src/ui', ['./src/features', './src/routes'], 'src/ui imports no features or routes: pass them in.'),
  zone(['./server', './workers', './sw'], ['./src/app', './src/ui', './src/features', './src/routes'], 'server, workers and sw import no UI.'),
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature imports no other feature: move what both use to src/ui, src/data, src/lib or src/domain.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'src/i18n/locales'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: { ...globals.node } } },
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Boundaries (docs/style.md §5) on resolved paths, so they hold at any folder depth. Tests may assemble
  // the layers they check (a data hook inside the app's harness), so the zones skip them.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      'boundaries/no-cycle': 'error',
    },
  },
  // Domain is pure: no React, Dexie, lingui (macros or runtime) or UI kit, in every domain file.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'dexie', 'dexie-*', '@lingui/*', '@chakra-ui/*', '@tanstack/*'] }],
    },
  },
  {
    files: ['server/**/*.ts', 'workers/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@chakra-ui/*', '@lingui/react*', '**/src/app/**', '**/src/ui/**', '**/src/features/**', '**/src/routes/**'] }],
    },
  },
  // Dexie only in the data layer (src/data), the sync worker and the service worker: screens read
  // the replica through src/data/replica.ts and write through useWrite. Its own rule name, so the
  // other import boundaries (no-restricted-imports) and this one never override each other.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/data/**', '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'dexie', message: 'Dexie only in src/data, workers and sw: read the replica with useReplica (src/data/replica.ts).' },
          { name: 'dexie-react-hooks', message: 'Read the replica with useReplica (src/data/replica.ts).' },
        ],
      }],
    },
  },
  // Every Dexie transaction through transact() (src/data/transact.ts), whose tables are bound to the
  // transaction: `db.transaction(...)` relies on Dexie's zone, which a long await chain loses.
  // The middlewares' DBCore `core.transaction` is another API.
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/data/transact.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction'][callee.object.name!='core']",
        message: 'Use transact(db, mode, tables, async (db) => ...) from src/data/transact.ts: its tables stay bound to the transaction.',
      }],
    },
  },
);
