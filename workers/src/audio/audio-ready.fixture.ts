/** For the audio tests: what the `audio.ready` events recorded in the outbox say, in the order they were recorded. */
import { type Payload, TOPICS } from '@app/contracts';
import type { Platform } from '@app/infra';

type AudioReady = Payload<typeof TOPICS.audioReady>;

/** The payloads of the `audio.ready` events recorded so far, of `trackId` only when given. */
export async function audioReadyEvents(
  platform: Pick<Platform, 'store'>,
  trackId?: string,
): Promise<AudioReady[]> {
  const recorded = await platform.store
    .collection<{ _id: string; event: { payload: AudioReady } }>('outbox')
    .find({ topic: TOPICS.audioReady }, { sort: { createdAt: 1 } });
  return recorded
    .map((doc) => doc.event.payload)
    .filter((payload) => trackId === undefined || payload.trackId === trackId);
}
