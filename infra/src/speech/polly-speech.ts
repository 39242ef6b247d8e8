/**
 * AWS Polly speech: the 30 languages are Polly's list (voices in contracts). Long text is sent in
 * sentence-bounded parts under Polly's per-request limit; MP3 parts concatenate into one stream,
 * which is also how a track is spoken piece by piece.
 */
import { findLanguage } from '@app/contracts';
import type { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { readMp3Frames } from './mp3.js';
import type { Speech, SpeechAudio, SpokenPiece } from './port.js';
import { planPieces, splitForSpeech } from './split.js';

/** Polly bills and limits 3,000 characters of plain text per request; stay clear of it. */
export const POLLY_MAX_CHARS = 2800;
/** At 22.05 kHz Polly's MP3 is 48 kbps, under our 64 kbps ceiling. */
const SAMPLE_RATE = '22050';
const BYTES_PER_MS = 48_000 / 8 / 1000;

export interface PollyOptions {
  region: string;
  /** For tests and private endpoints; Polly's own when absent. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

interface PollySdk {
  client: PollyClient;
  Command: typeof SynthesizeSpeechCommand;
}

export class PollySpeech implements Speech {
  readonly kind = 'polly' as const;
  private sdk: Promise<PollySdk> | undefined;

  constructor(private readonly options: PollyOptions) {}

  /** AWS's SDK, loaded at the first request: an embedded start, which never speaks through Polly, is spared its load. */
  private polly(): Promise<PollySdk> {
    this.sdk ??= import('@aws-sdk/client-polly').then(({ PollyClient, SynthesizeSpeechCommand }) => ({
      client: new PollyClient({
        region: this.options.region,
        ...(this.options.endpoint ? { endpoint: this.options.endpoint } : {}),
        ...(this.options.credentials ? { credentials: this.options.credentials } : {}),
        maxAttempts: 3,
      }),
      Command: SynthesizeSpeechCommand,
    }));
    return this.sdk;
  }

  async synthesize(text: string, languageId: string): Promise<SpeechAudio> {
    const language = this.language(languageId);
    const parts: Buffer[] = [];
    for (const part of splitForSpeech(text, POLLY_MAX_CHARS)) parts.push(await this.request(part, language));
    const audio = Buffer.concat(parts);
    return { audio, contentType: 'audio/mpeg', durationMs: Math.round(audio.length / BYTES_PER_MS) };
  }

  /** One Polly request a piece, each under its per-request limit. */
  async *speakPieces(text: string, languageId: string, from = 0): AsyncGenerator<SpokenPiece> {
    const language = this.language(languageId);
    const pieces = planPieces(text, POLLY_MAX_CHARS);
    for (let index = from; index < pieces.length; index++) {
      const audio = await this.request(pieces[index] ?? '', language);
      yield { audio, contentType: 'audio/mpeg', durationMs: playingMs(audio), index, total: pieces.length };
    }
  }

  private language(languageId: string) {
    const language = findLanguage(languageId);
    if (!language) throw new Error(`unsupported language: ${languageId}`);
    return language;
  }

  private async request(text: string, language: NonNullable<ReturnType<typeof findLanguage>>) {
    const { client, Command } = await this.polly();
    const response = await client.send(
      new Command({
        Text: text,
        TextType: 'text',
        VoiceId: language.pollyVoice as never,
        Engine: language.pollyEngine,
        LanguageCode: language.id as never,
        OutputFormat: 'mp3',
        SampleRate: SAMPLE_RATE,
      }),
    );
    if (!response.AudioStream) throw new Error('Polly returned no audio');
    return Buffer.from(await response.AudioStream.transformToByteArray());
  }

  /** Nothing to ready: Polly's client connects on its first call. */
  async warm(): Promise<void> {}

  async close(): Promise<void> {
    // A client never loaded has nothing to close.
    if (this.sdk) (await this.sdk).client.destroy();
  }
}

/** How long MP3 audio plays, by its frames; by its size at Polly's bitrate when it is not plain frames. */
function playingMs(audio: Buffer): number {
  try {
    return readMp3Frames(audio).durationMs;
  } catch {
    return Math.round(audio.length / BYTES_PER_MS);
  }
}
