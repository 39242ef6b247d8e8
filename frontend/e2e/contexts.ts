/**
 * Runs `watch` on every browser context the tests open in `browser`, once each, whether through
 * `newContext` or `newPage` (which opens its own context): how the suite follows what pages do.
 */
import type { Browser, BrowserContext } from 'playwright-core';

export function onEveryContext(browser: Browser, watch: (context: BrowserContext) => void): void {
  const watched = new WeakSet<BrowserContext>();
  const once = (context: BrowserContext) => {
    if (!watched.has(context)) {
      watched.add(context);
      watch(context);
    }
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...options) => once(await newContext(...options));
  browser.newPage = async (...options) => {
    const page = await newPage(...options);
    once(page.context());
    return page;
  };
}
