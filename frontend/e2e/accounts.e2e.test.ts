/**
 * The accounts journey in Chromium against the real product: sign up with the e-mailed code, log
 * out, log in, edit the profile, subscribe to the newsletter and leave a review.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@app/contracts';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { useProductInChromium } from './suite';

const POLL = { timeout: 10_000 } as const;
// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** Undoes quoted-printable soft line breaks and escapes, enough to read the code in the text part. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The 6-digit code of the newest e-mail to `email` not read before, or null while none has arrived. */
function readOtp(dataDir: string, email: string, read: Set<string>): string | null {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  for (const name of readdirSync(outbox).sort().reverse()) {
    if (!name.endsWith('.eml') || read.has(name)) continue;
    const text = decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8'));
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
    const code = /Your one-time code is (\d{6})/.exec(text)?.[1];
    if (code !== undefined) {
      read.add(name);
      return code;
    }
  }
  return null;
}

/** Polls the outbox until the code e-mail has been written (the mail worker sends it shortly after). */
async function waitForOtp(email: string, read: Set<string>): Promise<string> {
  const found = { code: '' };
  await expect
    .poll(
      () => {
        found.code = readOtp(product.dataDir, email, read) ?? found.code;
        return found.code;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatch(/^\d{6}$/);
  return found.code;
}

/** A page that records console errors, CSP violations included. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${product.url}${path}`);
  return { page, errors };
}

describe('accounts in Chromium', () => {
  it('signs up, logs out and in, edits the profile, subscribes and reviews', {
    timeout: 180_000,
  }, async () => {
    const email = `asha.${Date.now()}@example.com`;
    const password = 'Travel2026';
    const read = new Set<string>();
    const { page, errors } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dialog = page.getByRole('dialog');
    const accountButton = nav.getByRole('button', { name: /^Account menu for / });

    // Sign up: the rules first, then the e-mailed code.
    await nav.getByRole('button', { name: 'Log In | Sign Up' }).click();
    await dialog.getByRole('heading', { name: 'Log In' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog.getByText(MESSAGES.invalidEmail).waitFor();
    await dialog.getByText(MESSAGES.passwordLength).waitFor();
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    const code = dialog.getByLabel('Verification code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await waitForOtp(email, read));
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(MESSAGES.accountCreated).waitFor();

    // Back in sign-in mode with the address filled in: log in.
    await dialog.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await accountButton.waitFor();

    // Log out from the profile menu: /logout, and nothing about the session left in storage.
    await accountButton.click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/logout`);
    await page.getByRole('heading', { level: 1, name: 'You are logged out' }).waitFor();
    await nav.getByRole('button', { name: 'Log In | Sign Up' }).waitFor();
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).not.toHaveProperty('isLoggedIn');
    expect(JSON.stringify(stored)).not.toContain(password);

    // Log in again from the logout page, mistyping the password first: the refusal is shown in
    // place, and the browser logs no failed request for it (issue 26).
    await page.getByRole('main').getByRole('button', { name: 'Log in again' }).click();
    await dialog.getByRole('heading', { name: 'Log In' }).waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(`${password}x`);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.getByText(MESSAGES.passwordIncorrect).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await accountButton.waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('loggedInEmail'))).toBe(email);
    expect(JSON.stringify(await page.evaluate(() => ({ ...window.localStorage })))).not.toContain(password);

    // Edit the profile: name, then audio preference.
    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByText(MESSAGES.noResults).waitFor();
    expect(await profile.getByLabel('Email').inputValue()).toBe(email);
    const nameForm = profile.locator('form', { has: page.getByLabel('Username') });
    await nameForm.getByLabel('Username').fill('Asha Traveller');
    await nameForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.fullNameReset).waitFor();

    const preferenceForm = profile.locator('form', { has: page.getByLabel('Audio preference') });
    await preferenceForm.getByLabel('Audio preference').selectOption('Historian');
    await preferenceForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.preferenceSaved).waitFor();

    // A picture: chosen, previewed, uploaded (a form), then the saved one is what the avatar shows.
    const picture = profile.getByRole('region', { name: 'Profile picture' });
    await picture
      .getByLabel('Change picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await picture.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(MESSAGES.pictureSaved).waitFor();
    await expect
      .poll(() => picture.locator('img').getAttribute('src'), POLL)
      .toMatch(/^\/uploads\/[^/]+\.png$/);
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await nav.getByRole('button', { name: 'Account menu for Asha Traveller' }).waitFor();

    // Reopened, the editor shows what the server saved.
    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect.poll(() => profile.getByLabel('Audio preference').inputValue(), POLL).toBe('Historian');
    expect(await profile.getByLabel('Username').inputValue()).toBe('Asha Traveller');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    // Newsletter: pre-filled with the logged-in address, then 'Subscribed', also after a reload.
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByLabel('Email address').inputValue(), POLL).toBe(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(MESSAGES.newsletterSubscribed).waitFor();
    const subscribed = footer.getByRole('button', { name: 'Subscribed' });
    await subscribed.waitFor();
    expect(await subscribed.isDisabled()).toBe(true);
    await page.reload();
    await footer.getByRole('button', { name: 'Subscribed' }).waitFor();

    // A review: 4 stars and an opinion, then it is on /userReview.
    await page.goto(`${product.url}/userReview`);
    await page.getByRole('heading', { level: 1, name: 'User Reviews' }).waitFor();
    await page.getByText(MESSAGES.noReviews).waitFor();
    await page.getByRole('button', { name: 'Submit Your Feedback' }).click();
    const reviewForm = page.getByRole('dialog', { name: 'Submit Your Feedback' });
    await reviewForm.waitFor();
    expect(await reviewForm.getByRole('radio', { name: /^5 stars/ }).isChecked()).toBe(true);
    await reviewForm.getByRole('button', { name: 'Submit review' }).click();
    await reviewForm.getByText(MESSAGES.emptyOpinion).waitFor();
    await reviewForm.getByRole('radio', { name: /^4 stars/ }).check();
    const opinion = 'The Amber Fort audio tour felt like walking with a historian.';
    await reviewForm.getByLabel('Your opinion').fill(opinion);
    await reviewForm.getByRole('button', { name: 'Submit review' }).click();
    await reviewForm.waitFor({ state: 'detached' });
    await page.getByText(MESSAGES.reviewSubmitted).waitFor();

    const card = page.getByRole('listitem').filter({ hasText: opinion });
    await card.waitFor();
    await card.getByRole('heading', { name: 'Asha Traveller' }).waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    expect(await card.textContent()).toContain('as***@example.com');

    expect(errors).toEqual([]);
    await page.close();
  });
});
