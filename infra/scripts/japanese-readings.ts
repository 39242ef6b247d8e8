/**
 * Writes the kana readings of the bundled Japanese narrations (src/speech/bundled-readings.ts):
 *   pnpm --filter @app/infra exec tsx scripts/japanese-readings.ts
 * Run it after editing a Japanese narration in src/places/data/translations-*.json; the speech
 * tests fail while a narration has no current reading.
 */
import { writeFile } from 'node:fs/promises';
import { loadCatalogData } from '../src/places/catalog.js';
import { BUNDLED_READINGS_FILE, bundledReadings } from '../src/speech/bundled-readings.js';
import { loadJapaneseTokenizer } from '../src/speech/kana-reading.js';

const narrations: Record<string, string> = {};
for (const [placeId, byLanguage] of Object.entries(loadCatalogData().translations)) {
  const japanese = byLanguage['ja-JP'];
  if (japanese) narrations[placeId] = japanese;
}
const readings = bundledReadings(narrations, await loadJapaneseTokenizer());
await writeFile(BUNDLED_READINGS_FILE, `${JSON.stringify(readings, null, 2)}\n`);
