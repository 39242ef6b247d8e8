/**
 * The script errors and console errors of every page the tests open in a browser, for a failed
 * test's report: a CI run keeps only its log, and a page's own error often says what went wrong.
 */
import type { Browser } from 'playwright-core';
import { onEveryContext } from './contexts';

export function watchPageErrors(browser: Browser) {
  let errors: string[] = [];
  const stop = onEveryContext(browser, (context) => {
    context.on('weberror', (error) =>
      errors.push(`page error: ${error.error().stack ?? error.error().message}`),
    );
    context.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console error at ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
  });
  return {
    /** Stops watching the contexts opened from now on. */
    stop,
    /** The errors since the last call. */
    take(): string[] {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
