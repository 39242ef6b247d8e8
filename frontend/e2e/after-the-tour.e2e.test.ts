/**
 * A traveller's account after their tours (issue 26), in Chromium against the real product. The
 * traveller signs up; then, in the stopped product's store, they get 24 payments and a tour with
 * the demo guide, paid, accepted and ended an hour ago (24 checkouts would take minutes and a tour
 * takes hours; booking and paying in the browser are walked in booking.e2e and marketplace.e2e),
 * and the product starts again on the same data and address, the sessions kept (and the suite's
 * check that the app calls the product through tRPC alone holding after the restart too).
 *
 * - The transaction history: Edit Profile shows the latest five; "Show all transactions" pages
 *   through all 24, newest first.
 * - Double-blind reviews: the traveller reviews the guide with the three scores and it stays
 *   unseen, on the guide's dashboard too; the guide reviews the traveller from Tours to review and
 *   both are published at once, the traveller's on the guide's reviews with its scores, the
 *   guide's in the traveller's My bookings. axe checks those pages.
 *
 * The server's rules are tested in the gateway: the history's pages in
 * gateway/src/payments/transaction-page.test.ts, when a tour may be reviewed in
 * gateway/src/bookings/tour-review-journey.test.ts, and the blind rule (readable once both wrote,
 * or the window ended) in gateway/src/bookings/tour-reviews-blind.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOUR_REVIEW_TEXTS } from '@app/contracts';
import { type Doc, NedbStore } from '@app/infra';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { type RunningProduct, startProduct } from './server';
import {
  accountButton,
  DEMO_GUIDE,
  DESKTOP,
  demoPassword,
  logIn,
  newPerson,
  openLogin,
  openMessages,
  PHONE,
  SHOTS,
  shot,
  signUpAndLogIn,
  WAIT,
} from './steps';
import { useProductInChromium } from './suite';

const PAYMENTS = 24;
const HOUR = 3600_000;
/** The demo guide's price per person (gateway/src/guides/demo-guide-data.ts). */
const DEMO_GUIDE_PRICE = 20;

let product: RunningProduct;
let browser: Browser;
useProductInChromium((started) => ({ product, browser } = started));

/** A time as India's wall clock shows it: the date (YYYY-MM-DD) and time (HH:MM) a booking keeps. */
function inIndia(at: Date): { date: string; time: string } {
  const zone = { timeZone: 'Asia/Kolkata' };
  return {
    date: new Intl.DateTimeFormat('en-CA', zone).format(at),
    time: new Intl.DateTimeFormat('en-GB', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at),
  };
}

/**
 * Writes into the stopped product's store the traveller's `PAYMENTS` payments, a day apart, and
 * their instant tour of the Taj Mahal with the demo guide: paid, accepted, ended an hour ago.
 */
async function afterTheTours(dataDir: string, email: string): Promise<void> {
  const store = new NedbStore(join(dataDir, 'store'));
  try {
    const user = await store.collection<Doc & { username: string }>('users').findOne({ email });
    if (!user) throw new Error(`no user ${email}`);
    const start = Date.UTC(2026, 0, 1, 9, 30);
    await store.collection('transactions').insertMany(
      Array.from({ length: PAYMENTS }, (_, i) => ({
        _id: `history-${i + 1}`,
        userId: user._id,
        description: `Payment ${i + 1}`,
        amount: `₹${(i + 1) * 100}.00`,
        time: new Date(start + i * 86_400_000),
        paymentId: `pay_history_${i + 1}`,
      })),
    );
    const now = Date.now();
    const startsAt = new Date(now - 4 * HOUR);
    await store.collection('bookings').insertOne({
      _id: randomUUID(),
      kind: 'instant',
      status: 'confirmed',
      touristId: user._id,
      touristEmail: email,
      touristName: user.username,
      guideEmail: DEMO_GUIDE.email,
      guideName: DEMO_GUIDE.name,
      touristPlace: 'Taj Mahal',
      city: 'Agra',
      location: 'Taj Mahal, Agra',
      ...inIndia(startsAt),
      startsAt,
      endsAt: new Date(now - HOUR),
      numPeople: 2,
      pricePerPerson: DEMO_GUIDE_PRICE,
      negotiated: false,
      version: 0,
      createdAt: new Date(now - 5 * HOUR),
      paidAt: new Date(now - 5 * HOUR),
      decidedAt: new Date(now - 4.5 * HOUR),
    });
  } finally {
    await store.close();
  }
}

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// The product started again; the suite stops the one it started.
afterAll(() => product?.stop());

/** A person (steps.ts) whose page's console errors are kept with its script errors. */
async function person(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPerson(browser, { bypassCSP: true });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Chooses `stars` in the star group named `label`, by tapping that star as a person does. */
const rate = (form: Locator, label: string, stars: number) =>
  form
    .getByRole('radiogroup', { name: label })
    .locator('label')
    .nth(stars - 1)
    .click();

describe('a traveller’s account after their tours', () => {
  it('shows the history a page at a time, newest first, and each review only once both wrote theirs', {
    timeout: 300_000,
  }, async () => {
    const email = `nila.${Date.now()}@example.com`;
    const { page: traveller, errors } = await person();
    await traveller.goto(product.url);
    await openLogin(traveller);
    await signUpAndLogIn(product, traveller, email, 'Travel2026');
    await expect.poll(() => demoPassword(product), WAIT).not.toBe('');
    // Started again on the same address: the suite's check of the app's calls follows it, and the
    // sessions hold as they do when an installation restarts.
    await product.stop();
    await afterTheTours(product.dataDir, email);
    product = await startProduct({ PORT: new URL(product.url).port }, product.dataDir);
    // What the open page tried while no product ran (its live stream) is not this test's.
    await traveller.goto(product.url);
    await accountButton(traveller).waitFor();
    errors.length = 0;

    // The transaction history: the latest five, then all of them a page at a time, newest first.
    await accountButton(traveller).click();
    await traveller.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = traveller.getByRole('dialog', { name: 'Edit Profile' });

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
    await shot(traveller, 'history-first-page');
    await profile.getByRole('button', { name: 'Show more' }).click();
    await profile.getByText(`Showing ${PAYMENTS} transactions`).waitFor();
    expect(await descriptions(all)).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => `Payment ${PAYMENTS - i}`),
    );
    // The last page: nothing more to ask for.
    expect(await profile.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    // On a phone the table keeps its three columns readable inside the popup.
    await traveller.setViewportSize(PHONE);
    await all.scrollIntoViewIfNeeded();
    await shot(traveller, 'history-all-phone');

    // The traveller reviews the guide, with the three scores: the review waits unseen.
    await traveller.setViewportSize(DESKTOP);
    await traveller.goto(product.url);
    const panel = await openMessages(traveller);
    await panel.getByRole('tab', { name: 'My bookings' }).click();
    await panel.getByRole('button', { name: 'Review your guide' }).click();
    const form = traveller.getByRole('dialog', { name: 'Review your guide' });
    await rate(form, 'Your rating', 4);
    await rate(form, 'Guiding', 5);
    await rate(form, 'Organisation', 3);
    await form.getByLabel('Your opinion').fill('Knew every carving of the Taj; the queue took long.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await traveller.locator('[data-sonner-toast]', { hasText: TOUR_REVIEW_TEXTS.sealed }).first().waitFor();

    // Unseen by the guide until they write theirs.
    const { page: guide, errors: guideErrors } = await person();
    await guide.goto(product.url);
    await openLogin(guide);
    await logIn(guide, DEMO_GUIDE.email, demoPassword(product));
    await guide.goto(`${product.url}/tourGuideProfile`);
    await guide
      .getByRole('navigation', { name: 'Guide dashboard' })
      .getByRole('button', { name: 'Reviews' })
      .click();
    const reviews = guide.getByRole('region', { name: 'Reviews' });
    const toReview = reviews.getByRole('listitem').filter({ hasText: email.split('@')[0] ?? '' });
    await toReview.waitFor();
    // The published reviews have loaded (the demo guide's own), and the new one is not among them.
    await reviews.getByRole('heading', { level: 4 }).first().waitFor();
    expect(await reviews.getByText('Knew every carving of the Taj').count()).toBe(0);
    await expectNoAxeViolations(guide, 'reviews-tours-to-review-desktop', SHOTS);

    await toReview.getByRole('button', { name: /^Review / }).click();
    const guideForm = guide.getByRole('dialog', { name: 'Review your traveller' });
    await rate(guideForm, 'Your rating', 5);
    await guideForm.getByLabel('Your opinion').fill('On time and curious about every inlay.');
    await guideForm.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText(TOUR_REVIEW_TEXTS.published).first().waitFor();
    const published = reviews.getByRole('listitem').filter({ hasText: 'Knew every carving of the Taj' });
    await published.getByText('Organisation').waitFor();
    await guide.setViewportSize(PHONE);
    await published.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(guide, 'reviews-published-phone', SHOTS);

    // The traveller reads what the guide wrote, in My bookings.
    await traveller.reload();
    const mine = await openMessages(traveller);
    await mine.getByRole('tab', { name: 'My bookings' }).click();
    await mine.getByText('On time and curious about every inlay.').waitFor();
    await traveller.setViewportSize(PHONE);
    await expectNoAxeViolations(traveller, 'reviews-about-you-phone', SHOTS);
    expect(errors).toEqual([]);
    expect(guideErrors).toEqual([]);
  });
});
