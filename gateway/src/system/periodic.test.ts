import type { Logger } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Periodic, runEvery } from './periodic.js';

/** A round that ends when the test says so. */
function controlledRounds() {
  const ends: Array<(failure?: Error) => void> = [];
  const round = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        ends.push((failure) => (failure ? reject(failure) : resolve()));
      }),
  );
  /** Ends the round in flight; once the promise callbacks have run, what follows it has started. */
  const end = async (failure?: Error) => {
    ends.shift()?.(failure);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { round, end, inFlight: () => ends.length };
}

const logger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

let job: Periodic | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await job?.stop();
  job = undefined;
});

describe('a periodic job', () => {
  it('runs a round when nudged, one at a time: nudges meanwhile make one more round, right after', async () => {
    const { round, end, inFlight } = controlledRounds();
    job = runEvery(3_600_000, logger(), 'test', round);
    job.nudge();
    expect(round).toHaveBeenCalledTimes(1);
    job.nudge();
    job.nudge();
    expect(round).toHaveBeenCalledTimes(1);
    await end();
    expect(round).toHaveBeenCalledTimes(2);
    expect(inFlight()).toBe(1);
    await end();
    // Nothing was asked for meanwhile: no third round.
    expect(round).toHaveBeenCalledTimes(2);
    expect(inFlight()).toBe(0);
  });

  it('logs a failed round with its name, and runs the next one all the same', async () => {
    const { round, end } = controlledRounds();
    const log = logger();
    job = runEvery(3_600_000, log, 'reconciliation', round);
    job.nudge();
    await end(new Error('store unavailable'));
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'reconciliation', err: expect.any(Error) }),
      'reconciliation failed',
    );
    job.nudge();
    expect(round).toHaveBeenCalledTimes(2);
    await end();
  });

  it('runs a round every interval', async () => {
    vi.useFakeTimers();
    const round = vi.fn(async () => {});
    job = runEvery(1_000, logger(), 'test', round);
    await vi.advanceTimersByTimeAsync(999);
    expect(round).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(round).toHaveBeenCalledTimes(3);
  });

  it('stops: waits for the round in flight and drops a round asked for meanwhile', async () => {
    const { round, end, inFlight } = controlledRounds();
    const stopping = runEvery(3_600_000, logger(), 'test', round);
    stopping.nudge();
    stopping.nudge();
    let stopped = false;
    const stop = stopping.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    await end();
    await stop;
    expect(stopped).toBe(true);
    expect(round).toHaveBeenCalledTimes(1);
    expect(inFlight()).toBe(0);
  });

  it('runs no round on its interval once stopped', async () => {
    vi.useFakeTimers();
    const round = vi.fn(async () => {});
    const stopping = runEvery(1_000, logger(), 'test', round);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(round).toHaveBeenCalledTimes(1);
  });
});
