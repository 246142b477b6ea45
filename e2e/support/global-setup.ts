import { rmSync } from 'node:fs';
import { E2E_DATA_DIR } from './env';

// Returns the teardown: the throwaway database folder goes away with the run.
export default function globalSetup() {
  return () => rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
