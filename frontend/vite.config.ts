/// <reference types="vitest/config" />
/** Vite: the React app, the dev proxy to the gateway, and the build layout the gateway serves. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const GATEWAY = 'http://localhost:3000';

// Keys starting with ^ are regular expressions; the anchors keep SPA routes such as /logout
// (which starts like /login) in the dev server.
const proxied = ['^/api/', '^/trpc(/|$)', '^/uploads/', '^/healthz$', '^/readyz$', '^/login/', '^/auth/'];

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text file (hashed assets and index.html), made once at
    // build time at the best ratio: the gateway sends the one a browser accepts, never compressing
    // per request. A copy that would not be smaller is not written.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: GATEWAY }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps chunks to their sources: the bundle-budget test reads it to tell
    // which route a chunk belongs to. The gateway does not serve dot folders.
    manifest: true,
    rolldownOptions: {
      // @app/contracts is plain constants and schemas: let unused ones (and zod with them) drop out.
      treeshake: { moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    name: 'frontend',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
