import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { resourceIndex } from './scripts/resource-index';
import { linguiBabelPlugins } from './scripts/lingui-babel';

// Unit and integration tests. Unit tests sit beside the code (src/**/*.test.ts[x]);
// cross-boundary suites (server, sync round trip) live in tests/.
//
// The server suites share their workers' module graph (`isolate: false`): each of them otherwise
// imports the whole server and the registry afresh and compiles PGlite's WebAssembly again, and
// that, not the tests, was most of their time (12 files: 171 s isolated, 94 s shared, measured).
// Every server test opens its own database and app, so nothing else is shared. The domain's tests
// share theirs too: src/domain is pure (no React, Dexie or globals: eslint holds it), 70 s → 35 s.
// A server test file that replaces a module with `vi.mock` needs a fresh graph: it is named
// `*.mocked.test.ts` and runs isolated; a domain test mocks nothing (tests/build/test-isolation.test.ts).
// The screens' tests stay isolated: shared, they leak dialogs and databases into each other.
const SERVER = 'tests/server/**/*.test.ts';
const MOCKED = 'tests/server/**/*.mocked.test.ts';
const DOMAIN = 'src/domain/**/*.test.ts';

export default defineConfig({
  plugins: [react(), babel({ plugins: linguiBabelPlugins }), lingui(), resourceIndex()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: { name: 'app', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts'], exclude: [SERVER, DOMAIN] },
      },
      { extends: true, test: { name: 'domain', include: [DOMAIN], isolate: false } },
      { extends: true, test: { name: 'server', include: [SERVER], exclude: [MOCKED], isolate: false } },
      { extends: true, test: { name: 'server-mocked', include: [MOCKED] } },
    ],
  },
});
