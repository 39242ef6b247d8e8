/** What every browser test file shares: the real product and Chromium, up for the file's tests. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './server';

export interface ProductInChromium {
  product: RunningProduct;
  browser: Browser;
}

/**
 * Starts the product and Chromium before the file's tests (`use` receives them) and stops both
 * after them, including whichever started when the other failed to. `env` gives the product's
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
      launchBrowser(),
    ]);
    if (product.status === 'fulfilled') running.product = product.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    if (product.status === 'rejected') throw product.reason;
    if (browser.status === 'rejected') throw browser.reason;
    use({ product: product.value, browser: browser.value });
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.product?.stop();
  });
}
