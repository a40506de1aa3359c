import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadLandingRoute } from './scripts/preloadLandingRoute';
import { contractCalls } from './scripts/contractCalls';
import { entryChunkGroup } from './scripts/entryChunk';

/**
 * vite-plugin-pwa 2.0 builds the service worker with Rollup's `output.inlineDynamicImports`, which
 * Rolldown (Vite 8) still honours but warns is deprecated; this hands it the same setting under
 * Rolldown's name, `codeSplitting: false`, so the build stays quiet. Drop it once the plugin does so.
 */
const swCodeSplittingOption = {
  name: 'sw-code-splitting-option',
  outputOptions(options: { inlineDynamicImports?: boolean; codeSplitting?: unknown }) {
    if (options.inlineDynamicImports === undefined) return null;
    const { inlineDynamicImports, ...rest } = options;
    return { ...rest, codeSplitting: !inlineDynamicImports };
  },
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  define: { __CONTRACT_CALLS__: JSON.stringify(contractCalls()) },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadLandingRoute('src/app/dashboard/DashboardSection.tsx'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false, // registered by src/app/pwa/registerSW.ts through workbox-window
      manifest: false, // public/manifest.webmanifest is the manifest
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        buildPlugins: { vite: [swCodeSplittingOption] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      // The router's store asks for the React 17 shim of useSyncExternalStore; React 19 has the hook
      // itself, and the package's plain build uses it (0,4 KiB gzip less on the first screen).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser we serve (Chromium, Safari 17+, Firefox 115+) preloads modules itself; the
    // polyfill was 0.35 KiB gzip of the first screen doing nothing.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (~7 KB gzip): a page, and a page's last frame, wait for one
    // precached file instead of five, and a section's first visit fetches no CSS (issue 9 note).
    cssCodeSplit: false,
    // The first screen's modules in one file (scripts/entryChunk.ts).
    rolldownOptions: {
      // Rolldown warns when plugins take most of a build's time; ours are the PWA plugin's precache
      // and vanilla-extract's CSS, which the build needs, so the note only adds noise to `npm start`.
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: [entryChunkGroup(fileURLToPath(new URL('./index.html', import.meta.url)))] } },
    },
    manifest: true, // .vite/manifest.json: the chunk graph the size budget reads
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/market': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
