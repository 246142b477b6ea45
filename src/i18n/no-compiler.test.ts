// The app's start-up carries no lingui message compiler: texts are compiled at build time
// (scripts/lingui-precompile.ts; its own test is tests/build/lingui-precompile.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { packagesOf, staticClosure } from '../../tests/support/static-closure';

describe('the start-up', () => {
  it('imports no message compiler', () => {
    const packages = packagesOf(staticClosure(['src/main.tsx']));
    expect(packages).toContain('@lingui/core'); // the walk reaches i18n
    expect([...packages].filter((p) => p.startsWith('@lingui/message-utils') || p.startsWith('@messageformat'))).toEqual([]);
  });

  it('compiles nothing at run time, and warns about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A plain text is shown as it is, with no "Uncompiled message detected!" on every render.
    expect(i18n._({ id: 'p', message: 'Entrar' })).toBe('Entrar');
    // A placeholder the build did not compile stays raw: the build must compile every one (the text is
    // made at run time here, out of the build's reach).
    const uncompiled = ['Olá', '{name}'].join(' ');
    expect(i18n._({ id: 'q', message: uncompiled, values: { name: 'Ana' } })).toBe('Olá {name}');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
