/**
 * Mandarin as eSpeak NG's `cmn` voice reads it best: pinyin with tone numbers, from pinyin-pro
 * (which picks each polyphonic character's reading by its word). The voice's own dictionary writes
 * erhua words (这儿, 一点儿, 一会儿) as pinyin its rules cannot read, and eSpeak then spells them
 * in English: "zhe four r five".
 */
import { pinyin } from 'pinyin-pro';

export function pinyinReading(text: string): string {
  return (
    pinyin(text, { toneType: 'num', nonZh: 'consecutive', v: true })
      // pinyin-pro writes the neutral tone as 0, eSpeak as 5.
      .replace(/([a-z])0\b/g, '$15')
  );
}
