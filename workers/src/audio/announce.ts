/**
 * What the audio worker tells the gateway, published straight to the bus (the worker may run where
 * the store, and so the outbox, is not). Every event of a track shares its order key, so the gateway
 * hears a take's stages in the order they happened. A try that stops after publishing and before its
 * message is committed publishes again on the next try: the gateway records each fact once.
 */
import { makeEvent, type Payload, TOPICS } from '@app/contracts';
import type { Platform } from '@app/infra';

export async function announce(
  deps: Pick<Platform, 'bus'>,
  progress: Payload<typeof TOPICS.audioProgress>,
): Promise<void> {
  await deps.bus.publish(TOPICS.audioProgress, [
    makeEvent(TOPICS.audioProgress, progress, new Date(), { key: progress.trackId }),
  ]);
}

export async function announceResult(
  deps: Pick<Platform, 'bus'>,
  result: Payload<typeof TOPICS.audioReady>,
): Promise<void> {
  await deps.bus.publish(TOPICS.audioReady, [
    makeEvent(TOPICS.audioReady, result, new Date(), { key: result.trackId }),
  ]);
}
