/** For the tests of the folder's timed sweeps: one period of a sweep's timer, and a store that fails. */
import { NedbStore } from '@app/infra';
import { vi } from 'vitest';

const WAIT = { timeout: 10_000, interval: 20 };

/**
 * Starts a sweep with its timer faked (and the clock at `now`, when given), lets `everyMs` of the
 * timer go by, then waits on real time until `check` passes; the sweep is stopped whatever happens.
 */
export async function afterOnePeriod(
  start: () => { stop(): Promise<void> },
  everyMs: number,
  check: () => unknown,
  now?: Date,
): Promise<void> {
  vi.useFakeTimers(now ? { toFake: ['setInterval', 'Date'], now } : { toFake: ['setInterval'] });
  const sweeps = start();
  try {
    vi.advanceTimersByTime(everyMs);
    vi.useRealTimers();
    await vi.waitFor(check, WAIT);
  } finally {
    vi.useRealTimers();
    await sweeps.stop();
  }
}

/** A store whose every collection throws, as an unreachable one would. */
export function brokenStore(): NedbStore {
  const broken = new NedbStore(null);
  vi.spyOn(broken, 'collection').mockImplementation(() => {
    throw new Error('store unavailable');
  });
  return broken;
}
