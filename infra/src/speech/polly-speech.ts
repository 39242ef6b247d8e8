/**
 * AWS Polly speech: the 30 languages are Polly's list (voices in contracts). Long text is sent in
 * sentence-bounded parts under Polly's per-request limit; MP3 parts concatenate into one stream.
 */
import { findLanguage } from '@app/contracts';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import type { Speech, SpeechAudio } from './port.js';
import { splitForSpeech } from './split.js';

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

export class PollySpeech implements Speech {
  readonly kind = 'polly' as const;
  private readonly client: PollyClient;

  constructor(options: PollyOptions) {
    this.client = new PollyClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      maxAttempts: 3,
    });
  }

  async synthesize(text: string, languageId: string): Promise<SpeechAudio> {
    const language = findLanguage(languageId);
    if (!language) throw new Error(`unsupported language: ${languageId}`);
    const parts: Buffer[] = [];
    for (const part of splitForSpeech(text, POLLY_MAX_CHARS)) {
      const response = await this.client.send(
        new SynthesizeSpeechCommand({
          Text: part,
          TextType: 'text',
          VoiceId: language.pollyVoice as never,
          Engine: language.pollyEngine,
          LanguageCode: language.id as never,
          OutputFormat: 'mp3',
          SampleRate: SAMPLE_RATE,
        }),
      );
      if (!response.AudioStream) throw new Error('Polly returned no audio');
      parts.push(Buffer.from(await response.AudioStream.transformToByteArray()));
    }
    const audio = Buffer.concat(parts);
    return { audio, contentType: 'audio/mpeg', durationMs: Math.round(audio.length / BYTES_PER_MS) };
  }

  /** Nothing to ready: Polly's client connects on its first call. */
  async warm(): Promise<void> {}

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
