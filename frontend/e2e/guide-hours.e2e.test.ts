/**
 * A guide's hours and what they tell travellers (issue 26), in Chromium against the real product:
 * the demo guide says who they are and sets Monday mornings as their only hours on the dashboard,
 * which the server keeps; a traveller then finds them in the grid for a Monday 09:30 tour, with
 * their languages and years on the card and the whole bio in their profile. That the grid offers
 * a guide only within their hours (not that Monday at 14:00) is shown by the gateway:
 * gateway/src/guides/guide-hours.test.ts ("offers the guide only within their hours, and refuses a
 * booking outside them"). Screenshots of the new section at phone width.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import {
  DEMO_GUIDE,
  demoPassword,
  indiaDate,
  logIn,
  newPerson,
  openLogin,
  PHONE,
  reservedGrid,
  shot,
  signUpAndLogIn,
  WAIT,
} from './steps';
import { useProductInChromium } from './suite';

const TAJ_MAHAL = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=no';

let product: RunningProduct;
let browser: Browser;
useProductInChromium((started) => ({ product, browser } = started));

/** The next Monday at least two days ahead, in India. */
function nextMonday(): string {
  for (let days = 2; ; days++) {
    const date = indiaDate(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) return date;
  }
}

/** The names of the guides the reserved booking's grid offers at `time` of `date`. */
async function guidesOffered(page: Page, date: string, time: string): Promise<string[]> {
  await page.goto(`${product.url}${TAJ_MAHAL}`);
  const grid = await reservedGrid(page, date, time);
  await grid.getByRole('radio').first().waitFor();
  return grid.locator('.guide-card__name').allTextContents();
}

describe('a guide’s hours and profile in Chromium', () => {
  it('the demo guide sets Monday mornings; the grid offers them then, with their languages', {
    timeout: 240_000,
  }, async () => {
    const guide = await newPerson(browser);
    await expect.poll(() => demoPassword(product), WAIT).not.toBe('');
    await guide.page.goto(product.url);
    await openLogin(guide.page);
    await logIn(guide.page, DEMO_GUIDE.email, demoPassword(product));
    await guide.page.goto(`${product.url}/tourGuideProfile`);
    const about = guide.page.getByRole('region', { name: 'About you and your hours' });
    await about.waitFor();

    await about.getByLabel('Bio').fill('Agra born; I know where the light falls on the Taj at dawn.');
    const languages = about.getByRole('group', { name: 'Languages you guide in' });
    for (const language of ['English', 'Hindi'])
      await languages.getByLabel(language, { exact: true }).check();
    await about.getByLabel('Years of experience').fill('9');
    await about.getByRole('button', { name: 'Save about you' }).click();
    await guide.page
      .locator('[data-sonner-toast]', { hasText: 'Your bio and languages are saved.' })
      .waitFor();

    for (let day = 0; day < 7; day++) {
      const works = about.getByRole('checkbox', {
        name: `Works on ${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day]}`,
      });
      if (day === 1) await works.check();
      else await works.uncheck();
    }
    await about.getByLabel('Monday from').fill('09:00');
    await about.getByLabel('Monday to').fill('13:00');
    await about.getByRole('button', { name: 'Save hours' }).click();
    await guide.page.locator('[data-sonner-toast]', { hasText: 'Your hours are saved.' }).waitFor();
    await guide.page.setViewportSize(PHONE);
    await about.scrollIntoViewIfNeeded();
    await shot(guide.page, 'guide-about-hours-phone');
    // The form shows what the server answered it kept: Monday 09:00 to 13:00 alone. That the grid
    // then offers the guide within those hours only is gateway/src/guides/guide-hours.test.ts's.
    expect(await about.getByRole('checkbox', { name: 'Works on Monday' }).isChecked()).toBe(true);
    expect(await about.getByRole('checkbox', { name: 'Works on Tuesday' }).isChecked()).toBe(false);
    expect(await about.getByLabel('Monday from').inputValue()).toBe('09:00');
    expect(await about.getByLabel('Monday to').inputValue()).toBe('13:00');

    const tourist = await newPerson(browser);
    await tourist.page.goto(`${product.url}${TAJ_MAHAL}`);
    await openLogin(tourist.page);
    await signUpAndLogIn(product, tourist.page, `meena.${Date.now()}@example.com`, 'Travel2026');
    const monday = nextMonday();
    expect(await guidesOffered(tourist.page, monday, '09:30')).toContain(DEMO_GUIDE.name);
    const card = tourist.page.locator('.guide-card', { hasText: DEMO_GUIDE.name });
    await card.getByText('Speaks English, Hindi').waitFor();
    await card.getByText('9 years guiding').waitFor();
    await shot(tourist.page, 'guide-card-languages');
    // Their profile tells the whole bio, the languages and the years.
    const grid = tourist.page.getByRole('dialog', { name: 'Choose Your Guide' });
    await grid.getByRole('radio', { name: new RegExp(DEMO_GUIDE.name) }).check();
    await grid.getByRole('button', { name: 'View Profile' }).click();
    const profile = tourist.page.getByRole('dialog', { name: DEMO_GUIDE.name });
    await profile.getByText('Agra born; I know where the light falls on the Taj at dawn.').waitFor();
    await profile.getByText('English, Hindi', { exact: true }).waitFor();
    await profile.getByText('9 years guiding', { exact: true }).waitFor();
    expect([...guide.errors, ...tourist.errors]).toEqual([]);
  });
});
