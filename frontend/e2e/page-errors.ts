/**
 * The script errors and console errors of every page the tests open in a browser, for a failed
 * test's report: a CI run keeps only its log, and a page's own error often says what went wrong.
 */
import type { Browser, BrowserContext } from 'playwright-core';

export function watchPageErrors(browser: Browser) {
  let errors: string[] = [];
  const watched = new WeakSet<BrowserContext>();
  const watch = (context: BrowserContext) => {
    if (watched.has(context)) return context;
    watched.add(context);
    context.on('weberror', (error) =>
      errors.push(`page error: ${error.error().stack ?? error.error().message}`),
    );
    context.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console error at ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...options) => watch(await newContext(...options));
  browser.newPage = async (...options) => {
    const page = await newPage(...options);
    watch(page.context());
    return page;
  };
  return {
    /** The errors since the last call. */
    take(): string[] {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
