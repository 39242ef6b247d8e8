/**
 * The destination journey in Chromium against the real product: pick a city in the Explore More
 * popup, open a place, read it in Hindi, play its audio, and run into the anonymous listen limit.
 */
import { LANGUAGES, MESSAGES } from '@app/contracts';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShift, watchLayoutShift } from './layout-shift';
import type { RunningProduct } from './server';
import { useProductInChromium } from './suite';

const DEVANAGARI = /[\u0900-\u097F]/;
const AMBER_FORT = '/Explore?country=India&city=Jaipur&touristPlace=Amber+Fort&co=no';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** A fresh visitor (own cookies and storage) whose console errors are recorded. */
async function visitor(width = 1440): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Types into a searchable select and picks the option named exactly `name`. */
async function choose(page: Page, label: string, name: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  expect(await field.inputValue()).toBe(name);
}

describe('destinations in Chromium', () => {
  it('explores Jaipur from the Explore More popup, reads Amber Fort in Hindi and plays its audio', {
    timeout: 120_000,
  }, async () => {
    const { context, page, errors } = await visitor();
    await page.goto(`${product.url}/`);

    await page.getByRole('navigation').getByRole('button', { name: 'Explore', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Explore More' });
    await popup.waitFor();
    // Both fields are required; the city waits for a country.
    expect(await popup.getByRole('combobox', { name: 'City' }).isDisabled()).toBe(true);
    await popup.getByRole('button', { name: 'Show places' }).click();
    await popup.getByText('Please choose a country.').waitFor();
    // Escape closes an open list, not the popup around it.
    await popup.getByRole('combobox', { name: 'Country' }).fill('Ind');
    await popup.getByRole('listbox', { name: 'Country' }).waitFor();
    await page.keyboard.press('Escape');
    await popup.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await popup.isVisible()).toBe(true);
    await choose(page, 'Country', 'India');
    await choose(page, 'City', 'Jaipur');
    await popup.getByRole('button', { name: 'Show places' }).click();
    await page.waitForURL(`${product.url}/ExploreMore?country=India&city=Jaipur`);

    await page.getByRole('heading', { level: 1, name: 'Jaipur' }).waitFor();
    const plan = page.locator('.plan-card', { hasText: 'Jaipur Highlights' });
    await plan.getByText('1 USD').waitFor();
    // A visitor is asked to log in before paying.
    await plan.getByRole('button', { name: 'Pay & Get Access' }).click();
    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.pleaseLogInFirst }).waitFor();
    const login = page.getByRole('dialog');
    await login.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    expect(await plan.getByText('not listened').count()).toBeGreaterThan(0);
    await plan.getByRole('button', { name: /^Hawa Mahal/ }).click();
    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.purchasePlanFirst }).waitFor();

    // The place filter narrows the grid and its count as a name is typed (issue 26), and back.
    const count = page.locator('.explore-more__count');
    await count.getByText('6 places').waitFor();
    const filter = page.getByRole('combobox', { name: 'Tourist place' });
    await filter.fill('mahal');
    await count.getByText('2 of 6 places').waitFor();
    expect(await page.locator('.place-grid').getByRole('link').count()).toBe(2);
    await page.keyboard.press('Escape');
    await count.getByText('6 places').waitFor();

    await page.getByRole('link', { name: 'Explore Amber Fort' }).click();
    await page.waitForURL(`${product.url}${AMBER_FORT}`);
    await page.getByRole('heading', { level: 1, name: 'Amber Fort' }).waitFor();
    const description = page.locator('.explore-card__description');
    await description.waitFor();
    expect(await description.textContent()).not.toMatch(DEVANAGARI);
    // A place in India can be booked with a guide (booking.e2e.test.ts walks the flow).
    const book = page.getByRole('button', { name: 'Book a tour Guide' });
    await book.waitFor();
    expect(await book.isEnabled()).toBe(true);

    // Choosing a language stores it as languageDetail and reloads the page.
    const language = page.getByRole('combobox', { name: 'Language' });
    expect(await language.locator('option').count()).toBe(30);
    await Promise.all([page.waitForEvent('load'), language.selectOption('Hindi')]);
    expect(await page.evaluate(() => localStorage.getItem('languageDetail'))).toBe('Hindi');
    await page.locator('.explore-card__description[lang="hi-IN"]').waitFor();
    expect(await page.locator('.explore-card__description').textContent()).toMatch(DEVANAGARI);

    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amber Fort' });
    await dialog.waitFor();
    const maps = dialog.getByRole('link', { name: /Open in Maps/ });
    expect(await maps.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    expect(await maps.getAttribute('target')).toBe('_blank');

    const play = dialog.getByRole('button', { name: 'Play' });
    await play.waitFor({ timeout: 30_000 });
    // The app's one player element, outside the popup, so that closing it does not stop the audio.
    const audio = page.locator('audio');
    expect(await audio.getAttribute('controlsList')).toContain('nodownload');
    expect(await page.locator('a[download]').count()).toBe(0);
    await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
    await play.click();
    await dialog.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    const first = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
    await page.waitForFunction(
      (from) => (document.querySelector('audio')?.currentTime ?? 0) > from + 0.3,
      first,
    );

    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Amber Fort');

    await dialog.getByRole('button', { name: 'Forward 15 seconds' }).click();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(
      first + 14,
    );
    await dialog.getByRole('button', { name: 'Show transcript' }).click();
    expect(await dialog.getByRole('region', { name: 'Transcript' }).textContent()).toMatch(DEVANAGARI);

    // Closing the popup leaves the mini-player playing (listening.e2e.test.ts); after a reload the
    // popup resumes where the listener was, and the replay costs no listen.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Now playing' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    await dialog.getByText(/Picked up where you left off, at 0:[1-5]\d\./).waitFor();
    await dialog.getByText('4 of 5 free listens left on this device.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops a logged-out visitor after 5 free listens with "please log in " and a Log In button', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await visitor(390);
    await page.goto(`${product.url}/`);
    for (let listen = 1; listen <= 5; listen++) {
      // A new language each time: a place heard today in the same language replays free.
      await page.evaluate(
        (label) => localStorage.setItem('languageDetail', label),
        LANGUAGES[listen]?.label ?? '',
      );
      await page.goto(`${product.url}${AMBER_FORT}`);
      await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
      const dialog = page.getByRole('dialog', { name: 'Amber Fort' });
      await dialog.getByText(`${5 - listen} of 5 free listens left on this device.`).waitFor();
    }

    await page.evaluate((label) => localStorage.setItem('languageDetail', label), LANGUAGES[6]?.label ?? '');
    await page.goto(`${product.url}${AMBER_FORT}`);
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amber Fort' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(MESSAGES.anonymousLimit);
    expect(await page.evaluate(() => localStorage.getItem('anonymousAudioCount'))).toBe('5');

    await dialog.getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByText(MESSAGES.anonymousLimit.trim()).waitFor();
    await context.close();
  });

  it('says "Something went wrong. Please retry" when the city list fails, and retries', async () => {
    const { context, page } = await visitor();
    await page.goto(`${product.url}/`);
    await page.route('**/trpc/catalog.cities*', (route) => route.abort());
    await page.getByRole('navigation').getByRole('button', { name: 'Explore', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Explore More' });
    // By keyboard this time: type, then Enter picks the first match.
    await popup.getByRole('combobox', { name: 'Country' }).fill('France');
    await popup.getByRole('option', { name: 'France', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    expect(await popup.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('France');
    await popup.getByRole('alert').getByText(MESSAGES.citiesFailed).waitFor();
    await page.locator('[data-sonner-toast]', { hasText: MESSAGES.citiesFailed }).waitFor();

    await page.unroute('**/trpc/catalog.cities*');
    await popup.getByRole('button', { name: 'Retry' }).click();
    await choose(page, 'City', 'Paris');
    await popup.getByRole('button', { name: 'Show places' }).click();
    await page.waitForURL(`${product.url}/ExploreMore?country=France&city=Paris`);
    await page.getByRole('link', { name: 'Explore Eiffel Tower' }).waitFor();
    await context.close();
  });

  it('keeps a city’s places where they first show on a phone, the special plans above them', async () => {
    const { context, page, errors } = await visitor(390);
    await watchLayoutShift(page);
    await page.goto(`${product.url}/ExploreMore?country=India&city=Agra`);
    await page.getByRole('heading', { name: 'Hear the highlights of India' }).waitFor();
    await page
      .getByRole('link', { name: /Taj Mahal/ })
      .first()
      .waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads missing query parameters as the spec defaults, and fits a 360 px phone', async () => {
    const { context, page } = await visitor(360);
    await page.goto(`${product.url}/ExploreMore`);
    await page.getByRole('heading', { level: 1, name: 'No city specified' }).waitFor();
    await page.getByText('No country specified').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`${product.url}/Explore`);
    await page.getByRole('heading', { name: 'No tourist place selected' }).waitFor();
    await page.goto(`${product.url}/Explore?country=USA&city=New+York&touristPlace=Statue+Of+Liberty`);
    await page.locator('.explore-card__description').waitFor();
    expect(await page.getByRole('button', { name: 'Booking N/A' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Submit Your Feedback' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByText(MESSAGES.pleaseLogInFirst).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
