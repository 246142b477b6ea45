import { defineConfig } from '@lingui/cli';

// pt-BR is the only UI language today; the catalog is compiled by the vite plugin at build.
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR'],
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: ['src'], exclude: ['src/domain'] }],
  format: 'po',
});
