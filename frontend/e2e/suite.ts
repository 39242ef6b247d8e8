/** What every browser test file shares: the real product and Chromium, up for the file's tests. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { sharedBrowser } from './browser';
import { watchPageErrors } from './page-errors';
import { type RunningProduct, startProduct } from './server';
import { SHOTS } from './steps';
import { watchTraffic } from './traffic';

/** Enough of a page's accessibility tree to see what it showed, short enough for a CI log. */
const SNAPSHOT_CHARS = 6000;

/**
 * What every page open in `browser` showed when a test failed: its address and accessibility tree,
 * with a screenshot in SHOTS. Thrown from the test's onTestFailed, it is printed among the run's
 * failures at its end: a CI run keeps only the end of its log, and a failure there explains itself.
 */
async function pagesReport(browser: Browser, test: string, errors: readonly string[]): Promise<Error> {
  mkdirSync(SHOTS, { recursive: true });
  const parts = errors.length > 0 ? [`the pages' errors:\n${errors.join('\n')}`] : [];
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const name = `failed-${test.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}`;
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    await page.screenshot({ path: join(SHOTS, `${name}.png`), timeout: 5_000 }).catch(() => undefined);
    parts.push(`page ${index} at ${page.url()} (screenshot ${name}.png):\n${tree.slice(0, SNAPSHOT_CHARS)}`);
  }
  const report = new Error(`What the pages showed when "${test}" failed:\n\n${parts.join('\n\n')}`);
  report.name = 'PagesAtFailure';
  // Its own stack says only where this function is: the report is the message.
  report.stack = `${report.name}: ${report.message}`;
  return report;
}

export interface ProductInChromium {
  product: RunningProduct;
  browser: Browser;
}

/**
 * Starts the product and takes the worker's Chromium before the file's tests (`use` receives them);
 * after them, stops the product and closes every context the file opened, whichever of the two
 * started when the other failed to. `env` gives the product's
 * extra environment, computed in the hook when it needs something started first (a tile server).
 */
export function useProductInChromium(
  use: (started: ProductInChromium) => void,
  env: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): void {
  const running: { product?: RunningProduct; browser?: Browser } = {};
  beforeAll(async () => {
    const [product, browser] = await Promise.allSettled([
      (async () => startProduct(await env()))(),
      sharedBrowser(),
    ]);
    if (product.status === 'fulfilled') running.product = product.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    if (product.status === 'rejected') throw product.reason;
    if (browser.status === 'rejected') throw browser.reason;
    traffic = watchTraffic(browser.value, () => new URL(product.value.url).origin);
    pageErrors = watchPageErrors(browser.value);
    use({ product: product.value, browser: browser.value });
  });
  let traffic: ReturnType<typeof watchTraffic> | undefined;
  let pageErrors: ReturnType<typeof watchPageErrors> | undefined;
  // Every test, whatever it is about, shows the app calling the product through tRPC alone.
  afterEach(() => {
    expect(traffic?.take() ?? [], 'calls the app made outside tRPC').toEqual([]);
  });
  beforeEach(({ task, onTestFailed }) => {
    pageErrors?.take();
    onTestFailed(async () => {
      if (running.browser) throw await pagesReport(running.browser, task.name, pageErrors?.take() ?? []);
    });
  });
  afterAll(async () => {
    traffic?.stop();
    pageErrors?.stop();
    await Promise.all(running.browser?.contexts().map((context) => context.close()) ?? []);
    await running.product?.stop();
  });
}
