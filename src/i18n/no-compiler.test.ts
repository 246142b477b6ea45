// The app's start-up carries no lingui message compiler: texts are compiled at build time
// (scripts/lingui-precompile.ts; its own test is tests/build/lingui-precompile.test.ts).
import { describe, expect, it } from 'vitest';
import { packagesOf, staticClosure } from '../../tests/support/static-closure';

describe('the start-up', () => {
  it('imports no message compiler', () => {
    const packages = packagesOf(staticClosure(['src/main.tsx']));
    expect(packages).toContain('@lingui/core'); // the walk reaches i18n
    expect([...packages].filter((p) => p.startsWith('@lingui/message-utils') || p.startsWith('@messageformat'))).toEqual([]);
  });
});
