/** The speech port: text in one of the 30 languages to compact speech audio (MP3, at most 64 kbps). */

export interface SpeechAudio {
  audio: Buffer;
  contentType: 'audio/mpeg';
  durationMs: number;
}

/** One piece of a text spoken piece by piece: its audio, and where it stands among the pieces. */
export interface SpokenPiece extends SpeechAudio {
  /** 0 for the first piece. */
  index: number;
  /** How many pieces the whole text is spoken in. */
  total: number;
}

export interface Speech {
  readonly kind: 'embedded' | 'polly';
  /** `languageId` is a language id of contracts' LANGUAGES. */
  synthesize(text: string, languageId: string): Promise<SpeechAudio>;
  /**
   * Speaks `text` piece by piece, in order, starting at piece `from` (0 by default). The first
   * piece is a sentence or two, so that a listener can start while the rest is made. Each piece
   * is MP3 frames only (no tag or header frame), so the pieces concatenate into one stream that
   * plays as long as their durations added. The same text always falls into the same pieces, so
   * speaking cut short can resume where it stopped.
   */
  speakPieces(text: string, languageId: string, from?: number): AsyncIterable<SpokenPiece>;
  /**
   * Makes the adapter ready for its first narration (the embedded one starts its threads and
   * compiles its speech), so that a serving process's first listener does not wait for that.
   */
  warm(): Promise<void>;
  /** Releases what the adapter holds (the embedded one's threads, Polly's connections). */
  close(): Promise<void>;
}
