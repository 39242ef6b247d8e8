/**
 * The JS budget of the built site (issue 12): what a page loads before its first paint (the entry
 * script, its static imports and modulepreloads, all named in dist/index.html) stays within 120 KiB
 * gzipped, and the pages that only show things load no zod (read from Vite's manifest). That a page
 * fetches no other route's page chunk takes a browser: home.e2e.test.ts checks it, in the Chromium
 * it has up already.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { built, distDir, type ManifestChunk, manifest } from './built-app';

const BUDGET_KIB = 120;

/** The scripts index.html makes the browser fetch before anything renders, as /assets/… paths. */
function firstPaintScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const paths: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const path = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && path !== undefined) paths.push(path);
  }
  return paths;
}

const gzippedBytes = (path: string) => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;

/** The files a chunk loads with it: itself and its static imports, all the way down. */
function withStaticImports(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunks[key]?.imports ?? []) withStaticImports(chunks, imported, seen);
  return seen;
}

describe('the first paint JS budget', () => {
  it(`keeps the entry script and its modulepreloads within ${BUDGET_KIB} KiB gzipped`, () => {
    const scripts = firstPaintScripts(built('index.html'));
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((path) => `${path} ${(gzippedBytes(path) / 1024).toFixed(1)} KiB`);
    const total = scripts.reduce((sum, path) => sum + gzippedBytes(path), 0);
    expect(total / 1024, `first-paint JS:\n${sizes.join('\n')}`).toBeLessThanOrEqual(BUDGET_KIB);
  });
});

describe('zod stays with the forms', () => {
  // Schemas are the server's (and a form's, loaded with it): a page that only shows things must not
  // evaluate zod and every schema of the module it took one constant from.
  it.each([
    'index.html',
    'src/app/layout-data.ts',
    'src/pages/home/HomePage.tsx',
    'src/pages/explore/ExplorePage.tsx',
    'src/pages/explore-more/ExploreMorePage.tsx',
    'src/pages/subscription/SubscriptionPage.tsx',
  ])('%s and its static imports hold no zod', (source) => {
    const chunks = manifest();
    expect(chunks[source], `no chunk for ${source}`).toBeDefined();
    const files = [...withStaticImports(chunks, source)].map((key) => chunks[key]?.file ?? key);
    expect(files.filter((file) => built(file).includes('ZodObject'))).toEqual([]);
  });
});
