/**
 * Layout shift as Lighthouse counts it (CLS's entries, without those right after an input): what a
 * page moves on screen while its parts arrive. Watched from before the page's first script.
 */
import type { Page } from 'playwright-core';

interface Shifted {
  shifted?: number;
}

/** Starts adding up the layout shifts of every page `page` opens from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as Shifted;
    seen.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shifted = (seen.shifted ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the page shown so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as Shifted).shifted ?? 0);
}
