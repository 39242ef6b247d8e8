/**
 * Embedded speech: eSpeak NG (WebAssembly) with MP3 encoding, real offline speech in every
 * language of the catalog. Synthesis is seconds of CPU, so it runs on a pool of worker threads
 * (piscina): the caller's event loop keeps serving requests while narrations are made.
 */
import { findLanguage } from '@app/contracts';
import { Piscina } from 'piscina';
import type { SpeechTask, SpokenMp3 } from './espeak-synthesis.js';
import type { Speech, SpeechAudio } from './port.js';

/**
 * Narrations are background work: on contended cores the event loop (requests, health checks)
 * should win. piscina lowers each speech thread's priority by this (Linux nice values are per
 * thread), through its optional dependency @napi-rs/nice.
 */
export const SPEECH_NICE_INCREMENT = 10;

export interface EspeakOptions {
  /** Speech threads, at least one; requests beyond them wait in the pool's queue. */
  threads: number;
}

export class EspeakSpeech implements Speech {
  readonly kind = 'embedded' as const;
  private readonly pool: Piscina<SpeechTask, SpokenMp3>;

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
    const language = findLanguage(languageId);
    if (!language) throw new Error(`unsupported language: ${languageId}`);
    const { audio, durationMs } = await this.pool.run({ text, voice: language.espeakVoice });
    return {
      // Cloned across threads as a plain Uint8Array: view the same bytes as a Buffer.
      audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength),
      contentType: 'audio/mpeg',
      durationMs,
    };
  }

  /** Speech threads running now (none until the first request or `warm`). */
  threadsStarted(): number {
    return this.pool.threads.length;
  }

  async warm(): Promise<void> {
    const threads = this.pool.options.maxThreads;
    await Promise.all(
      Array.from({ length: threads }, () => this.pool.run({ text: 'Hello.', voice: 'en-us' })),
    );
  }

  /** Ends the speech threads (synthesis still running is rejected); for the platform's close. */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
