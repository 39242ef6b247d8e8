import { makeEvent, TOPICS } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/env.js';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { EmbeddedBus } from './embedded-bus.js';
import { type CollectionMethod, FaultyStore } from './faulty-store.js';
import { type Bus, DEFAULT_RETRY, PoisonMessageError } from './port.js';
import { busRetryPolicy } from './retry.js';

const WAIT = { timeout: 10_000, interval: 5 };
const fastRetry = { maxRetries: 2, baseDelayMs: 5 };
const quickRestart = { baseMs: 40, maxMs: 40 };
const mail = (to: string) =>
  makeEvent(TOPICS.mailRequested, { to, template: 'newsletter-welcome', data: {} });

/** A clock that moves only when the bus waits, so minutes of back-off pass at once. */
function virtualClock() {
  const clock = {
    now: 0,
    wait: async (ms: number) => {
      clock.now += ms;
      // A macrotask, so the loop never starves the timers the test waits with.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return clock;
}

let bus: Bus | undefined;
afterEach(async () => {
  await bus?.close();
  bus = undefined;
});

describe('embedded bus: a consumer loop after a store error', () => {
  it.each<[string, string, CollectionMethod]>([
    ['reading the log', 'bus_log', 'find'],
    ['committing an offset', 'bus_offsets', 'updateOne'],
  ])(
    'recovers from an error %s, reports itself restarting meanwhile, and handles later messages',
    async (_what, collection, method) => {
      const store = new FaultyStore(new NedbStore(null));
      const embedded = new EmbeddedBus(store, silentLogger, fastRetry, { restart: quickRestart });
      bus = embedded;
      const handled: string[] = [];
      await embedded.subscribe({
        group: 'mailer',
        topics: ['faults'],
        handler: async (e) => void handled.push(e.id),
      });
      expect(embedded.health()).toEqual([{ consumer: 'faults/mailer', state: 'running' }]);

      store.fail(collection, method);
      const first = mail('first@x.io');
      await embedded.publish('faults', [first]);
      await vi.waitFor(
        () => expect(embedded.health()).toEqual([{ consumer: 'faults/mailer', state: 'restarting' }]),
        WAIT,
      );
      store.heal();

      const second = mail('second@x.io');
      await embedded.publish('faults', [second]);
      // At least once: a message whose commit failed is handled again after the restart.
      await vi.waitFor(() => expect(new Set(handled)).toEqual(new Set([first.id, second.id])), WAIT);
      await vi.waitFor(
        () => expect(embedded.health()).toEqual([{ consumer: 'faults/mailer', state: 'running' }]),
        WAIT,
      );
    },
  );

  it('recovers when a dead letter cannot be appended, and dead-letters the message once it can', async () => {
    const store = new FaultyStore(new NedbStore(null));
    const embedded = new EmbeddedBus(store, silentLogger, fastRetry, { restart: quickRestart });
    bus = embedded;
    const poison = mail('poison@x.io');
    const good = mail('good@x.io');
    const dead: string[] = [];
    const handled: string[] = [];
    await embedded.subscribe({
      group: 'dlq',
      topics: ['faults.dlq'],
      handler: async (e) => void dead.push(e.id),
    });
    await embedded.subscribe({
      group: 'mailer',
      topics: ['faults'],
      handler: async (e, { attempt }) => {
        if (e.id !== poison.id) return void handled.push(e.id);
        // The store fails right when the bus is about to write the dead letter.
        if (attempt === 1 && store.refused === 0) store.fail('bus_log', 'insertMany');
        throw new PoisonMessageError('bad payload');
      },
    });
    await embedded.publish('faults', [poison, good]);
    await vi.waitFor(
      () => expect(embedded.health()).toContainEqual({ consumer: 'faults/mailer', state: 'restarting' }),
      WAIT,
    );
    store.heal();
    await vi.waitFor(() => expect([dead, handled]).toEqual([[poison.id], [good.id]]), WAIT);
    await vi.waitFor(() => expect(embedded.health().every((c) => c.state === 'running')).toBe(true), WAIT);
  });
});

describe('embedded bus: a handler that never finishes', () => {
  it('times out, is retried and dead-lettered per the policy, and the next message is handled', async () => {
    const embedded = new EmbeddedBus(new NedbStore(null), silentLogger, { maxRetries: 1, baseDelayMs: 5 });
    bus = embedded;
    const stuck = mail('stuck@x.io');
    const next = mail('next@x.io');
    const attempts: number[] = [];
    const handled: string[] = [];
    const dead: string[] = [];
    await embedded.subscribe({
      group: 'dlq',
      topics: ['hung.dlq'],
      handler: async (e) => void dead.push(e.id),
    });
    await embedded.subscribe({
      group: 'mailer',
      topics: ['hung'],
      handlerTimeoutMs: 50,
      handler: async (e, { attempt }) => {
        if (e.id === stuck.id) {
          attempts.push(attempt);
          await new Promise(() => {});
        }
        handled.push(e.id);
      },
    });
    await embedded.publish('hung', [stuck, next]);
    await vi.waitFor(() => expect([dead, handled]).toEqual([[stuck.id], [next.id]]), WAIT);
    expect(attempts).toEqual([1, 2]);
  });

  it('lets stop() return after the grace period, and delivers the message again to the group', async () => {
    const embedded = new EmbeddedBus(new NedbStore(null), silentLogger, fastRetry, { stopGraceMs: 50 });
    bus = embedded;
    const stuck = mail('stuck@x.io');
    let started = false;
    const sub = await embedded.subscribe({
      group: 'mailer',
      topics: ['hung'],
      handler: async () => {
        started = true;
        await new Promise(() => {});
      },
    });
    await embedded.publish('hung', [stuck]);
    await vi.waitFor(() => expect(started).toBe(true), WAIT);
    await sub.stop();
    expect(embedded.health()).toEqual([]);

    const again: string[] = [];
    await embedded.subscribe({
      group: 'mailer',
      topics: ['hung'],
      handler: async (e) => void again.push(e.id),
    });
    await vi.waitFor(() => expect(again).toEqual([stuck.id]), WAIT);
  });
});

describe('embedded bus: a dependency that is down for a while', () => {
  it('is waited out by the default retry policy: a 3 s outage is handled once, not dead-lettered', async () => {
    const clock = virtualClock();
    const embedded = new EmbeddedBus(new NedbStore(null), silentLogger, DEFAULT_RETRY, { wait: clock.wait });
    bus = embedded;
    const dead: string[] = [];
    const effects: string[] = [];
    await embedded.subscribe({
      group: 'dlq',
      topics: ['outage.dlq'],
      handler: async (e) => void dead.push(e.id),
    });
    await embedded.subscribe({
      group: 'mailer',
      topics: ['outage'],
      handler: async (e) => {
        if (clock.now < 3000) throw new Error('mail server unreachable');
        effects.push(e.id);
      },
    });
    const otp = mail('otp@x.io');
    await embedded.publish('outage', [otp]);
    await vi.waitFor(() => expect(effects).toEqual([otp.id]), WAIT);
    expect(dead).toEqual([]);
  });

  it('dead-letters only after retrying for minutes with the default policy', async () => {
    const clock = virtualClock();
    const embedded = new EmbeddedBus(new NedbStore(null), silentLogger, DEFAULT_RETRY, { wait: clock.wait });
    bus = embedded;
    let deadAt: number | undefined;
    await embedded.subscribe({
      group: 'dlq',
      topics: ['down.dlq'],
      handler: async () => {
        deadAt = clock.now;
      },
    });
    await embedded.subscribe({
      group: 'mailer',
      topics: ['down'],
      handler: async () => {
        throw new Error('mail server unreachable');
      },
    });
    await embedded.publish('down', [mail('never@x.io')]);
    await vi.waitFor(() => expect(deadAt).toBeGreaterThanOrEqual(4 * 60_000), WAIT);
  });

  it('takes the default policy from the configuration defaults', () => {
    expect(busRetryPolicy(parseConfig({}))).toEqual(DEFAULT_RETRY);
    expect(
      busRetryPolicy(parseConfig({ BUS_MAX_RETRIES: '2', BUS_RETRY_BASE_MS: '50', BUS_RETRY_MAX_MS: '400' })),
    ).toEqual({
      maxRetries: 2,
      baseDelayMs: 50,
      maxDelayMs: 400,
    });
    expect(() => parseConfig({ BUS_RETRY_BASE_MS: '0' })).toThrow(
      'BUS_RETRY_BASE_MS="0": must be a whole number of ms from 1 to 3600000',
    );
    expect(() => parseConfig({ BUS_RETRY_MAX_MS: 'soon' })).toThrow(
      'BUS_RETRY_MAX_MS="soon": must be a whole number of ms from 1 to 3600000',
    );
  });
});
