import { defineConfig } from '@lingui/cli';

// pt-BR is the only UI language today and the source one: the app shows each descriptor's own text
// (src/i18n/i18n.ts) and loads no catalog. The extracted .po is kept for a second language.
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR'],
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: ['src'], exclude: ['src/domain'] }],
  format: 'po',
});
