import { defineConfig } from '@playwright/test';
import { BRAZIL_CONTEXT, E2E_PORT, E2E_DATA_DIR } from './e2e/support/env';

// Debian's Chromium, never a downloaded browser (STACK.md). The background-networking flags keep
// Chromium from dialling out on this closed network.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    ...BRAZIL_CONTEXT,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/federa/client?host=localhost`,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
