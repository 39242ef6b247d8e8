/**
 * What an eSpeak voice is given to read. Japanese and Mandarin narrations are turned into a reading
 * first (kana, pinyin: voice-reading.ts). The readers' dictionaries take seconds to build (the
 * Japanese one about 300 MB) and block the thread that builds them, so they are built on one
 * reading thread per process, started by the first such narration (never at start-up), not on the
 * event loop and not on every speech thread. Bundled Japanese narrations have their reading made
 * ahead (bundled-readings.ts) and need no thread.
 */
import { Piscina } from 'piscina';
import { loadBundledReadings, narrationKey } from './bundled-readings.js';
import type { ReadingTask } from './voice-reading.js';

/** eSpeak voices given a reading instead of the text as written. */
export const VOICES_WITH_READINGS: ReadonlySet<string> = new Set(['ja', 'cmn']);

export interface SpeechReadingsOptions {
  /** Niceness added to the reading thread, as to the speech threads: it is background work too. */
  niceIncrement: number;
}

export class SpeechReadings {
  private thread: Piscina<ReadingTask, string> | undefined;
  private bundled: Promise<Map<string, string>> | undefined;

  constructor(private readonly options: SpeechReadingsOptions) {}

  /** The text for `voice` to read: a reading where the voice needs one, else `text` itself. */
  async forVoice(text: string, voice: string): Promise<string> {
    if (!VOICES_WITH_READINGS.has(voice)) return text;
    if (voice === 'ja') {
      this.bundled ??= loadBundledReadings();
      const made = (await this.bundled).get(narrationKey(text));
      if (made !== undefined) return made;
    }
    this.thread ??= new Piscina({
      filename: new URL('./reading-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      // The Japanese dictionary holds about 300 MB: let it go when no such narration came for a while.
      idleTimeout: 15 * 60_000,
      niceIncrement: this.options.niceIncrement,
    });
    return this.thread.run({ text, voice });
  }

  /** Whether the reading thread has been started (by a narration that was not bundled). */
  threadStarted(): boolean {
    return this.thread !== undefined;
  }

  /** Ends the reading thread, if one started. */
  async close(): Promise<void> {
    await this.thread?.destroy();
  }
}
