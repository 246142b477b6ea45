// The server suites share a module graph per worker (vitest.config.ts): a `vi.mock` there would
// either not apply (the module is already loaded) or leak into the next file. Such a file must be
// named *.mocked.test.ts, which runs isolated. The domain's tests share theirs too, and mock nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const mocks = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const testFiles = (dir: string) => readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.test\.tsx?$/.test(f));

describe('server test isolation', () => {
  it('every server test file that mocks a module is named *.mocked.test.ts', () => {
    const mocking = testFiles('tests/server').filter((f) => mocks(join('tests/server', f)));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !f.endsWith('.mocked.test.ts'))).toEqual([]);
  });

  it('no domain test mocks a module (they share one module graph)', () => {
    expect(testFiles('src/domain').filter((f) => mocks(join('src/domain', f)))).toEqual([]);
  });
});
