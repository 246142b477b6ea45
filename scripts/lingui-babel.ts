// The babel plugins of the app's build and of the tests (vite.config.ts, vitest.config.ts): the lingui
// macro keeping each descriptor's pt-BR text (no catalog at start-up, src/i18n/i18n.ts), then that
// text compiled at build time (scripts/lingui-precompile.ts).
import linguiPrecompile from './lingui-precompile';

export const linguiBabelPlugins = [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiPrecompile];
