import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  // Boundaries (STYLE.md §5): domain is pure; server, workers and sw never import UI.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'dexie', 'dexie-*', '@lingui/*', '@chakra-ui/*', '../app/*', '../data/*', '../ui/*', '../features/*', '**/server/**'] }],
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
      // Data-layer modules still under features/ (a database of their own, a Dexie middleware): they move to src/data.
      'src/features/competitions/public/public-store.ts', 'src/features/sync/storage-guard.ts',
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
);
