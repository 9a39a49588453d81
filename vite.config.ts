import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompileMessages } from './scripts/vite-plugins';
import { demoApiMiddleware } from './scripts/demo-api-middleware';
import { mswWorker } from './scripts/msw-worker-plugin';

// `vite preview` answers /api with the same handlers as the in-browser demo backend, so browser tests and
// Lighthouse run against a production build that has no msw code in it.
export default defineConfig({
  plugins: [
    precompileMessages(),
    react(),
    tailwindcss(),
    mswWorker(),
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
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
