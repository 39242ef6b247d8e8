/**
 * The first sound of a streamed audio book in the browser (issue 26): from the request of a new
 * book until Chromium's `<audio>` fires `playing` on its URL, the stream's first piece decoded and
 * sounding. Against the same player on the same page playing a ready file of the same server
 * (the book once whole), which is the baseline a player cannot beat.
 */
import { existsSync } from 'node:fs';
import { LANGUAGES } from '@app/contracts';
import { chromium, type Page } from 'playwright-core';
import { followTrack, requestTrack } from '../src/audio/tracks.js';
import { findPlace } from '../src/catalog/catalog.service.js';
import type { Product } from '../src/compose.js';
import { median, ROUNDS } from './load.js';

const CHROMIUM = '/usr/bin/chromium';
/** A place no other bench line narrates, so that each round's book is new. */
const PLACE = 'Mehtab Bagh';
/** The goal: sound within a second of asking. */
const GOAL_MS = 1000;

/** What of the page's `Audio` is used here (the gateway is type-checked without the DOM's types). */
interface PageAudio {
  error: { code: number } | null;
  addEventListener(type: 'playing' | 'error', listener: () => void, options: { once: true }): void;
  play(): Promise<void>;
}

/** Plays `url` in the page; resolves with the ms from the call until the element is playing. */
function playIn(page: Page, url: string): Promise<number> {
  return page.evaluate(
    (src) =>
      new Promise<number>((resolve, reject) => {
        const { Audio } = globalThis as unknown as { Audio: new (src: string) => PageAudio };
        const audio = new Audio(src);
        const started = performance.now();
        audio.addEventListener('playing', () => resolve(performance.now() - started), { once: true });
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), {
          once: true,
        });
        audio.play().catch(reject);
      }),
    url,
  );
}

/** Waits as the app's live view does (followTrack) until the book is playable, or ready. */
async function waitFor(product: Product, trackId: string, until: 'playable' | 'ready'): Promise<void> {
  for await (const view of followTrack(product.deps, trackId)) {
    if (view.status === 'failed') throw new Error(`book ${trackId} failed`);
    if (until === 'playable' ? view.audioUrl !== null : view.status === 'ready') return;
  }
}

export async function firstSoundLines(product: Product, gateway: string): Promise<string[]> {
  if (!existsSync(CHROMIUM)) return [`first sound in the browser: skipped (no Chromium at ${CHROMIUM})`];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    // A blank page of the gateway's origin: API answers forbid media by their CSP, the app's pages
    // would start work of their own.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${gateway}/healthz`);
    const place = await findPlace(product.deps, PLACE);
    const languages = LANGUAGES.map((language) => language.id).filter((id) => !id.startsWith('en-'));
    const streamed: number[] = [];
    const whole: number[] = [];
    for (const language of languages.slice(-ROUNDS)) {
      const started = performance.now();
      const track = await requestTrack(product.deps, {
        place,
        language,
        perspective: 'bench',
        length: 'book',
      });
      if (track.status !== 'pending')
        throw new Error(`${PLACE} ${language} book was not new: ${track.status}`);
      // Played as the app plays it: once the live view says it can be (its first piece spoken).
      await waitFor(product, track._id, 'playable');
      await playIn(page, `${gateway}/api/tracks/${track._id}/audio`);
      streamed.push(performance.now() - started);
      await waitFor(product, track._id, 'ready');
      whole.push(await playIn(page, `${gateway}/api/tracks/${track._id}/audio`));
    }
    const first = median(streamed);
    const ready = median(whole);
    return [
      `first sound of a new audio book in Chromium (streamed while it is spoken): ${first.toFixed(0)} ms vs the same book once whole ${ready.toFixed(0)} ms → ratio ${(first / ready).toFixed(2)} (goal ≤ ${GOAL_MS} ms: ${first <= GOAL_MS ? 'met' : 'MISSED'})`,
    ];
  } finally {
    await browser.close();
  }
}
