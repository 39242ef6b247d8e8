/** The speech port: text in one of the 30 languages to compact speech audio (MP3, at most 64 kbps). */

export interface SpeechAudio {
  audio: Buffer;
  contentType: 'audio/mpeg';
  durationMs: number;
}

export interface Speech {
  readonly kind: 'embedded' | 'polly';
  /** `languageId` is a language id of contracts' LANGUAGES. */
  synthesize(text: string, languageId: string): Promise<SpeechAudio>;
  /**
   * Makes the adapter ready for its first narration (the embedded one starts its threads and
   * compiles its speech), so that a serving process's first listener does not wait for that.
   */
  warm(): Promise<void>;
  /** Releases what the adapter holds (the embedded one's threads, Polly's connections). */
  close(): Promise<void>;
}
