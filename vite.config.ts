import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { resourceIndex } from './scripts/resource-index';
import { linguiBabelPlugins } from './scripts/lingui-babel';

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: linguiBabelPlugins }),
    lingui(),
    resourceIndex(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      // The service worker's own build: its sync flush opens the tenant database (virtual:replica-indexes).
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'], buildPlugins: { vite: [resourceIndex()] } },
    }),
    precompress(),
  ],
  // Workers are bundled apart and get only these plugins: the sync worker opens the tenant database.
  worker: { plugins: () => [resourceIndex()] },
  server: { proxy: { '/api': 'http://127.0.0.1:8787', '/c/': 'http://127.0.0.1:8787' } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Chakra's theme module builds its default config with a `defineConfig(...)` call that names
    // the recipes of all its ~80 components; the bundler cannot tell that call is free of side
    // effects, so every recipe shipped in the first chunk even though src/ui/theme.ts takes only
    // the ones the app uses (issue 9 item 16). Declared pure, the unused config and recipes drop.
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } },
  },
});
