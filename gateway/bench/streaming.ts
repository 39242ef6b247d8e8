/**
 * Time to first playable and to complete, for an uncached one-minute narration and an uncached
 * audio book, each spoken piece by piece and streamed while it is made: measured as an HTTP client
 * of the track's URL sees it (first audio bytes, last byte), against eSpeak+LAME speaking the same
 * text on a speech thread with no product around it (whole, and its first piece alone).
 */
import { LANGUAGES, TRACKS_COLLECTION, type TrackDoc } from '@app/contracts';
import { planPieces } from '@app/infra';
import { requestTrack } from '../src/audio/tracks.js';
import { findPlace } from '../src/catalog/catalog.service.js';
import type { Product } from '../src/compose.js';
import { median, ROUNDS } from './load.js';

/** A place no other bench line narrates, so that each round's track is new. */
const PLACE = 'Agra Fort';
/** Playing must start within a second of the request, whatever the length (the goal). */
const FIRST_PLAYABLE_GOAL_MS = 1000;
/** Pieces cost a speech engine start each: complete may take this much longer than one bare run. */
const COMPLETE_GOAL_RATIO = 1.5;

interface Round {
  firstMs: number;
  completeMs: number;
  bareFirstMs: number;
  bareWholeMs: number;
  audioMs: number;
  pieces: number;
}

/**
 * The curated places with a one-minute narration in every family's language: a round of a family
 * is one of them in that language, new each time.
 */
const CURATED_PLACES = ['Taj Mahal', 'Eiffel Tower', 'Golden Pavilion'] as const;
/** One language per script family of the catalog (issue 27: first audio within 1 s in each). */
const FAMILIES = [
  ['Latin (English)', 'en-US'],
  ['Devanagari (Hindi)', 'hi-IN'],
  ['CJK (Japanese)', 'ja-JP'],
  ['Arabic', 'arb'],
] as const;
/** First playable may take this much longer than speaking the first piece alone. */
const FIRST_PIECE_GOAL_RATIO = 1.5;

/** One uncached track, requested and then read from its URL as it is made. */
async function streamed(
  product: Product,
  gateway: string,
  length: 'minute' | 'book',
  language: string,
  placeName: string = PLACE,
) {
  const { deps } = product;
  const place = await findPlace(deps, placeName);
  const started = performance.now();
  const track = await requestTrack(deps, { place, language, perspective: 'bench', length });
  if (track.status !== 'pending')
    throw new Error(`${placeName} ${language} ${length} was not new: ${track.status}`);
  const response = await fetch(`${gateway}/api/tracks/${track._id}/audio`);
  if (response.status !== 200 || !response.body) throw new Error(`track audio answered ${response.status}`);
  const reader = response.body.getReader();
  let firstMs = 0;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (bytes === 0) firstMs = performance.now() - started;
    bytes += next.value.length;
  }
  const completeMs = performance.now() - started;
  const made = await deps.store.collection<TrackDoc>(TRACKS_COLLECTION).findOne({ _id: track._id });
  if (made?.status !== 'ready' || made.bytes !== bytes || !made.text || !made.textLanguage)
    throw new Error(
      `the streamed track did not end whole: ${made?.status}, ${bytes} of ${made?.bytes} bytes`,
    );
  return {
    firstMs,
    completeMs,
    text: made.text,
    languageId: made.textLanguage,
    audioMs: made.durationMs ?? 0,
  };
}

/** The same text spoken bare: its first piece alone, then all of it in one call. */
async function bare(product: Product, text: string, languageId: string) {
  const { speech } = product.platform;
  const pieces = planPieces(text);
  let started = performance.now();
  await speech.synthesize(pieces[0] ?? text, languageId);
  const bareFirstMs = performance.now() - started;
  started = performance.now();
  await speech.synthesize(text, languageId);
  return { bareFirstMs, bareWholeMs: performance.now() - started, pieces: pieces.length };
}

async function rounds(product: Product, gateway: string, length: 'minute' | 'book', languages: string[]) {
  const measured: Round[] = [];
  for (const language of languages) {
    const made = await streamed(product, gateway, length, language);
    measured.push({ ...made, ...(await bare(product, made.text, made.languageId)) });
  }
  return measured;
}

function lines(label: string, measured: readonly Round[]): string[] {
  const of = (pick: (round: Round) => number) => median(measured.map(pick));
  const first = of((r) => r.firstMs);
  const complete = of((r) => r.completeMs);
  const bareFirst = of((r) => r.bareFirstMs);
  const bareWhole = of((r) => r.bareWholeMs);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const what = `${label} (${Math.round(of((r) => r.audioMs) / 1000)} s of audio in ${of((r) => r.pieces)} pieces, embedded TTS, streamed)`;
  return [
    `${what} first playable: ${first.toFixed(0)} ms vs bare eSpeak+LAME of the same text ${bareWhole.toFixed(0)} ms → ratio ${(first / bareWhole).toFixed(2)}; of its first piece alone ${bareFirst.toFixed(0)} ms → ratio ${(first / bareFirst).toFixed(2)} (goal ≤ ${FIRST_PLAYABLE_GOAL_MS} ms: ${first <= FIRST_PLAYABLE_GOAL_MS ? 'met' : 'MISSED'})`,
    `${what} complete: ${seconds(complete)} vs bare eSpeak+LAME of the same text ${seconds(bareWhole)} → ratio ${(complete / bareWhole).toFixed(2)} (goal ≤ ${COMPLETE_GOAL_RATIO}: ${complete / bareWhole <= COMPLETE_GOAL_RATIO ? 'met' : 'MISSED'})`,
  ];
}

/** A family's narrations (each place of CURATED_PLACES in its language): first playable, both goals. */
async function familyLine(product: Product, gateway: string, family: string, language: string) {
  const measured: Round[] = [];
  for (const place of CURATED_PLACES.slice(0, ROUNDS)) {
    const made = await streamed(product, gateway, 'minute', language, place);
    measured.push({ ...made, ...(await bare(product, made.text, made.languageId)) });
  }
  const first = median(measured.map((r) => r.firstMs));
  const bareFirst = median(measured.map((r) => r.bareFirstMs));
  const met = first <= FIRST_PLAYABLE_GOAL_MS && first / bareFirst <= FIRST_PIECE_GOAL_RATIO;
  return `${family}: a curated one-minute narration's first playable (${median(measured.map((r) => r.pieces))} pieces, streamed): ${first.toFixed(0)} ms vs bare eSpeak+LAME of its first piece ${bareFirst.toFixed(0)} ms → ratio ${(first / bareFirst).toFixed(2)} (goal ≤ ${FIRST_PIECE_GOAL_RATIO} and ≤ ${FIRST_PLAYABLE_GOAL_MS} ms: ${met ? 'met' : 'MISSED'})`;
}

/**
 * Medians over `ROUNDS` rounds per length after one warm-up track, each a new track (the same place
 * in another language: without a narration in it, the English text is spoken, so every round
 * speaks the same text).
 */
export async function streamingLines(product: Product, gateway: string): Promise<string[]> {
  // Speech threads warm, as the serving process has them (main.ts warms them at start).
  await product.platform.speech.warm();
  const languages = LANGUAGES.map((language) => language.id).filter((id) => !id.startsWith('en-'));
  // One track first, not measured: a serving process has run its request path before.
  await streamed(product, gateway, 'minute', languages[2 * ROUNDS] ?? 'hi-IN');
  const minute = await rounds(product, gateway, 'minute', languages.slice(0, ROUNDS));
  const book = await rounds(product, gateway, 'book', languages.slice(ROUNDS, 2 * ROUNDS));
  const families: string[] = [];
  for (const [family, language] of FAMILIES)
    families.push(await familyLine(product, gateway, family, language));
  return [
    ...lines('uncached one-minute narration', minute),
    ...lines('uncached audio book', book),
    ...families,
  ];
}
