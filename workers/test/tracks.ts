/** Requests as the gateway publishes them for the audio worker, and a platform for the audio tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Envelope, makeEvent, type Payload, TOPICS } from '@app/contracts';
import { createPlatform, type Platform, parseConfig, silentLogger } from '@app/infra';
import type { TrackRequest } from '../src/audio/generate-track.js';

export type AudioRequest = Envelope<Payload<typeof TOPICS.audioRequested>>;

/** An `audio.requested` event for a new one-minute English track of `placeId`, or as `fields` say. */
export function audioRequest(
  placeId: string,
  fields: Partial<Payload<typeof TOPICS.audioRequested>> = {},
): AudioRequest {
  return makeEvent(TOPICS.audioRequested, {
    trackId: crypto.randomUUID(),
    placeId,
    language: 'en-US',
    perspective: 'curated',
    tier: 'free',
    length: 'minute',
    ...fields,
  });
}

/** The request as the audio worker hands it to generateTrack: the event's id is the take. */
export const trackRequest = (event: AudioRequest): TrackRequest => ({
  take: event.id,
  request: event.payload,
});

/** An embedded platform on a new data folder; one retry, quickly. */
export async function audioTestPlatform(prefix: string): Promise<Platform> {
  return createPlatform(
    parseConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), prefix)),
      BUS_MAX_RETRIES: '1',
      BUS_RETRY_BASE_MS: '20',
    }),
    silentLogger,
  );
}
