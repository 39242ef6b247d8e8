/**
 * The JS budget of the built site (issue 12): what a page loads before its first paint (the entry
 * script, its static imports and modulepreloads, all named in dist/index.html) stays within 120 KiB
 * gzipped, and a page fetches no other route's page chunk (read from Vite's manifest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exploreHref, FEATURED_PLACES, ROUTES } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './server';

const BUDGET_KIB = 120;

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

function built(path: string): string {
  const file = join(distDir, path);
  if (!existsSync(file)) throw new Error(`No ${path} in frontend/dist: run \`pnpm build\` first.`);
  return readFileSync(file, 'utf8');
}

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

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** Each route's page chunk (`src/pages/<page>/…Page.tsx`, a lazy route) by its page folder. */
function pageChunks(): Map<string, string> {
  const manifest = JSON.parse(built('.vite/manifest.json')) as Record<string, ManifestChunk>;
  const pages = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const page = /^src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(source)?.[1];
    if (page !== undefined && chunk.isDynamicEntry === true) pages.set(page, `/${chunk.file}`);
  }
  return pages;
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

describe('route chunks in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const [featured] = FEATURED_PLACES;
  const cases = [
    { route: ROUTES.home, page: 'home' },
    { route: featured === undefined ? ROUTES.explore : exploreHref(featured), page: 'explore' },
    { route: ROUTES.subscription, page: 'subscription' },
  ];

  it.each(cases)('$route fetches its own page chunk and no other route’s', async ({ route, page }) => {
    const chunks = pageChunks();
    const own = chunks.get(page);
    expect(own, `no page chunk for src/pages/${page}`).toBeDefined();
    const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    // Idle-time prefetches (the login popup, the toaster) have had their turn too by now.
    await tab.waitForTimeout(2000);
    await tab.close();

    expect(scripts).toContain(own);
    const foreign = [...chunks].filter(([other, file]) => other !== page && scripts.includes(file));
    expect(foreign.map(([other, file]) => `${other}: ${file}`)).toEqual([]);
  });
});
