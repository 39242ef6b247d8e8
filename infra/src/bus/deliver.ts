/**
 * One message's delivery, shared by both bus adapters: attempts bounded in time, retries with a
 * growing back-off, then the dead-letter topic.
 */
import { deadLetterTopic, type Envelope } from '@app/contracts';
import type { Logger } from '../logging/logger.js';
import {
  type DeadLetterNote,
  type Handler,
  PoisonMessageError,
  type RetryPolicy,
  type Wait,
} from './port.js';
import { retryDelay } from './retry.js';

export interface DeadLetter {
  topic: string;
  event: Envelope;
  error: string;
  attempts: number;
}

/** An attempt that took longer than its subscription allows; it counts as a failed attempt. */
export class HandlerTimeoutError extends Error {
  override readonly name = 'HandlerTimeoutError';
}

/** `abandoned`: the subscription stopped first; the message must not be committed. */
export type DeliveryOutcome = 'handled' | 'dead-lettered' | 'abandoned';

export interface DeliveryRun {
  topic: string;
  handler: Handler;
  policy: RetryPolicy;
  timeoutMs: number;
  deadLetter: (letter: DeadLetter) => Promise<void>;
  logger: Logger;
  wait: Wait;
  /** Aborted when the subscription starts stopping: no further attempts, no waiting between them. */
  stopping: AbortSignal;
  /** Aborted when stop() gives up on the attempts in flight. */
  abandon: AbortSignal;
}

type Attempt = 'handled' | 'abandoned' | { error: unknown };

/**
 * Runs the handler until it succeeds or the retries are spent; then hands the message to
 * `deadLetter`. Resolves once the message may be committed (handled or dead-lettered), or with
 * `abandoned` when the subscription stopped before that.
 */
export async function deliver(
  event: Envelope,
  run: DeliveryRun,
  deadLetter?: DeadLetterNote,
): Promise<DeliveryOutcome> {
  const { topic, logger } = run;
  for (let attempt = 1; ; attempt++) {
    const result = await attemptOnce(event, attempt, run, deadLetter);
    if (result === 'handled' || result === 'abandoned') return result;
    const { error } = result;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PoisonMessageError || attempt > run.policy.maxRetries) {
      logger.error({ err: error, topic, eventId: event.id, attempts: attempt }, 'message dead-lettered');
      await run.deadLetter({
        topic: deadLetterTopic(topic),
        event,
        error: message.slice(0, 1000),
        attempts: attempt,
      });
      return 'dead-lettered';
    }
    if (run.stopping.aborted) {
      logger.warn(
        { err: error, topic, eventId: event.id, attempt },
        'handler failed while stopping; delivered again later',
      );
      return 'abandoned';
    }
    const delay = retryDelay(run.policy, attempt);
    logger.warn(
      { err: error, topic, eventId: event.id, attempt, retryInMs: delay },
      'handler failed; retrying',
    );
    await run.wait(delay, run.stopping);
    if (run.stopping.aborted) return 'abandoned';
  }
}

/** One call of the handler, raced against its time-out and against stop() giving up on it. */
async function attemptOnce(
  event: Envelope,
  attempt: number,
  run: DeliveryRun,
  deadLetter: DeadLetterNote | undefined,
): Promise<Attempt> {
  if (run.abandon.aborted) return 'abandoned';
  const controller = new AbortController();
  let gaveUp = false;
  let timer: NodeJS.Timeout | undefined;
  let onAbandon = () => {};
  const outcome: Promise<Attempt> = Promise.resolve()
    .then(() =>
      run.handler(event, {
        topic: run.topic,
        attempt,
        signal: controller.signal,
        ...(deadLetter ? { deadLetter } : {}),
      }),
    )
    .then(
      () => 'handled' as const,
      (error: unknown) => ({ error }),
    );
  const timedOut = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => {
      gaveUp = true;
      const error = new HandlerTimeoutError(`handler did not finish within ${run.timeoutMs} ms`);
      controller.abort(error);
      resolve({ error });
    }, run.timeoutMs);
  });
  const abandoned = new Promise<Attempt>((resolve) => {
    // The handler is not signalled: it failed at nothing, and the process is on its way out.
    onAbandon = () => {
      gaveUp = true;
      resolve('abandoned');
    };
    run.abandon.addEventListener('abort', onAbandon, { once: true });
  });
  try {
    return await Promise.race([outcome, timedOut, abandoned]);
  } finally {
    clearTimeout(timer);
    run.abandon.removeEventListener('abort', onAbandon);
    if (gaveUp) {
      // The attempt given up on may still end; a late failure is reported rather than lost.
      void outcome.then((late) => {
        if (typeof late === 'object')
          run.logger.warn(
            { err: late.error, topic: run.topic, eventId: event.id, attempt },
            'handler given up on failed later',
          );
      });
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
    const key = 'key' in event && typeof event.key === 'string' ? { key: event.key } : {};
    return { id: event.id, type: event.type, occurredAt: event.occurredAt, ...key, payload: event.payload };
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
