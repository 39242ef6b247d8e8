/**
 * The adapters a narration needs (the bus it is asked for and answered on, the blobs it is stored
 * in, the places, writer and speech that make it), built from the configuration: shared by the
 * whole platform and by an audio worker's process, which opens nothing else.
 */
import { FsBlobs } from './blobs/fs-blobs.js';
import type { Blobs } from './blobs/port.js';
import { EmbeddedBus } from './bus/embedded-bus.js';
import type { Bus } from './bus/port.js';
import { busRetryPolicy } from './bus/retry.js';
import type { Config } from './config/schema.js';
import type { Logger } from './logging/logger.js';
import { BundledCatalog } from './places/catalog.js';
import { GooglePlaces } from './places/google-places.js';
import type { Places } from './places/port.js';
import { EspeakSpeech } from './speech/espeak-speech.js';
import { PollySpeech } from './speech/polly-speech.js';
import type { Speech } from './speech/port.js';
import type { Store } from './store/port.js';
import { LlmWriter } from './writer/llm-writer.js';
import { OfflineWriter } from './writer/offline-writer.js';
import type { Writer } from './writer/port.js';

export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is not configured`);
  return value;
}

/** Kafka, or the embedded bus, which lives in `store` (so only where the store is). */
export async function openBus(config: Config, logger: Logger, store: Store | null): Promise<Bus> {
  const retry = busRetryPolicy(config);
  if (config.BUS === 'kafka')
    // Imported when configured: an embedded start never loads the driver.
    return (await import('./bus/kafka-bus.js')).KafkaBus.connect(
      {
        brokers: required(config.KAFKA_BROKERS, 'KAFKA_BROKERS'),
        clientId: config.KAFKA_CLIENT_ID,
        topicPrefix: config.KAFKA_TOPIC_PREFIX,
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
        retry,
      },
      logger.child({ port: 'bus' }),
    );
  if (!store) throw new Error('the embedded bus lives in the store, and this process opens none');
  return new EmbeddedBus(store, logger.child({ port: 'bus' }), retry);
}

/** MinIO (any S3 server), or the files under `embeddedRoot`. */
export async function openBlobs(config: Config, embeddedRoot: string): Promise<Blobs> {
  if (config.BLOBS !== 'minio') return new FsBlobs(embeddedRoot);
  return (await import('./blobs/minio-blobs.js')).MinioBlobs.connect({
    endPoint: required(config.MINIO_ENDPOINT, 'MINIO_ENDPOINT'),
    port: config.MINIO_PORT,
    useSSL: config.MINIO_USE_SSL,
    accessKey: required(config.MINIO_ACCESS_KEY, 'MINIO_ACCESS_KEY'),
    secretKey: required(config.MINIO_SECRET_KEY, 'MINIO_SECRET_KEY'),
    bucket: config.MINIO_BUCKET,
  });
}

/** Where places are found and how their narrations are written and spoken. */
export function openNarration(config: Config): { places: Places; writer: Writer; speech: Speech } {
  // The curated catalog also holds the offline writer's narrations, whichever places adapter serves.
  const catalog = new BundledCatalog();
  const places: Places =
    config.PLACES === 'google'
      ? new GooglePlaces(
          required(config.GOOGLE_MAPS_API_KEY, 'GOOGLE_MAPS_API_KEY'),
          config.GOOGLE_PLACES_BASE_URL,
        )
      : catalog;
  const writer: Writer =
    config.WRITER === 'openai'
      ? new LlmWriter({
          baseUrl: config.WRITER_BASE_URL,
          model: config.WRITER_MODEL,
          ...(config.WRITER_API_KEY ? { apiKey: config.WRITER_API_KEY } : {}),
        })
      : new OfflineWriter(catalog);
  const speech: Speech =
    config.SPEECH === 'polly'
      ? new PollySpeech({
          region: config.POLLY_REGION,
          ...(config.POLLY_ENDPOINT ? { endpoint: config.POLLY_ENDPOINT } : {}),
          ...(config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: config.AWS_ACCESS_KEY_ID,
                  secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
                },
              }
            : {}),
        })
      : new EspeakSpeech({ threads: config.SPEECH_THREADS });
  return { places, writer, speech };
}
