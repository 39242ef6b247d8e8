/** Keeps each bus consumer going: restarts it with back-off after any failure, and reports its state. */
import type { Logger } from '../logging/logger.js';
import type { ConsumerHealth, RestartPolicy, Wait } from './port.js';
import { restartDelay } from './retry.js';

/** One consumer's state, as readiness reports it. */
export class ConsumerStatus {
  state: ConsumerHealth['state'] = 'running';
  /** Failures in a row since it last worked. */
  private failures = 0;

  constructor(readonly consumer: string) {}

  /** It reads messages again (after a restart, its first read or group join succeeded). */
  resumed(): void {
    this.state = 'running';
  }

  /** A whole round worked (read, handled and committed): the back-off starts over. */
  succeeded(): void {
    this.resumed();
    this.failures = 0;
  }

  /** It failed and will be restarted; returns how many times in a row. */
  failed(): number {
    this.state = 'restarting';
    return ++this.failures;
  }
}

/** The consumers of one bus adapter. */
export class ConsumerBoard {
  private readonly statuses = new Set<ConsumerStatus>();

  track(consumer: string): ConsumerStatus {
    const status = new ConsumerStatus(consumer);
    this.statuses.add(status);
    return status;
  }

  forget(status: ConsumerStatus): void {
    this.statuses.delete(status);
  }

  health(): ConsumerHealth[] {
    return [...this.statuses].map(({ consumer, state }) => ({ consumer, state }));
  }
}

export interface Supervision {
  status: ConsumerStatus;
  logger: Logger;
  policy: RestartPolicy;
  wait: Wait;
  /** Aborted by stop(): the consumer is not restarted any more. */
  stopping: AbortSignal;
}

/**
 * Runs the consumer until it is stopped. Each time `run` throws, or returns without having been
 * stopped, the failure is logged once with its context and `run` is called again after a
 * back-off (`restarts` counts the calls before this one). Never rejects.
 */
export async function keepRunning(
  supervision: Supervision,
  run: (restarts: number) => Promise<void>,
): Promise<void> {
  const { status, logger, stopping } = supervision;
  for (let restarts = 0; !stopping.aborted; restarts++) {
    try {
      await run(restarts);
      if (stopping.aborted) return;
      throw new Error('the consumer ended without being stopped');
    } catch (error) {
      if (stopping.aborted) {
        logger.warn({ err: error, consumer: status.consumer }, 'bus consumer failed while stopping');
        return;
      }
      const failures = status.failed();
      const restartInMs = restartDelay(supervision.policy, failures);
      logger.error(
        { err: error, consumer: status.consumer, failures, restartInMs },
        'bus consumer failed; restarting it',
      );
      await supervision.wait(restartInMs, stopping);
    }
  }
}

/** Whether `promise` resolves within `ms` (its rejection is passed on); it is not cancelled when late. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `signal` aborts. */
export function whenAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
