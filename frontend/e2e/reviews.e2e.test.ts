/**
 * Double-blind reviews of a tour (issue 26), in Chromium against the real product: a traveller
 * books and pays the demo guide; the tour is moved into the past in the stopped product's store (a
 * tour takes hours) and the product started again on it. The traveller reviews the guide with the
 * three scores: the review stays unseen, on the guide's dashboard too. The guide reviews the
 * traveller from Tours to review: both are published at once, the traveller's on the guide's
 * reviews with its scores, the guide's in the traveller's My bookings. axe checks both pages.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOUR_REVIEW_TEXTS } from '@app/contracts';
import { NedbStore } from '@app/infra';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './server';
import {
  DEMO_GUIDE,
  demoPassword,
  gridWithDemoGuide,
  logIn,
  newPerson,
  openLogin,
  openMessages,
  PHONE,
  payDemoGuide,
  SHOTS,
  signUpAndLogIn,
  WAIT,
} from './steps';

const TAJ_MAHAL = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=no';
const HOUR = 3600_000;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The guide accepted and the tour took place: it ended an hour ago (written in the stopped store). */
async function tourTookPlace(dataDir: string, touristEmail: string): Promise<void> {
  const store = new NedbStore(join(dataDir, 'store'));
  const now = Date.now();
  const moved = await store
    .collection('bookings')
    .updateMany(
      { touristEmail, paidAt: { $exists: true } },
      { $set: { status: 'confirmed', startsAt: new Date(now - 4 * HOUR), endsAt: new Date(now - HOUR) } },
    );
  await store.close();
  expect(moved.matched).toBe(1);
}

/** Chooses `stars` in the star group named `label`, by tapping that star as a person does. */
const rate = (form: Locator, label: string, stars: number) =>
  form
    .getByRole('radiogroup', { name: label })
    .locator('label')
    .nth(stars - 1)
    .click();

describe('double-blind reviews in Chromium', () => {
  it('the traveller’s review waits unseen until the guide has reviewed the traveller; then both show', {
    timeout: 300_000,
  }, async () => {
    const email = `nila.${Date.now()}@example.com`;
    const tourist = await newPerson(browser, { bypassCSP: true });
    await tourist.page.goto(`${product.url}${TAJ_MAHAL}`);
    await openLogin(tourist.page);
    await signUpAndLogIn(product, tourist.page, email, 'Travel2026');
    await payDemoGuide(tourist.page, await gridWithDemoGuide(tourist.page));
    await expect.poll(() => demoPassword(product), WAIT).not.toBe('');
    const password = demoPassword(product);

    await product.stop();
    await tourTookPlace(product.dataDir, email);
    product = await startProduct({}, product.dataDir);

    // The traveller reviews the guide, with the three scores.
    await tourist.page.goto(product.url);
    const panel = await openMessages(tourist.page);
    await panel.getByRole('tab', { name: 'My bookings' }).click();
    await panel.getByRole('button', { name: 'Review your guide' }).click();
    const form = tourist.page.getByRole('dialog', { name: 'Review your guide' });
    await rate(form, 'Your rating', 4);
    await rate(form, 'Guiding', 5);
    await rate(form, 'Organisation', 3);
    await form.getByLabel('Your opinion').fill('Knew every carving of the Taj; the queue took long.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await tourist.page
      .locator('[data-sonner-toast]', { hasText: TOUR_REVIEW_TEXTS.sealed })
      .first()
      .waitFor();

    // Unseen by the guide until they write theirs.
    const guide = await newPerson(browser, { bypassCSP: true });
    await guide.page.goto(product.url);
    await openLogin(guide.page);
    await logIn(guide.page, DEMO_GUIDE.email, password);
    await guide.page.goto(`${product.url}/tourGuideProfile`);
    await guide.page
      .getByRole('navigation', { name: 'Guide dashboard' })
      .getByRole('button', { name: 'Reviews' })
      .click();
    const reviews = guide.page.getByRole('region', { name: 'Reviews' });
    const toReview = reviews.getByRole('listitem').filter({ hasText: email.split('@')[0] ?? '' });
    await toReview.waitFor();
    // The published reviews have loaded (the demo guide's own), and the new one is not among them.
    await reviews.getByRole('heading', { level: 4 }).first().waitFor();
    expect(await reviews.getByText('Knew every carving of the Taj').count()).toBe(0);
    await expectNoAxeViolations(guide.page, 'reviews-tours-to-review-desktop', SHOTS);

    await toReview.getByRole('button', { name: /^Review / }).click();
    const guideForm = guide.page.getByRole('dialog', { name: 'Review your traveller' });
    await rate(guideForm, 'Your rating', 5);
    await guideForm.getByLabel('Your opinion').fill('On time and curious about every inlay.');
    await guideForm.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText(TOUR_REVIEW_TEXTS.published).first().waitFor();
    const published = reviews.getByRole('listitem').filter({ hasText: 'Knew every carving of the Taj' });
    await published.getByText('Organisation').waitFor();
    await guide.page.setViewportSize(PHONE);
    await published.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(guide.page, 'reviews-published-phone', SHOTS);

    // The traveller reads what the guide wrote, in My bookings.
    await tourist.page.reload();
    const mine = await openMessages(tourist.page);
    await mine.getByRole('tab', { name: 'My bookings' }).click();
    await mine.getByText('On time and curious about every inlay.').waitFor();
    await tourist.page.setViewportSize(PHONE);
    await expectNoAxeViolations(tourist.page, 'reviews-about-you-phone', SHOTS);
    expect(tourist.errors).toEqual([]);
    expect(guide.errors).toEqual([]);
  });
});
