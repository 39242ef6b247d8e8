/**
 * The whole transaction history (issue 26: only the latest five could ever be seen). A traveller
 * with 24 payments opens Edit Profile: the latest five, then "Show all transactions" pages through
 * all 24, newest first. The payments are written into the stopped product's store
 * (24 checkouts would take minutes) and the product started again on it, the session kept.
 */
import { join } from 'node:path';
import { NedbStore } from '@app/infra';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './server';
import { accountButton, DESKTOP, openLogin, PHONE, shot, signUpAndLogIn } from './steps';

const PAYMENTS = 24;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Writes `count` payments of the user's, a day apart, into the stopped product's store. */
async function recordPayments(dataDir: string, email: string, count: number): Promise<void> {
  const store = new NedbStore(join(dataDir, 'store'));
  const user = await store.collection('users').findOne({ email });
  if (!user) throw new Error(`no user ${email}`);
  const start = Date.UTC(2026, 0, 1, 9, 30);
  await store.collection('transactions').insertMany(
    Array.from({ length: count }, (_, i) => ({
      _id: `history-${i + 1}`,
      userId: user._id,
      description: `Payment ${i + 1}`,
      amount: `₹${(i + 1) * 100}.00`,
      time: new Date(start + i * 86_400_000),
      paymentId: `pay_history_${i + 1}`,
    })),
  );
  await store.close();
}

describe('the transaction history', () => {
  it('shows the latest five, then all of them a page at a time, newest first', {
    timeout: 120_000,
  }, async () => {
    const email = `history.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(product.url);
    await openLogin(page);
    await signUpAndLogIn(product, page, email, 'Travel2026');

    await product.stop();
    await recordPayments(product.dataDir, email, PAYMENTS);
    product = await startProduct({}, product.dataDir);
    // The same host: the session cookie goes to the new port too. What the page tried while no
    // product ran (its live stream) is not this test's.
    await page.goto(product.url);
    errors.length = 0;
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });

    const latest = profile.getByRole('region', { name: 'Latest transactions' });
    await latest.getByRole('cell', { name: `Payment ${PAYMENTS}`, exact: true }).waitFor();
    const descriptions = (table: Locator) => table.locator('tbody tr td:first-child').allTextContents();
    expect(await descriptions(latest.getByRole('table').first())).toEqual(
      ['24', '23', '22', '21', '20'].map((n) => `Payment ${n}`),
    );

    const toggle = latest.getByRole('button', { name: 'Show all transactions' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const all = profile.getByRole('table', { name: 'All transactions' });
    await profile.getByText('Showing 20 transactions').waitFor();
    expect(
      await latest.getByRole('button', { name: 'Hide all transactions' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await shot(page, 'history-first-page');
    await profile.getByRole('button', { name: 'Show more' }).click();
    await profile.getByText(`Showing ${PAYMENTS} transactions`).waitFor();
    expect(await descriptions(all)).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => `Payment ${PAYMENTS - i}`),
    );
    // The last page: nothing more to ask for.
    expect(await profile.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    // On a phone the table keeps its three columns readable inside the popup.
    await page.setViewportSize(PHONE);
    await all.scrollIntoViewIfNeeded();
    await shot(page, 'history-all-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
