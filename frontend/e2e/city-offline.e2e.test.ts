/**
 * A city to take offline (issue 26) in Chromium against the real product: 'Download this city'
 * says the size and what it costs before it starts (and which places the visitor may not get),
 * shows its progress while it runs, and keeps every narration with its transcript on the device.
 * Then, in flight mode with the server gone too, the city's place list and walk mode play the
 * narrations and read the transcripts; and removing the city empties what it kept. axe finds
 * nothing on the new parts, at phone and desktop width (screenshots in /tmp/shots with `E2E_SHOTS=1`).
 */
import { mkdirSync } from 'node:fs';
import { WALK_LABELS } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITY_DOWNLOAD_LABELS as LABELS } from '../src/offline/city-download-text';
import { CITY_PACKS_CACHE, TRACK_AUDIO_CACHE } from '../src/offline/saved-audio';
import { expectNoAxeViolations } from './axe';
import type { RunningProduct } from './server';
import { DESKTOP, expectPlaying, miniPlayer, newPerson, PHONE, SHOTS, shot } from './steps';
import { useProductInChromium } from './suite';

const MADURAI = '/ExploreMore?country=India&city=Madurai';
const JAIPUR = '/ExploreMore?country=India&city=Jaipur';
/** Making three tracks (writing, speaking, storing) takes a while on a shared machine: waited on, never slept. */
const DOWNLOAD_WAIT = 240_000;

let product: RunningProduct | undefined;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** The paths kept in one of the page's caches. */
const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    cacheName,
  );

/** The city's section, by its heading. */
const sectionOf = (page: Page, city: string) => page.getByRole('region', { name: LABELS.heading(city) });

/** Notes every text the section's live region comes to say, from now on, in `window.said`. */
async function recordStatus(page: Page, city: string): Promise<void> {
  await sectionOf(page, city)
    .getByRole('status')
    .evaluate((region) => {
      const said: string[] = [];
      Object.assign(window, { said });
      new MutationObserver(() => {
        const text = region.textContent ?? '';
        if (text !== '' && said.at(-1) !== text) said.push(text);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
}

/** What the server says a track's narration is: its words. */
async function transcriptOf(url: string, trackId: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/tracks/${trackId}`)).json()) as { text: string | null };
  return body.text ?? '';
}

describe('a city taken offline', () => {
  it('tells a visitor the size and cost before it starts, and that a place past their free listens needs a login', {
    timeout: 120_000,
  }, async () => {
    if (product === undefined) throw new Error('the product did not start');
    const { context, page, errors } = await newPerson(browser, { bypassCSP: true });
    await page.setViewportSize(PHONE);
    await page.goto(`${product.url}${JAIPUR}`);
    const section = sectionOf(page, 'Jaipur');
    await section.getByRole('button', { name: LABELS.download }).click();
    // Six places; a visitor has five free listens: five are offered, about five narrations' size.
    await section.getByText(/^5 places · about 1\.8 MB, in English \(US\)$/).waitFor();
    await section.getByText('It uses 5 of your 5 free listens on this device.').waitFor();
    await section.getByText('1 place needs you to log in.').waitFor();
    expect(await section.getByRole('button', { name: LABELS.logIn }).isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: LABELS.start(5) }).isEnabled()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'city-offline-offer-390', SHOTS);

    // Not now: nothing was fetched, and the visitor's listens are all still theirs.
    await section.getByRole('button', { name: LABELS.cancel }).click();
    await section.getByRole('button', { name: LABELS.download }).waitFor();
    expect(await cachedPaths(page, CITY_PACKS_CACHE)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads Madurai with its progress shown, then plays a narration and reads its transcript in flight mode, in the list and in walk mode; removing it empties what it kept', {
    timeout: 480_000,
  }, async () => {
    if (product === undefined) throw new Error('the product did not start');
    const { url } = product;
    const { context, page, errors } = await newPerson(browser, { bypassCSP: true });
    await page.goto(`${url}/`);
    // Registered once the page is idle; it takes control when its precache is complete.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.goto(`${url}${MADURAI}`);
    const section = sectionOf(page, 'Madurai');
    await section.getByRole('button', { name: LABELS.download }).click();
    await section.getByText(/^3 places · about 1\.1 MB, in English \(US\)$/).waitFor();
    await section.getByText('It uses 3 of your 5 free listens on this device.').waitFor();
    await expectNoAxeViolations(page, 'city-offline-offer-1280', SHOTS);

    await recordStatus(page, 'Madurai');
    await section.getByRole('button', { name: LABELS.start(3) }).click();
    const progress = section.getByRole('progressbar', { name: LABELS.progressLabel('Madurai') });
    await progress.waitFor();
    await section
      .getByRole('status')
      .getByText(/of 3 places saved$/)
      .waitFor();
    await expectNoAxeViolations(page, 'city-offline-progress-1280', SHOTS);
    // A look at the bar part way (or, on a fast machine, at what follows it).
    // Each place is narrated on demand: a busy machine may take more than 30 s for the first.
    await page.waitForFunction(() => (document.querySelector('progress')?.value ?? 1) >= 1, undefined, {
      timeout: DOWNLOAD_WAIT,
    });
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'city-offline-progress-part-1280');
    await section
      .getByRole('status')
      .getByText('Saved 3 of 3 places of Madurai.')
      .waitFor({ timeout: DOWNLOAD_WAIT });
    // Said as it went, place by place, politely.
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said).toEqual(expect.arrayContaining(['1 of 3 places saved', '2 of 3 places saved']));
    expect(said.indexOf('1 of 3 places saved')).toBeLessThan(said.indexOf('2 of 3 places saved'));
    expect(await progress.count()).toBe(0);
    await section
      .getByText(/^On this device: 3 of 3 places in English \(US\) · [\d.]+ (KB|MB) · saved /)
      .waitFor();
    await expectNoAxeViolations(page, 'city-offline-saved-1280', SHOTS);

    // Kept in the city's cache, apart from the heard tracks': a record and three narrations.
    const kept = await cachedPaths(page, CITY_PACKS_CACHE);
    const narrations = kept.filter((path) => path.startsWith('/api/tracks/'));
    expect(narrations).toHaveLength(3);
    expect(kept.filter((path) => path.startsWith('/offline/city-packs/'))).toHaveLength(1);
    expect(await cachedPaths(page, TRACK_AUDIO_CACHE)).toEqual([]);
    const words = new Map<string, string>();
    for (const path of narrations) {
      const trackId = path.split('/')[3] ?? '';
      words.set(trackId, await transcriptOf(url, trackId));
    }

    // Flight mode, and the server gone too: all that can answer is this device.
    await context.setOffline(true);
    await product.stop();
    product = undefined;
    await page.reload();
    // Chromium tells a page loaded in an offline context that it is online (navigator.onLine);
    // saying it again, as a phone losing its signal does, sends the page its 'offline' event.
    await context.setOffline(false);
    await context.setOffline(true);

    const list = page.getByText(LABELS.savedOffline('Madurai', 'English (US)')).locator('..');
    await list.waitFor();
    const temple = list.getByRole('listitem').filter({ hasText: 'Meenakshi Amman Temple' });
    await temple.getByRole('button', { name: 'Play Meenakshi Amman Temple' }).click();
    await miniPlayer(page).getByText('Meenakshi Amman Temple', { exact: true }).waitFor();
    await expectPlaying(page);
    const playing = await page.evaluate(() => new URL(document.querySelector('audio')?.src ?? '').pathname);
    expect(narrations).toContain(playing);

    await temple.getByRole('button', { name: 'Show transcript of Meenakshi Amman Temple' }).click();
    const transcript = temple.getByRole('region', { name: 'Transcript of Meenakshi Amman Temple' });
    await transcript.waitFor();
    const spoken = words.get(playing.split('/')[3] ?? '') ?? '';
    expect(spoken.length).toBeGreaterThan(100);
    const paragraphs = await transcript.locator('p').allTextContents();
    expect(paragraphs.join('\n\n')).toBe(spoken.trim());
    await temple.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'city-offline-list-1280', SHOTS);
    await page.setViewportSize(PHONE);
    await temple.scrollIntoViewIfNeeded();
    await shot(page, 'city-offline-list-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Walk mode offline: its walking order, and a tapped stop plays its saved narration.
    const walk = page.getByRole('region', { name: WALK_LABELS.section, exact: true });
    await walk.getByText(WALK_LABELS.offlineList).waitFor();
    await walk.getByRole('button', { name: `${WALK_LABELS.playStop} Gandhi Memorial Museum` }).click();
    await walk.getByRole('status').getByText(LABELS.savedNarration('Gandhi Memorial Museum')).waitFor();
    await miniPlayer(page).getByText('Gandhi Memorial Museum', { exact: true }).waitFor();
    await expectPlaying(page);
    await walk.getByRole('button', { name: 'Show transcript of Gandhi Memorial Museum' }).click();
    await walk.getByRole('region', { name: 'Transcript of Gandhi Memorial Museum' }).waitFor();
    await walk.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'city-offline-walk-390', SHOTS);

    // Offline at the start page too, the saved city is offered, and leads to its places.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${url}/`);
    await context.setOffline(false);
    await context.setOffline(true);
    const home = page.getByRole('region', { name: 'You are offline: your saved tours' });
    await home.getByRole('link', { name: 'Madurai, India' }).waitFor();
    await shot(page, 'city-offline-home-1280');
    await home.getByRole('link', { name: 'Madurai, India' }).click();
    await list.waitFor();

    // Removed: the record and its narrations go, and the focus stays in the section.
    const offline = sectionOf(page, 'Madurai');
    await offline.getByRole('button', { name: LABELS.remove }).click();
    await offline.getByRole('status').getByText(LABELS.removed('Madurai')).waitFor();
    expect(await cachedPaths(page, CITY_PACKS_CACHE)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(LABELS.heading('Madurai'));
    await offline.getByText(LABELS.offline).waitFor();
    await expectNoAxeViolations(page, 'city-offline-removed-1280', SHOTS);
    // Offline again from the start, nothing of Madurai is offered any more.
    await page.reload();
    await context.setOffline(false);
    await context.setOffline(true);
    await sectionOf(page, 'Madurai').getByText(LABELS.offline).waitFor();
    expect(await page.getByText(LABELS.savedOffline('Madurai', 'English (US)')).count()).toBe(0);
    expect(await page.getByRole('button', { name: LABELS.remove }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
