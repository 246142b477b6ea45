// A signed-in screen that only reads (the ID card) starts with the data layer, the main layout and
// its page, and nothing of the write path: the resource registry with its schemas, the mutators and
// valibot come with the first write (data/mutate-loader.ts), the tenant database opens with its
// tables from the build-time `virtual:replica-indexes` (/my/id 322.5 → 274.7 kB gz).
import { describe, expect, it } from 'vitest';
import { packagesOf, staticClosure } from '../../tests/support/static-closure';

const READ_ONLY_START = ['src/app/data-runtime.tsx', 'src/app/layout/main-layout.tsx', 'src/features/idcard/id-card-page.tsx'];

describe('a read-only signed-in start', () => {
  const files = staticClosure(READ_ONLY_START);

  it('does not load the resource registry, the mutators or the write path', () => {
    expect(files).toContain('src/data/tenant-db.ts'); // the walk reaches the data layer
    for (const heavy of ['src/domain/resources/index.ts', 'src/domain/mutators/index.ts', 'src/data/mutate.ts', 'src/data/wipe.ts', 'src/features/sync/operation-label.ts']) {
      expect(files, heavy).not.toContain(heavy);
    }
  });

  it('does not load valibot', () => {
    expect(packagesOf(files)).toContain('dexie');
    expect(packagesOf(files)).not.toContain('valibot');
  });
});
