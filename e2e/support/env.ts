import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRASILIA_TIME_ZONE } from '../../src/domain/dates';

// The e2e server runs on its own port with a fresh data folder, so a developer's `npm start`
// (port 8787, .data/) is never touched by the tests. The folder name is fixed once in the runner
// process and inherited by its workers through the environment.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `federa-e2e-${Date.now()}`);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8791);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
export const origin = (host = '127.0.0.1') => `http://${host}:${E2E_PORT}`;
export const DEMO_PASSWORD = 'federa-demo';
/** Every browser context reads and writes dates as a federation in Brazil does. */
export const BRAZIL_CONTEXT = { locale: 'pt-BR', timezoneId: BRASILIA_TIME_ZONE } as const;
