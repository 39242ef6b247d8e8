/**
 * The user's data rights in Chromium against the real product: a new user downloads their data from
 * Edit Profile, then deletes their account through the confirmation popup (refused first for a wrong
 * word and a wrong password), lands at home signed out with a toast, and cannot log in again.
 */
import { readFile } from 'node:fs/promises';
import { MESSAGES, type MyDataExport, PRIVACY_MESSAGES } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { accountButton, DESKTOP, newPerson, openLogin, PHONE, shot, signUpAndLogIn, toast } from './steps';
import { useProductInChromium } from './suite';

const PASSWORD = 'Secret#123';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

async function openProfile(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit Profile' });
  await profile.getByRole('region', { name: 'Your data' }).waitFor();
  return profile;
}

/** Whether keyboard focus is inside the element the locator names. */
const focusInside = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).evaluate((el) => el.contains(document.activeElement));

describe('your data in Chromium', () => {
  it('downloads the data file, then deletes the account and cannot log in again', {
    timeout: 180_000,
  }, async () => {
    const { context, page, errors } = await newPerson(browser);
    const email = `meera.${Date.now()}@example.com`;
    await page.goto(product.url);
    await openLogin(page);
    await signUpAndLogIn(product, page, email, PASSWORD);

    const profile = await openProfile(page);
    const yourData = profile.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^xplore-guide-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as MyDataExport;
    expect(saved.account).toMatchObject({ email, signInMethods: ['password'] });
    expect(saved.sessions).toMatchObject([{ current: true }]);
    await toast(page, 'Your data has been downloaded.').first().waitFor();

    // The confirmation popup: labelled, focus on its field, Escape returns to the profile.
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText('Payment records and invoices, as the law requires').waitFor();
    expect(
      await confirm.getByLabel('Type DELETE to confirm').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await focusInside(page, 'Delete your account?')).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await profile.waitFor();

    await page.setViewportSize(PHONE);
    await yourData.scrollIntoViewIfNeeded();
    await shot(page, 'privacy-section-phone');
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.waitFor();
    await shot(page, 'privacy-dialog-phone');
    await page.setViewportSize(DESKTOP);

    const word = confirm.getByLabel('Type DELETE to confirm');
    const password = confirm.getByLabel('Your password', { exact: true });
    const erase = confirm.getByRole('button', { name: 'Delete my account' });
    await word.fill('delete');
    await erase.click();
    await confirm.getByText(PRIVACY_MESSAGES.confirmWord).waitFor();
    await word.fill('DELETE');
    await password.fill('Wrong#1234');
    await erase.click();
    await confirm.getByText(MESSAGES.passwordIncorrect).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(PASSWORD);
    await erase.click();
    await toast(page, PRIVACY_MESSAGES.accountDeleted).first().waitFor();
    await page.waitForURL(`${product.url}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Log In | Sign Up' })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).not.toHaveProperty('isLoggedIn');
    // The server agrees: the old session cookie names nobody.
    expect((await page.request.get(`${product.url}/api/my-data`)).status()).toBe(401);

    await openLogin(page);
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await login.getByText(MESSAGES.accountMissing).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
