/**
 * Narrations: an uncached one-minute narration against bare speech synthesis of the same text
 * (a cached track's first byte is cached-track.ts's, on the product in production); and `/healthz`
 * latency and catalog throughput while narrations are made, against the same on an idle gateway.
 */
import { LANGUAGES, TRACKS_COLLECTION, type TrackDoc } from '@app/contracts';
import { requestTrack, waitForTrack } from '../src/audio/tracks.js';
import { findPlace } from '../src/catalog/catalog.service.js';
import type { Product } from '../src/compose.js';
import { atLeast, atMost, benchLine } from './compare.js';
import { p99Ms, requestsPerSecond } from './load.js';

/** An uncached narration, whole, against bare synthesis of its text. */
export async function narrationLines(product: Product, gateway: string): Promise<string[]> {
  const { platform } = product;
  // Speech threads warm, as the serving process has them (main.ts warms them at start).
  await platform.speech.warm();
  const started = performance.now();
  const response = await fetch(`${gateway}/api/generateForAudioBookFreeVersionWithOutLogIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ touristPlace: 'Hawa Mahal', language: 'English (US)' }),
  });
  const track = (await response.json()) as {
    id: string;
    status: string;
    audioUrl: string;
    durationMs: number;
  };
  const completeMs = performance.now() - started;
  if (track.status !== 'ready') throw new Error(`track not ready: ${JSON.stringify(track)}`);
  // The baseline: the same text spoken by the same engine, called directly (no request, queue or store).
  const doc = await platform.store.collection<TrackDoc>(TRACKS_COLLECTION).findOne({ _id: track.id });
  if (!doc?.text || !doc.textLanguage) throw new Error('the narrated track kept no text');
  const bareStarted = performance.now();
  await platform.speech.synthesize(doc.text, doc.textLanguage);
  const bareMs = performance.now() - bareStarted;

  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return [
    // The REST call answers once the track is whole; how soon it plays while spoken is streaming.ts's line.
    `uncached one-minute narration (${(track.durationMs / 1000).toFixed(0)} s of audio, embedded TTS) through REST: complete ${seconds(completeMs)} s vs bare synthesis of the same text ${seconds(bareMs)} s → ratio ${(completeMs / bareMs).toFixed(2)} (goal: complete ≤ 2.0 s: ${completeMs <= 2000 ? 'met' : 'MISSED'})`,
  ];
}

/**
 * The event loop while narrations are made (speech runs on its worker threads): four uncached
 * narrations are in flight throughout; each one that ends is replaced by another.
 */
export async function busyLines(product: Product, gateway: string): Promise<string[]> {
  const touristPlaces = JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Agra' });
  const healthz = `${gateway}/healthz`;
  const idleP99 = await p99Ms(healthz);
  const idleRps = await requestsPerSecond(`${gateway}/api/touristPlaces`, touristPlaces);
  const { deps } = product;
  let measuring = true;
  let narrated = 0;
  /** One narration slot: a place, in one language after another (each pair is a new track). */
  async function narrate(placeName: string): Promise<void> {
    const place = await findPlace(deps, placeName);
    for (const { id: language } of LANGUAGES) {
      if (!measuring) return;
      const requested = await requestTrack(deps, { place, language, perspective: 'bench', length: 'minute' });
      const made = await waitForTrack(deps, requested._id, 60_000);
      if (made?.status !== 'ready')
        throw new Error(`${placeName} in ${language}: ${made?.status ?? 'missing'}`);
      narrated++;
    }
    throw new Error(`${placeName}: every language narrated before the measurement ended`);
  }
  const narrating = Promise.all(
    ['Taj Mahal', 'Amber Fort', 'Eiffel Tower', 'Statue Of Liberty'].map(narrate),
  );
  const busyP99 = await p99Ms(healthz);
  const busyRps = await requestsPerSecond(`${gateway}/api/touristPlaces`, touristPlaces);
  measuring = false;
  await narrating;
  return [
    benchLine(
      '/healthz p99 during four uncached narrations',
      busyP99,
      { name: 'idle', value: idleP99 },
      'ms',
      atMost(3),
      2,
    ),
    benchLine(
      `REST POST /api/touristPlaces during four uncached narrations (${narrated} made, four at a time)`,
      busyRps,
      { name: 'idle', value: idleRps },
      'req/s',
      atLeast(0.6),
    ),
  ];
}
