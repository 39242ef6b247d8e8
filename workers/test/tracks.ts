/** Tracks as the gateway leaves them for the audio worker, for the audio tests to start from. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackDoc } from '@app/contracts';
import { createPlatform, type Platform, parseConfig, silentLogger } from '@app/infra';

/** A new one-minute English track of `placeId`, waiting for its `audio.requested` event. */
export function pendingTrack(id: string, placeId: string, placeName = placeId, key?: string): TrackDoc {
  const now = new Date();
  return {
    _id: id,
    key: key ?? `${placeId}|en-US|curated|minute`,
    placeId,
    placeName,
    language: 'en-US',
    perspective: 'curated',
    length: 'minute',
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  };
}

/** An embedded platform on a new data folder, its relay publishing; one retry, quickly. */
export async function audioTestPlatform(prefix: string): Promise<Platform> {
  const platform = await createPlatform(
    parseConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), prefix)),
      BUS_MAX_RETRIES: '1',
      BUS_RETRY_BASE_MS: '20',
    }),
    silentLogger,
  );
  await platform.relay.start();
  return platform;
}
