/// <reference types="vitest/config" />
/**
 * Vite: the React app, the dev proxy to the gateway, the build layout the gateway serves, and the
 * installable app (web app manifest and service worker).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const GATEWAY = 'http://localhost:3000';

// The config itself is bundled with its packages left to Node, which cannot load @app/contracts'
// TypeScript: Vite's module runner reads the brand's file instead (for the web app manifest), by
// its path, so that it loads from whichever folder Vite or Vitest was started in.
const siteFile = fileURLToPath(new URL('../contracts/src/site.ts', import.meta.url));
const { module: site } = await runnerImport<typeof import('../contracts/src/site')>(siteFile, {
  configFile: false,
  logLevel: 'error',
});
const { COMPANY } = site;

const tokens = readFileSync(new URL('./src/styles/tokens.css', import.meta.url), 'utf8');
/** A colour of the design tokens, so the installed app's colours follow the site's. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(tokens)?.[1];
  if (value === undefined) throw new Error(`src/styles/tokens.css has no hex colour --${name}`);
  return value;
}

// @app/contracts is plain constants and schemas: let unused ones (and zod with them) drop out, in
// the app and in the service worker (which takes only the route list).
const CONTRACTS_SRC = /[\\/]contracts[\\/]src[\\/]/;

// Keys starting with ^ are regular expressions; the anchors keep SPA routes such as /logout
// (which starts like /login) in the dev server.
const proxied = ['^/api/', '^/trpc(/|$)', '^/uploads/', '^/healthz$', '^/readyz$', '^/login/', '^/auth/'];

/**
 * `vite build --ssr src/prerender.tsx`: the server build that renders the prerendered pages
 * (scripts/prerender.ts), into dist-ssr. It needs the app and nothing of the browser build's own.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text file (hashed assets and index.html), made once at
    // build time at the best ratio: the gateway sends the one a browser accepts, never compressing
    // per request. A copy that would not be smaller is not written.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // The installable app: manifest.webmanifest (linked from index.html by the plugin) and /sw.js
    // built from src/sw.ts with the list of files to precache written in. The page registers the
    // worker itself, after load (src/offline/start.ts), so nothing is added to the first paint.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: `${COMPANY.brand} · Audio tours and local guides`,
        short_name: COMPANY.brand,
        description: 'Audio tours of famous tourist places in 30 languages, and verified local guides.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: token('color-primary'),
        background_color: token('color-sand'),
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // The app shell: every page, script and style of the build (the brotli and gzip copies
        // are the same files in other codings), and the icons.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        // The plugin types these options as Rollup's, which knows only this form of the rule.
        rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !CONTRACTS_SRC.test(id) } },
      },
    }),
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
      treeshake: { moduleSideEffects: [{ test: CONTRACTS_SRC, sideEffects: false }] },
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
    // Files share a worker's loaded modules, as the other packages' do: the app's unit tests spent
    // 14.6 s of 16 importing the same modules afresh per file.
    isolate: false,
    // The first group's count, shared with the outage suites that run beside these (vitest.config.ts).
    maxWorkers: 3,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
