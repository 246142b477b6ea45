// The build-time compilation of the pt-BR texts (scripts/lingui-precompile.ts): what the lingui
// macro leaves in each descriptor is compiled, plain texts stay strings, other objects are left
// alone; and the compiled texts render the same as lingui's run-time compiler would.
import { transformSync } from '@babel/core';
import { setupI18n } from '@lingui/core';
import { i18n } from '../../src/i18n/i18n';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { linguiBabelPlugins } from '../../scripts/lingui-babel';

const build = (code: string): string =>
  transformSync(code, { filename: 'x.tsx', babelrc: false, configFile: false, presets: [], parserOpts: { plugins: ['jsx', 'typescript'] }, generatorOpts: { jsescOption: { minimal: true } }, plugins: linguiBabelPlugins })!.code!;

describe('lingui texts compiled at build time', () => {
  it('compiles placeholders and plurals, keeps plain texts as strings', () => {
    const out = build(`
      import { t, plural } from '@lingui/core/macro';
      export const a = (name) => t\`Olá \${name}\`;
      export const b = t\`Entrar\`;
      export const c = (n) => plural(n, { one: '# pendente', other: '# pendentes' });
    `);
    expect(out).toMatch(/message: \["Olá ", \["name"\]\]/);
    expect(out).toMatch(/message: "Entrar"/);
    expect(out).toMatch(/message: \[\["n", "plural", \{[^}]*one: \["#", " pendente"\],\s*other: \["#", " pendentes"\]\s*\}\]\]/);
  });

  it('compiles the message of <Trans>', () => {
    const out = build(`
      import { Trans } from '@lingui/react/macro';
      export const x = (count) => <Trans>Registrados: {count}</Trans>;
    `);
    expect(out).toMatch(/message: \["Registrados: ", \["count"\]\]|message=\{\["Registrados: ", \["count"\]\]\}/);
  });

  it('leaves objects that are not message descriptors alone', () => {
    const out = build(`export const entry = { id: 'x', status: 'rejected', message: 'Erro {a}' };`);
    expect(out).toContain(`message: 'Erro {a}'`);
  });

  it('renders a compiled text as the run-time compiler does', () => {
    // The reference: lingui compiling at run time (its default outside production), unlike the app's i18n.
    const withRuntimeCompiler = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
    withRuntimeCompiler.setMessagesCompiler(compileMessage);
    for (const [message, values] of [
      ['Olá {name}, você tem {count, plural, one {# pendência} other {# pendências}}.', { name: 'Ana', count: 3 }],
      ['{n, plural, one {# inscrição em análise} other {# inscrições em análise}}', { n: 1 }],
    ] as const) {
      const precompiled = i18n._({ id: 'a', message: compileMessage(message) as unknown as string, values });
      expect(precompiled).toBe(withRuntimeCompiler._({ id: 'b', message, values }));
    }
  });
});
