/**
 * The reading thread's work (reading-worker.mjs): text in a script an eSpeak voice cannot read
 * well, turned into one it can. Each reader's dictionary is built on first use, once per process.
 */
import { type JapaneseTokenizer, kanaReading, loadJapaneseTokenizer } from './kana-reading.js';
import { pinyinReading } from './pinyin-reading.js';

/** A reading request as it crosses to the reading thread: plain data, cloned. */
export interface ReadingTask {
  text: string;
  /** eSpeak's voice name: one of speech-readings.ts' VOICES_WITH_READINGS. */
  voice: string;
}

let tokenizer: Promise<JapaneseTokenizer> | undefined;

function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  tokenizer ??= loadJapaneseTokenizer().catch((error: unknown) => {
    // A failed build is not kept: the next Japanese narration tries again.
    tokenizer = undefined;
    throw error;
  });
  return tokenizer;
}

export async function readingForVoice({ text, voice }: ReadingTask): Promise<string> {
  switch (voice) {
    case 'ja':
      return kanaReading(await japaneseTokenizer(), text);
    case 'cmn':
      return pinyinReading(text);
    default:
      throw new Error(`no reading for eSpeak voice ${voice}`);
  }
}
