/**
 * The audio role: each `audio.requested` event becomes a made track (text → speech → blob), told to
 * the gateway on `audio.progress` and `audio.ready`. It touches no store: processes of their own scale
 * it in one consumer group. A repeated event finds the track made and says so again; a crash
 * mid-generation leaves the event uncommitted, and the next try resumes after the pieces stored. The
 * last failed try says the track failed.
 */
import { parseEvent, TOPICS } from '@app/contracts';
import { type AudioPlatform, PoisonMessageError } from '@app/infra';
import { ZodError } from 'zod';
import { type RoleFactory, running } from '../role.js';
import { failTrack, generateTrack, type TrackRequest } from './generate-track.js';

export const AUDIO_GROUP = 'audio-worker';
const AUDIO_TIMEOUT_MS = 5 * 60_000;

export const startAudioWorker: RoleFactory<Omit<AudioPlatform, 'close'>> = async (platform) => {
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
      let request: TrackRequest;
      try {
        request = { take: raw.id, request: parseEvent(TOPICS.audioRequested, raw).payload };
      } catch (error) {
        if (error instanceof ZodError)
          throw new PoisonMessageError(`invalid audio.requested: ${error.message}`);
        throw error;
      }
      try {
        const started = performance.now();
        log.info({ trackId: request.request.trackId, attempt }, 'track started');
        const outcome = await generateTrack(platform, request, signal);
        const ms = Math.round(performance.now() - started);
        log.info({ trackId: request.request.trackId, outcome, ms }, 'track handled');
      } catch (error) {
        if (attempt > maxRetries)
          await failTrack(platform, request, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  });
  return running('audio', [subscription]);
};
