/** Back-off arithmetic shared by both bus adapters: retries of a message, restarts of a consumer. */
import type { Config } from '../config/schema.js';
import type { RestartPolicy, RetryPolicy, Wait } from './port.js';

const DEFAULT_MAX_DELAY_MS = 300_000;

/** The policy the configuration asks for. */
export function busRetryPolicy(
  config: Pick<Config, 'BUS_MAX_RETRIES' | 'BUS_RETRY_BASE_MS' | 'BUS_RETRY_MAX_MS'>,
): RetryPolicy {
  return {
    maxRetries: config.BUS_MAX_RETRIES,
    baseDelayMs: config.BUS_RETRY_BASE_MS,
    maxDelayMs: config.BUS_RETRY_MAX_MS,
  };
}

/** The wait before retry number `retry` (1 for the first). */
export function retryDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs ?? DEFAULT_MAX_DELAY_MS);
}

/**
 * The wait before restarting a consumer after its `failures`-th failure in a row: doubling up to
 * the cap, and jittered to between half and all of that, so consumers that failed together do
 * not all come back at the same moment.
 */
export function restartDelay(policy: RestartPolicy, failures: number, random = Math.random): number {
  const ceiling = Math.min(policy.baseMs * 2 ** Math.min(failures - 1, 30), policy.maxMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits on the real clock; ends early, without an error, when the signal aborts. */
export const realWait: Wait = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
