/**
 * Every route of spec §2 renders its page in Chromium: its own heading, not the not-found page nor
 * the router's error screen, without a script error; the two the gateway answers itself land on a
 * page too.
 */
import { MESSAGES, ROUTES, SPA_ROUTES } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { useProductInChromium } from './suite';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** Opens the path and collects script errors (a refused call's network line is not one). */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  await page.goto(`${product.url}${path}`);
  return { page, errors };
}

describe('the routes of spec §2', () => {
  it('are fifteen', () => {
    expect(Object.keys(ROUTES)).toHaveLength(16);
    // /subscription is the same page as /Subscription, linked under both spellings.
    expect(
      new Set(Object.values(ROUTES).map((r) => (r === ROUTES.subscriptionAlias ? ROUTES.subscription : r)))
        .size,
    ).toBe(15);
  });

  it.each(SPA_ROUTES)('%s renders its page', { timeout: 30_000 }, async (route) => {
    const { page, errors } = await open(route);
    const heading = page.locator('main h1, h1').first();
    await heading.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator('#not-found-title').count()).toBe(0);
    expect(await page.getByText(MESSAGES.routerError).count()).toBe(0);
    expect((await heading.textContent())?.trim().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands a sign-in return without a code and the session check on a page, not an error', async () => {
    const callback = await open(ROUTES.googleCallback);
    await callback.page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await callback.page.getByText(MESSAGES.routerError).count()).toBe(0);
    await callback.page.close();
    const check = await fetch(`${product.url}${ROUTES.loginSuccess}`);
    expect(check.status).toBeLessThan(500);
  });
});
