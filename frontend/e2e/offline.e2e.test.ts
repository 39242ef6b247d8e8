/**
 * Offline listening in Chromium against the real product (issue 12): once the service worker
 * controls the page, a track the visitor plays is saved; with the network gone and the server
 * stopped, the app opens from the precache, the home page offers the saved tour, and it plays from
 * the cache. A track whose popup was opened but never played is not offered.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEARD_TRACKS_KEY } from '../src/offline/heard-tracks';
import { TRACK_AUDIO_CACHE } from '../src/offline/saved-audio';
import type { RunningProduct } from './server';
import { DESKTOP } from './steps';
import { useProductInChromium } from './suite';

const AMBER_FORT = '/Explore?country=India&city=Jaipur&touristPlace=Amber+Fort&co=no';
const TAJ_MAHAL = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=no';
/** Making a track (writing, speaking, storing) takes a while on a shared machine: polled, never slept. */
const TRACK_WAIT = { timeout: 90_000, interval: 250 } as const;
/** The element playing a place's track, wherever the player keeps it. */
const TRACK_AUDIO = 'audio[src*="/api/tracks/"]';

let product: RunningProduct | undefined;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** The status of the saved copy of the audio at `path` in the worker's cache; 0 when there is none. */
const savedStatus = (page: Page, path: string) =>
  page.evaluate(
    ([audio, cacheName]) => caches.match(audio, { cacheName }).then((found) => found?.status ?? 0),
    [path, TRACK_AUDIO_CACHE] as const,
  );

/** What the server says of the track whose audio is at `path`: 'ready' once it is whole and stored. */
async function trackStatus(url: string, path: string): Promise<string> {
  const answer = await fetch(`${url}${path.replace(/\/audio$/, '')}`);
  const body: unknown = await answer.json();
  return typeof body === 'object' && body !== null && 'status' in body ? String(body.status) : '';
}

/** The path of the track audio `selector` holds. */
const audioPath = (page: Page, selector: string) =>
  page.locator(selector).evaluate((audio: HTMLAudioElement) => new URL(audio.src).pathname);

/** Waits until the <audio> at `selector` has played `seconds` past where it stood. */
async function playsOn(page: Page, selector: string, seconds = 0.3): Promise<void> {
  const from = await page.evaluate(
    (css) => document.querySelector<HTMLAudioElement>(css)?.currentTime ?? 0,
    selector,
  );
  await page.waitForFunction(
    ([css, start, step]) => (document.querySelector<HTMLAudioElement>(css)?.currentTime ?? 0) > start + step,
    [selector, from, seconds] as const,
    { timeout: 30_000 },
  );
}

describe('offline listening in Chromium', () => {
  it('replays a heard track offline from the saved audio, and offers no track never played', {
    timeout: 420_000,
  }, async () => {
    if (product === undefined) throw new Error('the product did not start');
    const { url } = product;
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${url}/`);
    // Registered once the page is idle; it takes control when its precache is complete.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // Opened in another tab but never played: Taj Mahal's audio is fetched as far as its length,
    // no further. The tab stays open while Amber Fort plays, so anything it would note has time to.
    const other = await context.newPage();
    await other.goto(`${url}${TAJ_MAHAL}`);
    await other.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const taj = other.getByRole('dialog', { name: 'Taj Mahal' });
    await taj.getByRole('button', { name: 'Play' }).waitFor({ timeout: TRACK_WAIT.timeout });
    await other.waitForFunction(
      (css) => (document.querySelector<HTMLAudioElement>(css)?.readyState ?? 0) >= 1,
      TRACK_AUDIO,
      { timeout: 30_000 },
    );
    const unheardAudio = await audioPath(other, TRACK_AUDIO);

    // Heard: Amber Fort is played until its time runs.
    await page.goto(`${url}${AMBER_FORT}`);
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const amber = page.getByRole('dialog', { name: 'Amber Fort' });
    await amber.getByRole('button', { name: 'Play' }).waitFor({ timeout: TRACK_WAIT.timeout });
    await amber.getByRole('button', { name: 'Play' }).click();
    await playsOn(page, TRACK_AUDIO);
    const heardAudio = await audioPath(page, TRACK_AUDIO);
    expect(heardAudio).not.toBe(unheardAudio);
    // Kept once the track is ready (made while it played): the whole stored file, in the worker's cache.
    await expect.poll(() => trackStatus(url, heardAudio), { ...TRACK_WAIT, timeout: 180_000 }).toBe('ready');
    await expect.poll(() => savedStatus(page, heardAudio), { ...TRACK_WAIT, timeout: 30_000 }).toBe(200);
    await amber.getByRole('button', { name: 'Pause' }).click();
    // Only the track played is remembered as heard.
    const heardTitles = await page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ title: string }>).map((t) => t.title),
      HEARD_TRACKS_KEY,
    );
    expect(heardTitles).toEqual(['Amber Fort']);
    await other.close();

    // Offline, with the server gone too: nothing can come from anywhere but the worker's caches.
    await page.goto(`${url}/`);
    await context.setOffline(true);
    await product.stop();
    product = undefined;
    await page.reload();
    // Chromium 150 tells a page loaded in an offline context that it is online (navigator.onLine);
    // saying it again, as a phone losing its signal does, sends the page its 'offline' event.
    await context.setOffline(false);
    await context.setOffline(true);

    const saved = page.getByRole('region', { name: 'You are offline: your saved tours' });
    await saved.waitFor();
    const tours = saved.getByRole('listitem');
    await tours.first().waitFor();
    expect(await tours.allTextContents()).toEqual([expect.stringContaining('Amber Fort')]);
    expect(await saved.getByText('Taj Mahal').count()).toBe(0);
    expect(await savedStatus(page, unheardAudio)).toBe(0);

    await saved.getByRole('button', { name: /^Play Amber Fort/ }).click();
    await saved.getByRole('button', { name: /^Pause Amber Fort/ }).waitFor();
    await playsOn(page, '.offline-tours audio');
    await playsOn(page, '.offline-tours audio');
    expect(await audioPath(page, '.offline-tours audio')).toBe(heardAudio);
    // What <audio> asks for when it seeks: a byte range, answered from the saved whole file.
    const part = await page.evaluate(async (path) => {
      const answer = await fetch(path, { headers: { range: 'bytes=100-199' } });
      return {
        status: answer.status,
        range: answer.headers.get('content-range'),
        bytes: (await answer.blob()).size,
      };
    }, heardAudio);
    expect(part).toEqual({ status: 206, range: expect.stringMatching(/^bytes 100-199\/\d+$/), bytes: 100 });

    // Any other page of the app opens offline too: the shell, whatever its data can do without us.
    await page.goto(`${url}${AMBER_FORT}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
