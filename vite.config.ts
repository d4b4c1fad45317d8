import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenGroups } from './scripts/first-screen-chunks.ts';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.ts';

// The web client. `vite build` writes dist/web, which the server serves with an SPA
// fallback (src/server/app.ts); `vite` serves it in development with /api proxied to the server.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5000';
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss(), zodWithoutJsonSchema()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/web',
    // The e2e global setup keeps the previous chunks: a suite still running against the last
    // build would otherwise lose its lazy chunks mid-test (tests/e2e/global-setup.ts).
    emptyOutDir: process.env.KEEP_OLD_CHUNKS !== '1',
    sourcemap: false,
    // .vite/manifest.json maps each route to its chunks; the e2e budget test reads it.
    manifest: true,
    rolldownOptions: {
      // The first screens' code in a few chunks instead of dozens
      // (docs/decisions/0072-first-screen-chunks.md).
      output: {
        codeSplitting: {
          groups: firstScreenGroups(),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The server only accepts state-changing requests from its own origin (CSRF check);
        // in development the page's origin is Vite's, so the proxy presents the server's.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', appOrigin);
          });
        },
      },
    },
  },
});
