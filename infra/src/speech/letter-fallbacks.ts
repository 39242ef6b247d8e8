/**
 * eSpeak NG's letter fallbacks, found in its phoneme trace (`-X`). A voice that cannot read a
 * character names it instead: first its alphabet ("Chinese", "Japanese": the dictionary entries
 * `_zh`, `_ja`…, looked up in English when the voice has no word for them), then "letter" or
 * "symbol" (`_?A`, `_??`), or, when the voice has neither, eSpeak's built-in [l'et@] followed by the
 * character's code in hexadecimal. The listener hears "Chinese letter" for every kanji.
 */

/** Names of espeak-ng's alphabets (its `alphabets` table); only a letter fallback looks them up. */
const ALPHABETS = [
  'el',
  'cyr',
  'hy',
  'he',
  'ar',
  'syc',
  'hi',
  'bn',
  'gur',
  'gu',
  'or',
  'ta',
  'te',
  'kn',
  'ml',
  'si',
  'th',
  'lo',
  'ti',
  'my',
  'ka',
  'ko',
  'eth',
  'braille',
  'ja',
  'zh',
  'shaw',
];
const NAMED = new RegExp(`^Found: '_(?:${[...ALPHABETS, '\\?A', '\\?\\?'].join('|')})'`);
/** The phonemes eSpeak says for "letter" when the voice's dictionary has no word for it. */
const BUILT_IN_LETTER = "l'et@";
const TRANSLATING = /^Translate '(.*)'$/;

/**
 * The fallbacks in a trace, each as the word eSpeak was reading and the trace line that shows
 * the fallback (empty when the voice read everything).
 */
export function letterFallbacks(trace: readonly string[]): string[] {
  const found: string[] = [];
  let word = '';
  for (const line of trace) {
    word = TRANSLATING.exec(line)?.[1] ?? word;
    if (NAMED.test(line)) found.push(`${word}: ${line.trim()}`);
    else if (line.includes(BUILT_IN_LETTER)) found.push(`${word}: ${line.trim().slice(0, 120)}`);
  }
  return found;
}
