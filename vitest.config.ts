import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { resourceIndex } from './scripts/resource-index';
import { linguiBabelPlugins } from './scripts/lingui-babel';

// Unit and integration tests. Unit tests sit beside the code (src/**/*.test.ts[x]);
// cross-boundary suites (server, sync round trip) live in tests/.
export default defineConfig({
  plugins: [react(), babel({ plugins: linguiBabelPlugins }), lingui(), resourceIndex()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
