/**
 * Japanese as eSpeak NG's `ja` voice can read it. The voice reads kana only: every kanji becomes
 * "Chinese letter", and a word holding one is spelled out whole, so a minute of text lasted nearly
 * four. kuromoji (with the IPA dictionary inside its package: nothing is fetched) finds each
 * morpheme's pronunciation; wanakana turns that katakana into hiragana.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { toHiragana } from 'wanakana';

export type JapaneseTokenizer = Tokenizer<IpadicFeatures>;

/**
 * kuromoji with its bundled dictionary: seconds of work and about 300 MB, so build it once per
 * process, off the event loop that serves requests (reading-worker.mjs).
 */
export function loadJapaneseTokenizer(): Promise<JapaneseTokenizer> {
  const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
}

/** Japanese text as it is pronounced, in hiragana; numbers and Latin words stay for eSpeak to read. */
export function kanaReading(tokenizer: JapaneseTokenizer, text: string): string {
  const said: string[] = [];
  for (const token of tokenizer.tokenize(text)) {
    // Pronunciation, not reading: the particle は is said わ. Unknown words (digits, Latin,
    // katakana names) have none and are already readable as written.
    const pronounced =
      token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : token.surface_form;
    // 々 repeats the kanji before it; the dictionary leaves it bare where the pair is not a word.
    said.push(pronounced === '々' ? (said.at(-1) ?? '') : pronounced);
  }
  // Hiragana with long vowels written out (ー becomes a vowel): eSpeak's ja rules miss ー after some
  // kana, and the middle dot between the parts of a foreign name, and then spell the whole word.
  return toHiragana(said.join(''), { passRomaji: true }).replace(/・/g, ' ');
}
