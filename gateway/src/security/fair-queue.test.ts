import { describe, expect, it, vi } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** A queue whose jobs finish only when told, recording the order they started in. */
function controlled(slots: number) {
  const queue = new FairQueue(slots);
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const add = (path: string[], name: string) =>
    queue.run(
      path,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.push(() => resolve(name));
        }),
    );
  let finished = 0;
  /** Finishes the earliest job still running, once there is one. */
  const finishNext = async () => {
    await vi.waitFor(() => expect(finishers.length).toBeGreaterThan(finished), { interval: 1 });
    finishers[finished++]?.();
  };
  /** Finishes jobs in the order they started until `name` has started. */
  const until = async (name: string) => {
    while (!started.includes(name)) await finishNext();
  };
  /** Finishes jobs in the order they started until `total` have finished. */
  const finishAll = async (total: number) => {
    while (finished < total) await finishNext();
  };
  return { queue, started, add, finishNext, until, finishAll };
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('a fair queue', () => {
  it.each([1, 2, 3])(
    'with %i slot(s), starts one job from B after at most one more of the flood A queued first',
    async (slots) => {
      const { started, add, until, finishAll } = controlled(slots);
      const flood = names('A', 20).map((name) => add(['198.51.100.1', 'asha@example.com'], name));
      const late = add(['203.0.113.20', 'asha@example.com'], 'B');
      await until('B');
      // `slots` of A's were running when B came; after them, at most one more of A's.
      expect(started.indexOf('B')).toBeLessThanOrEqual(slots + 1);
      await finishAll(21);
      await expect(late).resolves.toBe('B');
      await expect(Promise.all(flood)).resolves.toHaveLength(20);
    },
  );

  it('lets each of several flooding addresses delay a newcomer by at most one job', async () => {
    const { started, add, until } = controlled(2);
    for (const address of ['a', 'b', 'c'])
      for (const name of names(address, 10)) void add([address, 'x'], name);
    void add(['d', 'x'], 'D');
    await until('D');
    // Two were running when D came; then at most one each from a, b and c.
    expect(started.indexOf('D')).toBeLessThanOrEqual(2 + 3);
  });

  it('takes accounts in turn within one address: one account flooded does not hold back another', async () => {
    const { started, add, until } = controlled(1);
    for (const name of names('X', 10)) void add(['192.0.2.1', 'x@example.com'], name);
    void add(['192.0.2.1', 'y@example.com'], 'Y');
    await until('Y');
    expect(started.indexOf('Y')).toBeLessThanOrEqual(2);
  });

  it('runs each key’s own jobs in the order they came, and never more than its slots at once', async () => {
    const { queue, started, add, finishNext } = controlled(2);
    for (const name of names('A', 5)) void add(['a', 'x'], name);
    await vi.waitFor(() => expect(started).toEqual(['A0', 'A1']));
    expect(queue.load()).toEqual({ running: 2, waiting: 3, started: 2 });
    for (let i = 0; i < 5; i++) await finishNext();
    expect(started).toEqual(names('A', 5));
    await vi.waitFor(() => expect(queue.load()).toEqual({ running: 0, waiting: 0, started: 5 }));
  });

  it('frees the slot of a job that fails, and passes its error on', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run(['a'], () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    await expect(queue.run(['a'], async () => 'next')).resolves.toBe('next');
    expect(queue.load()).toEqual({ running: 0, waiting: 0, started: 2 });
  });
});
