/**
 * The audio role: each `audio.requested` event becomes a ready track (text → speech → blob). A
 * repeated event finds itself marked handled and does nothing; a crash mid-generation leaves the event
 * uncommitted, so it is generated again after restart. The last failed try marks the track failed.
 */
import { parseEvent, TOPICS } from '@app/contracts';
import { PoisonMessageError } from '@app/infra';
import { ZodError } from 'zod';
import { type RoleFactory, running } from '../role.js';
import { failTrack, generateTrack } from './generate-track.js';

export const AUDIO_GROUP = 'audio-worker';
const AUDIO_TIMEOUT_MS = 5 * 60_000;

export const startAudioWorker: RoleFactory = async (platform) => {
  const log = platform.logger.child({ role: 'audio', topic: TOPICS.audioRequested });
  const maxRetries = platform.config.BUS_MAX_RETRIES;
  const subscription = await platform.bus.subscribe({
    group: AUDIO_GROUP,
    topics: [TOPICS.audioRequested],
    // Speech is CPU-bound here; two at a time keeps the machine responsive.
    concurrency: 2,
    // Writing and speaking a long narration takes minutes on a busy machine; past this, the try
    // counts as failed and is retried.
    handlerTimeoutMs: AUDIO_TIMEOUT_MS,
    handler: async (raw, { attempt, signal }) => {
      let trackId: string;
      try {
        trackId = parseEvent(TOPICS.audioRequested, raw).payload.trackId;
      } catch (error) {
        if (error instanceof ZodError)
          throw new PoisonMessageError(`invalid audio.requested: ${error.message}`);
        throw error;
      }
      try {
        const started = performance.now();
        const outcome = await generateTrack(
          platform,
          { consumer: AUDIO_GROUP, eventId: raw.id, trackId },
          signal,
        );
        log.info({ trackId, outcome, ms: Math.round(performance.now() - started) }, 'track handled');
      } catch (error) {
        if (attempt > maxRetries)
          await failTrack(platform, trackId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  });
  return running('audio', [subscription]);
};
