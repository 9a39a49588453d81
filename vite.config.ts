import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { precompileMessages } from './scripts/vite-plugins.ts';
import { demoApiMiddleware } from './scripts/demo-api-middleware.ts';
import { mswWorker } from './scripts/msw-worker-plugin.ts';
import { demoFiles } from './scripts/demo-files-plugin.ts';
import { preloadDefaultCatalogue } from './scripts/preload-catalogue-plugin.ts';
import { preloadPublicRoutes } from './scripts/preload-route-plugin.ts';
import { prerenderPublicPages } from './scripts/prerender/prerender.ts';
import { noscriptNote } from './scripts/noscript-plugin.ts';
import { releaseVersion } from './scripts/release-version.ts';
import { validateConfig } from './scripts/validate-config.ts';

// `vite preview` answers /api with the same handlers as the in-browser demo backend, so browser tests and
// Lighthouse run against a production build that has no msw code in it.
export default defineConfig(({ command, mode }) => {
  // Vite reads VITE_* from process.env before the .env files: the release a reporting build names (release-version.ts).
  const release = releaseVersion(command, mode, fileURLToPath(new URL('.', import.meta.url)));
  if (release) {
    process.env.VITE_APP_VERSION = release;
    console.log(`Errors are reported as release ${release} (VITE_APP_VERSION).`);
  }
  return appConfig;
});

export const appConfig = {
  plugins: [
    validateConfig(),
    precompileMessages(),
    // React Aria (staff area menus) bundles its own strings for 30+ locales; keep only the six languages we ship.
    optimizeLocales.vite({ locales: ['en', 'zh-CN', 'es', 'ja', 'de', 'fr'] }),
    react(),
    tailwindcss(),
    mswWorker(),
    demoFiles(),
    preloadDefaultCatalogue(),
    preloadPublicRoutes(),
    prerenderPublicPages(),
    noscriptNote(),
    {
      name: 'demo-api-on-preview',
      configurePreviewServer(server) {
        server.middlewares.use(demoApiMiddleware());
      },
    },
  ],
  resolve: {
    alias: {
      // Messages are compiled to AST at build time (precompileMessages), so the runtime needs no parser.
      '@formatjs/icu-messageformat-parser': fileURLToPath(
        new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
      ),
      // React 19 has useSyncExternalStore: @xstate/react's and wouter's shim imports get React's own (the fallback
      // for React < 18 is not shipped, npm run budget). Straight from 'react', as the package itself advises: its
      // main entry only re-exports it and logs an error about that in development.
      'use-sync-external-store/shim/index.js': 'react',
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim': 'react',
    },
  },
  build: {
    target: 'es2022',
    // Written for an error-reporting upload step, never referenced from the scripts: a visitor's browser has no
    // use for them, and they carried the whole source, comments included. Leave `*.map` out of what is deployed.
    sourcemap: 'hidden',
    // No modulepreload polyfill in the entry: Safari before 17, the one supported browser without modulepreload, gets
    // the HTML's and the route's preloads as `preload` links from the route preload script (preload-route-plugin.ts),
    // which runs long before the entry would; Vite's loader falls back to `preload` for lazy chunks by itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically lands in the entry chunk, rather than in common chunks
          // shared with lazy routes: one file compresses better than several, and every page loads it anyway.
          groups: [
            // The small modules every route's chunk uses (form field, alert...) are in it too: src/main.tsx imports them.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Build output (dist, dist-e2e-*, dist-sentry-e2e-*) is not source: a build beside a running dev server (the
    // browser suite builds while its demo project's dev server runs) must not reload the pages under test.
    watch: { ignored: ['**/dist*/**'] },
  },
  preview: { port: 4173, strictPort: true },
} satisfies UserConfig;
