/**
 * The home page's free sample (AUDIO_SAMPLE): the first sentences of a featured place's narration,
 * spoken once per language and kept in blobs. It charges no allowance: a fixed teaser of one place
 * is worth nothing to abuse, and a visitor should hear what a tour sounds like before spending one
 * of their five listens.
 */
import { AUDIO_SAMPLE } from '@app/contracts';
import { findPlace } from '../catalog/index.js';
import type { Ports } from '../core/index.js';

const sampleKey = (languageId: string) => `samples/${AUDIO_SAMPLE.placeId}/${languageId}.mp3`;

type SamplePorts = Pick<Ports, 'blobs' | 'places' | 'writer' | 'speech'>;

/** Samples being made, per product, so that visitors arriving at once wait for one synthesis. */
const making = new WeakMap<SamplePorts, Map<string, Promise<void>>>();

/**
 * A sentence, or the unfinished text at the end (its end mark optional, so the pattern matches
 * wherever it starts on a letter and never rescans: a required end mark made unfinished text cost
 * time by the square of its length).
 */
const SENTENCE = /[^.!?।。]+(?:[.!?।。]+["”’)]?\s*)?/g;
const END_MARK = /[.!?।。]/;
/** The last word, whole or cut, and the space before it; matched from a space run's start only. */
const LAST_WORD = /(?<!\s)\s+\S*$/;

/** Whole sentences from the start of `text`, as many as fit in `max` characters (at least one, cut). */
export function opening(text: string, max: number): string {
  const finished = (text.match(SENTENCE) ?? []).filter((sentence) => END_MARK.test(sentence));
  const sentences = finished.length > 0 ? finished : [text];
  let out = '';
  for (const sentence of sentences) {
    if (out !== '' && out.length + sentence.length > max) break;
    out += sentence;
  }
  return out.length > max ? `${out.slice(0, max).replace(LAST_WORD, '')}…` : out.trim();
}

async function make(deps: SamplePorts, languageId: string, key: string): Promise<void> {
  const place = await findPlace(deps, AUDIO_SAMPLE.placeId);
  const written = await deps.writer.write({
    place,
    languageId,
    perspective: 'Local Enthusiast',
    length: 'minute',
  });
  const speech = await deps.speech.synthesize(
    opening(written.text, AUDIO_SAMPLE.maxChars),
    written.languageId,
  );
  await deps.blobs.put(key, speech.audio, { contentType: speech.contentType });
}

/** The blob key of the sample in `languageId`, made first if it is not yet. */
export async function ensureSample(deps: SamplePorts, languageId: string): Promise<string> {
  const key = sampleKey(languageId);
  if (await deps.blobs.stat(key)) return key;
  let pending = making.get(deps);
  if (!pending) {
    pending = new Map();
    making.set(deps, pending);
  }
  const inFlight = pending;
  let job = inFlight.get(key);
  if (!job) {
    job = make(deps, languageId, key).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  await job;
  return key;
}
