import { LANGUAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogData } from '../places/catalog.js';
import { loadBundledReadings, narrationKey } from './bundled-readings.js';
import { EspeakSpeech } from './espeak-speech.js';
import type { SpokenPhonemes } from './espeak-synthesis.js';
import { letterFallbacks } from './letter-fallbacks.js';
import { SpeechReadings } from './speech-readings.js';

/**
 * Kinkaku-ji: its Japanese narration is dense with kanji names (足利義満, 三島由紀夫), the
 * hardest case for the kana reading, and every language has a narration of it.
 */
const PLACE = 'golden-pavilion';
/** A narration spelled out letter by letter lasts several times longer than the English one. */
const MAX_RATIO = 1.6;

const catalog = loadCatalogData();
const narrationOf = (languageId: string): string => {
  const text =
    languageId === 'en-US'
      ? catalog.places.find((p) => p.id === PLACE)?.narration
      : catalog.translations[PLACE]?.[languageId];
  if (!text) throw new Error(`no ${languageId} narration of ${PLACE}`);
  return text;
};

describe(`the embedded voice reading each language's narration of ${PLACE}`, () => {
  const speech = new EspeakSpeech({ threads: 2 });
  const spoken = new Map<string, SpokenPhonemes>();

  beforeAll(async () => {
    // All at once: the two speech threads take them in turn.
    await Promise.all(
      LANGUAGES.map(async ({ id }) => void spoken.set(id, await speech.phonemes(narrationOf(id), id))),
    );
  }, 150_000);
  afterAll(() => speech.close());

  it.each(LANGUAGES)('reads $label ($espeakVoice) with no letter fallback', ({ id }) => {
    const trace = spoken.get(id)?.trace ?? [];
    expect(trace.length).toBeGreaterThan(0);
    expect(letterFallbacks(trace)).toEqual([]);
  });

  it.each(LANGUAGES)('speaks $label within 1.6× the English narration’s duration', ({ id }) => {
    const ratio =
      (spoken.get(id)?.durationMs ?? Number.NaN) / (spoken.get('en-US')?.durationMs ?? Number.NaN);
    expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
    expect(ratio).toBeGreaterThanOrEqual(1 / MAX_RATIO);
  });

  it('reads Japanese that was not bundled through the analyser, in kana', async () => {
    const { trace } = await speech.phonemes('金閣寺は京都にあります。足利義満が建てた山荘でした。', 'ja-JP');
    expect(letterFallbacks(trace)).toEqual([]);
    // eSpeak traces each word it translates: the analyser's kana, and no kanji.
    expect(trace.join('\n')).toMatch(/Translate '\p{Script=Hiragana}+/u);
    expect(trace.join('\n')).not.toMatch(/\p{Script=Han}/u);
  }, 60_000);

  it('reads Mandarin erhua words in Mandarin, not spelled in English', async () => {
    const { trace } = await speech.phonemes('这儿很美，请多停留一会儿。', 'cmn-CN');
    expect(letterFallbacks(trace)).toEqual([]);
    expect(trace.join(' ')).not.toContain('(en)');
  });
});

describe('readings for the voices', () => {
  const readings = new SpeechReadings({ niceIncrement: 0 });
  afterAll(() => readings.close());

  it('has a current kana reading for every bundled Japanese narration', async () => {
    const bundled = await loadBundledReadings();
    const stale = Object.entries(catalog.translations)
      .filter(([, byLanguage]) => byLanguage['ja-JP'] !== undefined)
      .filter(([, byLanguage]) => !bundled.has(narrationKey(byLanguage['ja-JP'] ?? '')))
      .map(([placeId]) => placeId);
    // Regenerate with `pnpm --filter @app/infra exec tsx scripts/japanese-readings.ts`.
    expect(stale).toEqual([]);
  });

  it('reads a bundled Japanese narration and other languages without starting the reading thread', async () => {
    // Whitespace as eSpeak is given it: collapsed, so the key does not depend on it.
    const kana = await readings.forVoice(`\n  ${narrationOf('ja-JP')} `, 'ja');
    expect(kana).toMatch(/^\p{Script=Hiragana}/u);
    expect(kana).not.toMatch(/\p{Script=Han}/u);
    expect(await readings.forVoice('Kinkaku-ji stands in Kyoto.', 'en-gb')).toBe(
      'Kinkaku-ji stands in Kyoto.',
    );
    expect(readings.threadStarted()).toBe(false);
  });
});
