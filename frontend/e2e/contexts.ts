/**
 * Runs watchers on every browser context the tests open in a browser, once each, whether through
 * `newContext` or `newPage` (which opens its own context): how the suite follows what pages do.
 * A test worker keeps one Chromium for all its files (browser.ts), so each file adds its watchers
 * and takes them off when it ends; the browser's two methods are wrapped once.
 */
import type { Browser, BrowserContext } from 'playwright-core';

type Watch = (context: BrowserContext) => void;

const watchersOf = new WeakMap<Browser, Set<Watch>>();

function watchers(browser: Browser): Set<Watch> {
  const known = watchersOf.get(browser);
  if (known) return known;
  const added = new Set<Watch>();
  watchersOf.set(browser, added);
  const watched = new WeakSet<BrowserContext>();
  const once = (context: BrowserContext) => {
    if (!watched.has(context)) {
      watched.add(context);
      for (const watch of added) watch(context);
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
  return added;
}

/** Runs `watch` on every context opened in `browser` from now on, until the returned call. */
export function onEveryContext(browser: Browser, watch: Watch): () => void {
  const added = watchers(browser);
  added.add(watch);
  return () => void added.delete(watch);
}
