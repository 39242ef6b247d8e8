/** One message's delivery, shared by both bus adapters: bounded retries, then the dead-letter topic. */
import { deadLetterTopic, type Envelope } from '@app/contracts';
import type { Logger } from '../logging/logger.js';
import { type Handler, PoisonMessageError, type RetryPolicy } from './port.js';

export interface DeadLetter {
  topic: string;
  event: Envelope;
  error: string;
  attempts: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the handler until it succeeds or the retries are spent; then hands the message to
 * `deadLetter`. Resolves once the message may be committed: handled or dead-lettered.
 */
export async function deliver(
  topic: string,
  event: Envelope,
  handler: Handler,
  policy: RetryPolicy,
  deadLetter: (letter: DeadLetter) => Promise<void>,
  logger: Logger,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(event, { topic, attempt });
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const poison = error instanceof PoisonMessageError;
      if (poison || attempt > policy.maxRetries) {
        logger.error({ err: error, topic, eventId: event.id, attempts: attempt }, 'message dead-lettered');
        await deadLetter({
          topic: deadLetterTopic(topic),
          event,
          error: message.slice(0, 1000),
          attempts: attempt,
        });
        return;
      }
      logger.warn({ err: error, topic, eventId: event.id, attempt }, 'handler failed; retrying');
      await sleep(Math.min(policy.baseDelayMs * 2 ** (attempt - 1), 30_000));
    }
  }
}

/** Reads a raw message value as an envelope; anything unreadable is poison. */
export function readEnvelope(value: unknown): Envelope {
  const event = typeof value === 'string' ? safeJson(value) : value;
  if (
    typeof event === 'object' &&
    event !== null &&
    'id' in event &&
    typeof event.id === 'string' &&
    'type' in event &&
    typeof event.type === 'string' &&
    'occurredAt' in event &&
    typeof event.occurredAt === 'string' &&
    'payload' in event
  ) {
    return { id: event.id, type: event.type, occurredAt: event.occurredAt, payload: event.payload };
  }
  throw new PoisonMessageError('message is not an event envelope');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
