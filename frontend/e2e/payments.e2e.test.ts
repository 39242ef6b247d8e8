/**
 * Buying a plan in Chromium against the real product, through the sandbox checkout: the Fortnight
 * plan with EXPLOREWITHUS20 in EUR paid with 4111 1111 1111 1111, then the plan cards and the
 * profile's transaction; the Quadweek plan on a phone through a declined card and a second step; a
 * special plan on /ExploreMore. The receipt e-mail is the server's to show (gateway
 * src/payments/payments.test.ts, workers src/mail/templates.test.ts), a wrong coupon a11y's and the
 * server's. With `E2E_SHOTS=1`, screenshots go to /tmp/shots for a look at the layout.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, PLAN_LABELS } from '@app/contracts';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { DESKTOP, PHONE, SHOTS, shot, toastEdges } from './steps';
import { useProductInChromium } from './suite';

const MAIL = { timeout: 30_000, interval: 100 } as const;

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Undoes quoted-printable soft line breaks and escapes (UTF-8 bytes, e.g. '€'), enough to read the text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded e-mails written to `email` so far. */
function mailsTo(email: string): string[] {
  const outbox = join(product.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}

async function waitForOtp(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      code =
        mailsTo(email)
          .map((text) => /Your one-time code is (\d{6})/.exec(text)?.[1] ?? '')
          .find(Boolean) ?? '';
      return code;
    }, MAIL)
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs up with the e-mailed code and logs in, as the accounts journey does. */
async function signUpAndLogIn(page: Page, email: string, password: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dialog = page.getByRole('dialog');
  await nav.getByRole('button', { name: 'Log In | Sign Up' }).click();
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await dialog.getByLabel('Verification code').fill(await waitForOtp(email));
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('heading', { name: 'Log In' }).waitFor();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await nav.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/** The plan card named `name` and its one button. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** A page that records console errors, CSP violations included. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: DESKTOP });
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

describe('payments in Chromium', () => {
  it('buys the Fortnight plan with EXPLOREWITHUS20 in EUR through the sandbox checkout', {
    timeout: 240_000,
  }, async () => {
    const email = `ravi.${Date.now()}@example.com`;
    const { page, errors } = await openPage();

    // A visitor sees the plans, the test-payments notice, and is asked to log in to buy.
    await page.goto(`${product.url}/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Select Your Best Plan For Your Need' }).waitFor();
    await page.getByRole('note').getByText('Test payments').waitFor();
    // The first visit of the session: the welcome note, and the flag set.
    await page.getByRole('complementary', { name: 'Welcome' }).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('popupShown'))).toBe('true');
    expect(await card(page, 'Free Plan').getByRole('button').textContent()).toBe('in use');
    await card(page, 'Fortnight Plan').getByRole('button', { name: 'Purchase' }).click();
    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.pleaseLogInToAccess }).waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: 'Log In' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await shot(page, 'subscription-visitor-desktop', true);

    await signUpAndLogIn(page, email, 'Travel2026');
    // The next visit of the session: the page arrives with the note, the takeover removes it.
    await page.goto(`${product.url}/Subscription`);
    await expect.poll(() => page.getByRole('complementary', { name: 'Welcome' }).count()).toBe(0);
    const fortnight = card(page, 'Fortnight Plan');
    await fortnight.getByRole('button', { name: 'Purchase' }).click();

    // The popup: INR by default, then EUR and the coupon; the price follows both.
    const popup = page.getByRole('dialog', { name: 'Fortnight Plan' });
    const currency = popup.getByRole('combobox', { name: 'Currency' });
    await expect.poll(() => currency.inputValue()).toBe('INR - Indian Rupee');
    await popup.getByText('₹').first().waitFor();
    await currency.fill('Euro');
    await popup.getByRole('option', { name: 'EUR - Euro' }).click();
    const amount = popup.locator('.payment-popup__amount');
    await expect.poll(() => amount.textContent()).toMatch(/^€\d+\.\d{2}$/);
    const fullPrice = Number((await amount.textContent())?.slice(1));
    await popup.getByText(/^Exchange rate of /).waitFor();

    await popup.getByLabel('Coupon code (optional)').fill('EXPLOREWITHUS20');
    await popup.getByRole('button', { name: 'Apply' }).click();
    await popup.getByText(`${MESSAGES.couponValid}: 20% off.`).first().waitFor();
    // Only a shown price counts: while the coupon's price is fetched the amount may read otherwise.
    const shownPrice = async () => {
      const text = (await amount.textContent()) ?? '';
      return /^€\d+\.\d{2}$/.test(text) ? Number(text.slice(1)) : Number.NaN;
    };
    await expect.poll(shownPrice).toBeLessThan(fullPrice);
    const paid = (await amount.textContent()) ?? '';
    // 20% off in whole US cents (9.59 USD), at the same rate: about 80% of the full price.
    expect(Number(paid.slice(1)) / fullPrice).toBeCloseTo(9.59 / 11.99, 2);
    await shot(page, 'payment-popup-desktop', false);

    // The sandbox checkout: the amount, the test cards, Pay.
    await popup.getByRole('button', { name: 'Proceed To Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByText(paid, { exact: true }).waitFor();
    const cardNumber = checkout.getByLabel('Card number');
    await expect.poll(() => cardNumber.evaluate((el) => el === document.activeElement)).toBe(true);
    await cardNumber.fill('4111111111111111');
    expect(await cardNumber.inputValue()).toBe('4111 1111 1111 1111');
    await shot(page, 'sandbox-checkout-desktop', false);
    await checkout.getByRole('button', { name: `Pay ${paid}` }).click();

    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.paymentSuccessful }).waitFor();
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => fortnight.getByRole('button').textContent()).toBe('in use');
    expect(await fortnight.getByRole('button').isDisabled()).toBe(true);
    expect(await card(page, 'Free Plan').getByRole('button').textContent()).toBe('Paused');

    expect(await card(page, 'Quadweek Plan').getByRole('button').textContent()).toBe('Purchase');
    expect(await page.evaluate(() => localStorage.getItem('subscriptionDetail'))).toBe(PLAN_LABELS.fortnight);
    // Focus is not lost with the disabled button: the bought plan's card has it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plan-fortnight');
    await shot(page, 'subscription-paid-desktop', true);

    // The profile's transaction table has the purchase.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    const row = profile.getByRole('row', {
      name: new RegExp(PLAN_LABELS.fortnight.replace(/[.$]/g, '\\$&')),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain(paid);
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'profile-transactions-desktop', false);
    await page.keyboard.press('Escape');

    // The subscriber's audio popup asks for the full audio book; its switch asks for a shorter one.
    // The requests are stopped in the browser (their failed loads are not this test's errors): only
    // what the popup asks for is checked here, and a book made for it would keep the product busy.
    const quiet = errors.length;
    const audioRequest = (url: URL) => url.pathname.includes('audio.request');
    await page.route(audioRequest, (route) => route.abort());
    const asked = () => page.waitForRequest((r) => audioRequest(new URL(r.url())));
    await page.goto(`${product.url}/Explore?country=India&city=Jaipur&touristPlace=Amber+Fort&co=no`);
    let request = asked();
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    expect((await request).postData()).toContain('"kind":"book"');
    const fullBook = page.getByRole('dialog', { name: 'Amber Fort' }).getByRole('switch');
    expect(await fullBook.getAttribute('aria-checked')).toBe('true');
    request = asked();
    await fullBook.click();
    expect((await request).postData()).toContain('"kind":"minute"');
    expect(await fullBook.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await page.unroute(audioRequest);
    errors.splice(quiet);

    // Phone width: one column. The Quadweek plan in rupees: Escape, a declined card, a second step.
    await page.setViewportSize(PHONE);
    await page.goto(`${product.url}/Subscription`);
    // A page loaded afresh shows the plan the server holds.
    await expect.poll(() => card(page, 'Fortnight Plan').getByRole('button').textContent()).toBe('in use');
    await shot(page, 'subscription-paid-phone', true);
    await card(page, 'Quadweek Plan').getByRole('button', { name: 'Purchase' }).click();
    const quadweek = page.getByRole('dialog', { name: 'Quadweek Plan' });
    await expect
      .poll(() => quadweek.locator('.payment-popup__amount').textContent())
      .toMatch(/^₹[\d,]+\.\d{2}$/);
    await shot(page, 'payment-popup-phone', false);
    await quadweek.getByRole('button', { name: 'Proceed To Pay' }).click();
    await checkout.waitFor();
    // Escape is the checkout's once it has the focus (the window it opens takes it as it mounts).
    await expect
      .poll(() => checkout.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await checkout.waitFor({ state: 'detached' });
    await quadweek.getByRole('button', { name: 'Proceed To Pay' }).click();
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await checkout
      .getByRole('alert')
      .getByText('Your payment was declined by the bank.', { exact: false })
      .waitFor();
    await checkout.getByRole('button', { name: /^4000 0000 0000 3220/ }).click();
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await checkout.getByRole('heading', { name: 'Confirm this payment' }).waitFor();
    await shot(page, 'sandbox-second-step-phone', false);
    await checkout.getByRole('button', { name: 'Complete payment' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: MESSAGES.paymentSuccessful });
    await toast.waitFor();
    const edges = await toastEdges(toast);
    expect(edges.coming).toBeGreaterThanOrEqual(edges.bar);
    expect(edges.going).toBeGreaterThanOrEqual(edges.bar);
    await expect.poll(() => card(page, 'Quadweek Plan').getByRole('button').textContent()).toBe('in use');
    expect(await card(page, 'Free Plan').getByRole('button').textContent()).toBe('Paused');

    // On a phone a transaction's time keeps to its day and its time of day, each on one line
    // (issue 26: a date wrapped over four or five lines).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const when = page.getByRole('dialog', { name: 'Edit Profile' }).locator('.profile__when').first();
    await when.waitFor();
    const layout = await when.evaluate((element) => {
      const parts = [...element.children];
      return {
        parts: parts.length,
        lines: new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top))).size,
        broken: parts.filter((part) => part.getClientRects().length > 1).length,
      };
    });
    expect({ parts: layout.parts, broken: layout.broken }).toEqual({ parts: 2, broken: 0 });
    expect(layout.lines).toBeLessThanOrEqual(2);
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('buys a special plan in US dollars on /ExploreMore: Purchased, also on a later visit; a place played is listened', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openPage();
    await page.goto(`${product.url}/ExploreMore?country=India&city=Jaipur`);
    const email = `meera.${Date.now()}@example.com`;
    await signUpAndLogIn(page, email, 'Travel2026');
    const plan = page.locator('.plan-card', { hasText: 'Jaipur Highlights' });
    // The plan's detail popup shows what it holds, each place drawn, and buys it (issue 26).
    await plan.getByRole('button', { name: 'Plan details: Jaipur Highlights' }).click();
    const detail = page.getByRole('dialog', { name: 'Jaipur Highlights' });
    const detailPlaces = detail
      .getByRole('list', { name: 'Places in Jaipur Highlights' })
      .getByRole('listitem');
    await detailPlaces.first().waitFor();
    expect(await detailPlaces.count()).toBeGreaterThan(1);
    await expect
      .poll(() =>
        detail
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot(page, 'special-plan-detail-desktop', false);
    await detail.getByRole('button', { name: 'Pay & Get Access' }).click();

    const popup = page.getByRole('dialog', { name: 'Jaipur Highlights' });
    await expect
      .poll(() => popup.getByRole('combobox', { name: 'Currency' }).inputValue())
      .toBe('USD - US Dollar');
    await expect.poll(() => popup.locator('.payment-popup__amount').textContent()).toMatch(/^(US)?\$1\.00$/);
    expect(await popup.getByLabel('Coupon code (optional)').count()).toBe(0);
    await popup.getByRole('button', { name: 'Proceed To Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: /^4111 1111 1111 1111/ }).click();
    expect(await checkout.getByLabel('Card number').inputValue()).toBe('4111 1111 1111 1111');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.paymentSuccessful }).waitFor();

    const purchased = plan.getByRole('button', { name: 'Purchased' });
    await purchased.waitFor();
    expect(await purchased.isDisabled()).toBe(true);
    expect(await plan.getByText('not listened').count()).toBeGreaterThan(0);
    await shot(page, 'special-plan-purchased-desktop', true);

    // A place of the bought plan opens its page with the plan; its audio is heard once, then 'listened'.
    const place = plan.getByRole('link').first();
    const placeName = (await place.getAttribute('title')) ?? '';
    expect(await place.textContent()).toContain('not listened');
    await place.click();
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const dialog = page.getByRole('dialog', { name: placeName });
    await dialog.getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await page.goto(`${product.url}/ExploreMore?country=India&city=Jaipur`);
    await expect
      .poll(() => plan.getByRole('link', { name: new RegExp(`^${placeName}`) }).textContent())
      .toMatch(/listened$/);
    expect(await plan.getByRole('link', { name: new RegExp(`^${placeName}`) }).textContent()).not.toContain(
      'not listened',
    );
    // A later visit: still bought, and the city's place list opens a place of it with the plan, as
    // the card does.
    await plan.getByRole('button', { name: 'Purchased' }).waitFor();
    expect(await plan.getByRole('button', { name: 'Pay & Get Access' }).count()).toBe(0);
    const hawaTile = page.locator('.place-grid').getByRole('link', { name: 'Explore Hawa Mahal' });
    await expect.poll(() => hawaTile.getAttribute('href')).toContain('co=Jaipur+Highlights');

    // Logging out asks nothing more in the ended session's name (issue 26: the subscription was
    // checked again after the logout, and refused with 401 inside a batch answered 207).
    await page.goto(`${product.url}/Subscription`);
    await card(page, 'Fortnight Plan').getByRole('button', { name: 'Purchase' }).waitFor();
    const afterLogout: string[] = [];
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Account menu for / });
    await menu.click();
    page.on('request', (request) => afterLogout.push(decodeURIComponent(request.url())));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are logged out' }).waitFor();
    await page.goto(`${product.url}/Subscription`);
    await card(page, 'Fortnight Plan').getByRole('button', { name: 'Purchase' }).waitFor();
    expect(afterLogout.filter((url) => url.includes('plans.') || url.includes(email))).toEqual([]);

    expect(errors).toEqual([]);
    await page.close();
  });
});
