/**
 * Listening as the best apps do, in Chromium against the real product: a free user sees when the
 * day's listens reset, playing goes on in the mini-player when the popup closes and across routes,
 * and the home page's play button plays its free sample through the same player at no cost, even
 * when tapped before the app's script has run. A visitor's countdown in the popup (and a place
 * replayed after a reload costing nothing) is explore.e2e.test.ts's to show; the server's counting
 * is gateway/src/audio/listening.test.ts's.
 */
import { mkdirSync } from 'node:fs';
import { AUDIO_SAMPLE, LISTENING_LABELS } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { DESKTOP, expectPlaying, miniPlayer, openLogin, PHONE, SHOTS, shot, signUpAndLogIn } from './steps';
import { useProductInChromium } from './suite';

const AMBER_FORT = '/Explore?country=India&city=Jaipur&touristPlace=Amber+Fort&co=no';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

/** A phone-sized visitor with their own cookies, in UTC so that reset times read the same anywhere. */
async function visitor(
  viewport = PHONE,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** Opens the audio popup of the place on screen. */
async function openAudio(page: Page, place: string) {
  await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
  const dialog = page.getByRole('dialog', { name: place });
  await dialog.waitFor();
  return dialog;
}

describe('the listening counter', () => {
  it('tells a signed-in free user the listens left today and when they reset, in local time', {
    timeout: 180_000,
  }, async () => {
    const { page, close } = await visitor(DESKTOP);
    await page.goto(`${product.url}/`);
    await openLogin(page);
    await signUpAndLogIn(product, page, `listener.${Date.now()}@example.com`, 'Travel2026');
    await page.goto(`${product.url}${AMBER_FORT}`);
    const dialog = await openAudio(page, 'Amber Fort');
    // The day ends at midnight in India: 18:30 on a UTC clock.
    await dialog.getByText(LISTENING_LABELS.freeLeft(9, 10, '18:30')).waitFor();
    await close();
  });
});

describe('the app-level player', () => {
  it('plays on in the mini-player when the popup closes and across routes; its controls work by keyboard', {
    timeout: 180_000,
  }, async () => {
    const { page, errors, close } = await visitor();
    await page.goto(`${product.url}${AMBER_FORT}`);
    const dialog = await openAudio(page, 'Amber Fort');
    await dialog.getByRole('button', { name: 'Play' }).click();
    await expectPlaying(page);
    await shot(page, 'listening-popup-counter-390');
    expect(await miniPlayer(page).count()).toBe(0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const mini = miniPlayer(page);
    await mini.getByText('Amber Fort').waitFor();
    await expectPlaying(page);
    // Its thumbnail is the place's drawing, not a blank card (issue 26).
    const thumbnail = mini.locator('img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const drawn = await thumbnail.evaluate((img: HTMLImageElement) => fetch(img.src).then((a) => a.text()));
    expect(drawn).toContain('class="kind-fort"');
    // The bar does not cover the page's end: the body makes room for it.
    const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeGreaterThanOrEqual((await mini.boundingBox())?.height ?? Number.POSITIVE_INFINITY);
    await shot(page, 'listening-mini-player-390');

    // On a phone the links fold behind the menu button.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL(`${product.url}/Subscription`);
    await mini.waitFor();
    await expectPlaying(page);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Amber Fort');

    await mini.getByRole('button', { name: 'Pause', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);
    await mini.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Space');
    await expectPlaying(page);
    await mini.getByRole('button', { name: LISTENING_LABELS.closePlayer }).click();
    await mini.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelector('audio')?.paused ?? true)).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('has-mini-player'))).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('plays the home page’s free sample through the same player at no cost, tapped before the app’s script has run (a slow phone)', {
    timeout: 120_000,
  }, async () => {
    const { page, errors, close } = await visitor();
    // The entry script is held back until the tap is made: the page is only the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto(`${product.url}/`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: `${LISTENING_LABELS.samplePlay}: ${AUDIO_SAMPLE.name}` }).click();
    expect(await page.evaluate(() => document.querySelector('audio'))).toBeNull();
    release();
    // Once the app takes over, the tap is made again: the sample plays in the app's one player.
    await expectPlaying(page, { startWithin: 90_000 });
    expect(await page.evaluate(() => document.querySelector('audio')?.src)).toContain(
      '/api/audio/sample.mp3',
    );
    await page.getByRole('button', { name: LISTENING_LABELS.samplePause }).waitFor();
    await miniPlayer(page).getByText(AUDIO_SAMPLE.name).waitFor();
    await shot(page, 'listening-home-sample-390');
    const allowance = await page.evaluate(
      async () => (await (await fetch('/trpc/audio.allowance')).json()).result.data,
    );
    expect(allowance).toMatchObject({ tier: 'anonymous', left: 5 });
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
