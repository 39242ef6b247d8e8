/**
 * Embedded speech: eSpeak NG (WebAssembly) with MP3 encoding, real offline speech in every
 * language of the catalog. Synthesis is seconds of CPU, so it runs on a pool of worker threads
 * (piscina): the caller's event loop keeps serving requests while narrations are made. Japanese
 * and Mandarin are given to their voices as a reading (speech-readings.ts).
 */
import { findLanguage } from '@app/contracts';
import { Piscina } from 'piscina';
import type { SpeechTask, SpokenMp3, SpokenPhonemes } from './espeak-synthesis.js';
import { readMp3Frames } from './mp3.js';
import type { Speech, SpeechAudio, SpokenPiece } from './port.js';
import { SpeechReadings } from './speech-readings.js';
import { planPieces } from './split.js';

/**
 * Narrations are background work: on contended cores the event loop (requests, health checks)
 * should win. piscina lowers each speech thread's priority by this (Linux nice values are per
 * thread), through its optional dependency @napi-rs/nice; on Linux each thread then asks for
 * SCHED_IDLE, which nice alone did not come close to (idle-priority.mjs).
 */
export const SPEECH_NICE_INCREMENT = 10;

export interface EspeakOptions {
  /** Speech threads, at least one; requests beyond them wait in the pool's queue. */
  threads: number;
}

export class EspeakSpeech implements Speech {
  readonly kind = 'embedded' as const;
  private readonly pool: Piscina<SpeechTask, SpokenMp3>;
  private readonly readings = new SpeechReadings({ niceIncrement: SPEECH_NICE_INCREMENT });

  constructor(options: EspeakOptions) {
    if (!Number.isInteger(options.threads) || options.threads < 1) {
      throw new RangeError(`speech threads must be a whole number ≥ 1, not ${options.threads}`);
    }
    // Threads start with the first requests (a process that never speaks never pays for them:
    // each loads the synthesis and compiles 18 MB of WebAssembly) and then stay, warm, until close.
    this.pool = new Piscina({
      filename: new URL('./speech-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      niceIncrement: SPEECH_NICE_INCREMENT,
    });
  }

  async synthesize(text: string, languageId: string): Promise<SpeechAudio> {
    const { audio, durationMs } = await this.pool.run(await this.task(text, languageId));
    return {
      // Cloned across threads as a plain Uint8Array: view the same bytes as a Buffer.
      audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength),
      contentType: 'audio/mpeg',
      durationMs,
    };
  }

  /**
   * The text is turned into what the voice reads first (a Japanese narration's bundled reading is
   * keyed by the whole narration), then planned into pieces. While the caller stores one piece, the
   * next is already being spoken on a speech thread.
   */
  async *speakPieces(text: string, languageId: string, from = 0): AsyncGenerator<SpokenPiece> {
    const { text: reading, voice } = await this.task(text, languageId);
    const pieces = planPieces(reading);
    const speak = (index: number) => {
      const piece = pieces[index];
      if (piece === undefined) return undefined;
      const spoken = this.speakPiece({ text: piece, voice });
      // Seen when awaited; a caller that stops early must not leave it as an unhandled rejection.
      spoken.catch(() => {});
      return spoken;
    };
    let next = speak(from);
    for (let index = from; next !== undefined; index++) {
      const current = next;
      next = speak(index + 1);
      yield { ...(await current), index, total: pieces.length };
    }
  }

  /** One piece, its length read from the frames it plays (encoder delay and padding included). */
  private async speakPiece(task: SpeechTask): Promise<SpeechAudio> {
    const { audio } = await this.pool.run(task);
    const mp3 = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
    return { audio: mp3, contentType: 'audio/mpeg', durationMs: readMp3Frames(mp3).durationMs };
  }

  /**
   * What the voice says for `text` and for how long, made on a speech thread like `synthesize`
   * but traced phoneme by phoneme (eSpeak's `-X`) instead of encoded: for checking that a
   * narration is read, not spelled (letter-fallbacks.ts).
   */
  async phonemes(text: string, languageId: string): Promise<SpokenPhonemes> {
    // piscina calls the thread entry's export of this name instead of its default (speech), so
    // the pool's result type does not apply.
    const spoken: unknown = await this.pool.run(await this.task(text, languageId), { name: 'phonemes' });
    return spoken as SpokenPhonemes;
  }

  private async task(text: string, languageId: string): Promise<SpeechTask> {
    const language = findLanguage(languageId);
    if (!language) throw new Error(`unsupported language: ${languageId}`);
    const voice = language.espeakVoice;
    return { text: await this.readings.forVoice(text, voice), voice };
  }

  /** Speech threads running now (none until the first request or `warm`). */
  threadsStarted(): number {
    return this.pool.threads.length;
  }

  /** Whether the reading thread runs (started by the first Japanese or Mandarin text not bundled). */
  readingThreadStarted(): boolean {
    return this.readings.threadStarted();
  }

  async warm(): Promise<void> {
    const threads = this.pool.options.maxThreads;
    await Promise.all(
      Array.from({ length: threads }, () => this.pool.run({ text: 'Hello.', voice: 'en-us' })),
    );
  }

  /** Ends the speech threads and the reading thread (work still running is rejected); for the platform's close. */
  async close(): Promise<void> {
    await Promise.all([this.pool.destroy(), this.readings.close()]);
  }
}
