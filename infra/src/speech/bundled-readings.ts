/**
 * Kana readings of the bundled Japanese narrations, made ahead by
 * `pnpm --filter @app/infra exec tsx scripts/japanese-readings.ts` (run it whenever a
 * `translations-*.json` narration in Japanese changes): offline narrations are then spoken without
 * building the analyser's dictionary. Keyed by a hash of the narration, so an edited narration
 * that was not read again falls back to the analyser rather than to a stale reading.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type JapaneseTokenizer, kanaReading } from './kana-reading.js';

export const BUNDLED_READINGS_FILE = fileURLToPath(
  new URL('../places/data/readings-ja-featured.json', import.meta.url),
);

/** One place's entry in the file: the hash of the narration read, and its reading. */
export interface BundledReading {
  sha256: string;
  kana: string;
}

/** The key of a narration: the hash of its text as eSpeak is given it (whitespace collapsed). */
export function narrationKey(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex');
}

/** Narration key → kana, from the file. */
export async function loadBundledReadings(file = BUNDLED_READINGS_FILE): Promise<Map<string, string>> {
  const entries = JSON.parse(await readFile(file, 'utf8')) as Record<string, BundledReading>;
  return new Map(Object.values(entries).map(({ sha256, kana }) => [sha256, kana]));
}

/** The file's content for these narrations (place id → Japanese narration), in place order. */
export function bundledReadings(
  narrations: Record<string, string>,
  tokenizer: JapaneseTokenizer,
): Record<string, BundledReading> {
  return Object.fromEntries(
    Object.entries(narrations).map(([placeId, text]) => [
      placeId,
      { sha256: narrationKey(text), kana: kanaReading(tokenizer, text) },
    ]),
  );
}
