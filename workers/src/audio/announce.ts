/**
 * What the audio worker tells the gateway, published straight to the bus (the worker may run where
 * the store, and so the outbox, is not). Every event of a track shares its order key, so the gateway
 * hears a take's stages in the order they happened. A try that stops after publishing and before its
 * message is committed publishes again on the next try: the gateway records each fact once.
 */
import { makeEvent, type Payload, TOPICS } from '@app/contracts';
import type { Platform } from '@app/infra';

type Told = typeof TOPICS.audioProgress | typeof TOPICS.audioReady;

async function tell<T extends Told>(
  deps: Pick<Platform, 'bus'>,
  topic: T,
  payload: Payload<T>,
): Promise<void> {
  await deps.bus.publish(topic, [makeEvent(topic, payload, new Date(), { key: payload.trackId })]);
}

/** A stage of a take: writing, speaking (with its text), a piece stored. */
export const announce = (deps: Pick<Platform, 'bus'>, progress: Payload<typeof TOPICS.audioProgress>) =>
  tell(deps, TOPICS.audioProgress, progress);

/** A take's result: the track made (its length) or failed (why). */
export const announceResult = (deps: Pick<Platform, 'bus'>, result: Payload<typeof TOPICS.audioReady>) =>
  tell(deps, TOPICS.audioReady, result);
