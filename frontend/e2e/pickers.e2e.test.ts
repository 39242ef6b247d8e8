/**
 * The pickers and place pictures in Chromium against the real product (bundled catalog): countries
 * and cities with tours come first, marked in words; a city without tours says so and leads to the
 * nearest city that has them; a place without a true picture gets a neutral card, never a building.
 * Screenshots at phone width go to /tmp/shots (`E2E_SHOTS=1`).
 */
import { mkdirSync } from 'node:fs';
import { COVERAGE_TEXT, type Coverage } from '@app/contracts';
import axe from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { PHONE, SHOTS, shot } from './steps';
import { useProductInChromium } from './suite';

let product: RunningProduct;
let browser: Browser;
let coverage: Coverage;

useProductInChromium((started) => ({ product, browser } = started));
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  coverage = (await (await fetch(`${product.url}/api/coverage`)).json()) as Coverage;
});

/** A phone-sized page whose errors are collected; CSP bypassed so that axe can be injected. */
async function phonePage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** Each listed option's name and its mark (the words it is described by), in the order shown. */
function optionsOf(list: Locator): Promise<Array<{ name: string; mark: string | null }>> {
  return list.getByRole('option').evaluateAll((options) =>
    options.map((option) => {
      const id = option.getAttribute('aria-describedby');
      const mark = id === null ? null : (document.getElementById(id)?.textContent ?? null);
      const text = option.textContent ?? '';
      return { name: mark === null ? text : text.slice(0, text.length - mark.length), mark };
    }),
  );
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const { axe: engine } = window as unknown as { axe: typeof import('axe-core') };
    return (await engine.run(document)).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

async function openPicker(page: Page): Promise<Locator> {
  await page.goto(`${product.url}/ExploreMore`);
  await page.getByRole('button', { name: 'Choose a destination' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Explore More' });
  await popup.waitFor();
  return popup;
}

/** Types into a picker and picks the option named exactly `name` (its mark is not part of it). */
async function choose(popup: Locator, label: string, name: string): Promise<void> {
  const field = popup.getByRole('combobox', { name: label });
  await field.fill(name);
  await popup.getByRole('listbox', { name: label }).getByRole('option', { name, exact: true }).click();
  expect(await field.inputValue()).toBe(name);
}

describe('pickers that show where tours exist', () => {
  it('lists countries and cities with tours first, each marked with its number of tours', {
    timeout: 90_000,
  }, async () => {
    const { page, errors, close } = await phonePage();
    const popup = await openPicker(page);

    await popup.getByRole('combobox', { name: 'Country' }).click();
    const countries = popup.getByRole('listbox', { name: 'Country' });
    await countries.getByRole('option').nth(coverage.countries.length).waitFor();
    const shownCountries = await optionsOf(countries);
    const covered = coverage.countries.map((c) => ({ name: c.name, mark: COVERAGE_TEXT.tours(c.places) }));
    expect(covered.length).toBeGreaterThanOrEqual(10);
    expect(shownCountries.slice(0, covered.length)).toEqual(covered);
    // After them every other country, unmarked, in its own order.
    const rest = shownCountries.slice(covered.length);
    expect(rest[0]).toEqual({ name: 'Afghanistan', mark: null });
    expect(rest.every((option) => option.mark === null)).toBe(true);
    await shot(page, 'pickers-countries-phone');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await choose(popup, 'Country', 'India');
    await popup.getByRole('combobox', { name: 'City' }).click();
    const cities = popup.getByRole('listbox', { name: 'City' });
    const india = coverage.countries.find((c) => c.isoCode === 'IN');
    const indianCities = (india?.cities ?? []).map((c) => ({
      name: c.name,
      mark: COVERAGE_TEXT.tours(c.places),
    }));
    await cities.getByRole('option').nth(indianCities.length).waitFor();
    const shownCities = await optionsOf(cities);
    expect(shownCities.slice(0, indianCities.length)).toEqual(indianCities);
    expect(shownCities.find((c) => c.name === 'Agra')).toEqual({ name: 'Agra', mark: '6 tours' });
    expect(shownCities.slice(indianCities.length).every((c) => c.mark === null)).toBe(true);
    // Typing still finds a covered city by its name alone, mark and all.
    await popup.getByRole('combobox', { name: 'City' }).fill('agr');
    expect((await optionsOf(cities))[0]).toEqual({ name: 'Agra', mark: '6 tours' });
    await shot(page, 'pickers-cities-phone');
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await close();
  });

  it('says a city has no tours yet and leads to the nearest city that has them', {
    timeout: 90_000,
  }, async () => {
    const { page, errors, close } = await phonePage();
    const popup = await openPicker(page);
    await choose(popup, 'Country', 'India');
    await choose(popup, 'City', 'Agra');
    expect(await popup.getByText(COVERAGE_TEXT.noTours('Agra')).count()).toBe(0);

    await choose(popup, 'City', 'Nagpur');
    const offer = popup.getByRole('status').filter({ hasText: COVERAGE_TEXT.noTours('Nagpur') });
    await offer.getByText(/^The nearest city with tours is Hyderabad, India, about \d+ km away\.$/).waitFor();
    const go = offer.getByRole('link', { name: COVERAGE_TEXT.goNearest('Hyderabad') });
    await go.waitFor();
    await shot(page, 'pickers-nearest-phone');
    await expectNoAxeViolations(page);

    await go.click();
    await page.waitForURL(`${product.url}/ExploreMore?country=India&city=Hyderabad`);
    await page.getByRole('heading', { level: 1, name: 'Hyderabad' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page
      .getByRole('link', { name: /^Explore / })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });
  it('offers the nearest city with tours on /ExploreMore of a city without places', async () => {
    const { page, errors, close } = await phonePage();
    await page.goto(`${product.url}/ExploreMore?country=India&city=Nagpur`);
    const offer = page.getByRole('status').filter({ hasText: COVERAGE_TEXT.noTours('Nagpur') });
    await offer.getByText(/^The nearest city with tours is Hyderabad, India, about \d+ km away\.$/).waitFor();
    await offer.getByRole('link', { name: COVERAGE_TEXT.goNearest('Hyderabad') }).click();
    await page.waitForURL(`${product.url}/ExploreMore?country=India&city=Hyderabad`);
    await page.getByRole('heading', { level: 1, name: 'Hyderabad' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('place pictures that never pretend', () => {
  it('draws the featured landmark, and otherwise the place’s own kind, never another kind (issue 26)', {
    timeout: 60_000,
  }, async () => {
    const { page, errors, close } = await phonePage();
    await page.goto(`${product.url}/ExploreMore?country=India&city=Jaipur`);
    const tile = (name: string) => page.locator('article', { has: page.getByRole('heading', { name }) });
    await tile('Hawa Mahal').waitFor();
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    /** The drawing an <img> shows, as the gateway sent it. */
    const drawingOf = (img: HTMLImageElement) => fetch(img.src).then((answer) => answer.text());

    // Hawa Mahal is a palace: it is drawn as one, not as a fort or any other kind.
    const art = tile('Hawa Mahal').locator('img[data-picture="art"]');
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate(loaded)).toBe(true);
    expect(await art.getAttribute('src')).toBe('/api/places/hawa-mahal/image.svg');
    const svg = await art.evaluate(drawingOf);
    expect(svg).toContain('class="kind-palace"');
    expect(svg.match(/class="kind-[a-z]+"/g)).toEqual(['class="kind-palace"']);
    // Amber Fort keeps its true, hand-drawn picture.
    expect(await tile('Amber Fort').locator('img[data-picture="art"]').count()).toBe(0);
    const drawing = tile('Amber Fort').locator('img[data-picture="landmark"]');
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Offline there are no photos of the provider: none is requested.
    expect(await page.locator('img.place-photo:not([data-picture])').count()).toBe(0);
    // The city's banner is the city's own drawing.
    const banner = page.locator('.destination-header img[data-picture="art"]');
    await expect.poll(() => banner.evaluate(loaded)).toBe(true);
    expect(await banner.getAttribute('src')).toMatch(/^\/api\/cities\/image\.svg\?/);
    await tile('Hawa Mahal').scrollIntoViewIfNeeded();
    await shot(page, 'place-card-phone');
    await expectNoAxeViolations(page);

    // The banner of a place without a true picture is its kind's drawing too.
    await page.goto(`${product.url}/Explore?country=India&city=Jaipur&touristPlace=Hawa+Mahal&co=no`);
    await page.getByRole('heading', { level: 1, name: 'Hawa Mahal' }).waitFor();
    const placeBanner = page.locator('.destination-header img[data-picture="art"]');
    await expect.poll(() => placeBanner.evaluate(loaded)).toBe(true);
    expect(await placeBanner.getAttribute('src')).toBe('/api/places/hawa-mahal/image.svg');
    // Its fade-in over, so the screenshot and axe see its colours at rest.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot(page, 'place-banner-phone');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await close();
  });
});
