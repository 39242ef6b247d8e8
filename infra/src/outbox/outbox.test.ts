import { type Envelope, makeEvent, TOPICS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { EmbeddedBus } from '../bus/embedded-bus.js';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { OutboxRelay, recordEvents } from './outbox.js';

const mail = (to: string) =>
  makeEvent(TOPICS.mailRequested, { to, template: 'newsletter-welcome', data: {} });

async function setup() {
  const store = new NedbStore(null);
  const bus = new EmbeddedBus(store, silentLogger, { maxRetries: 0, baseDelayMs: 1 });
  const received: Envelope[] = [];
  await bus.subscribe({
    group: 'test',
    topics: [TOPICS.mailRequested],
    handler: async (e) => void received.push(e),
  });
  return { store, bus, received };
}

describe('transactional outbox', () => {
  it('publishes events recorded with a committed change, once', async () => {
    const { store, bus, received } = await setup();
    const event = mail('a@example.com');
    await store.transaction(async (tx) => {
      await tx.collection('accounts').insertOne({ _id: 'a' });
      await recordEvents(tx, [event]);
    });
    const relay = new OutboxRelay(store, bus, silentLogger);
    expect(await relay.flush()).toBe(1);
    expect(await relay.flush()).toBe(0);
    await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([event.id]));
  });

  it('publishes nothing from a transaction that failed', async () => {
    const { store, bus } = await setup();
    await expect(
      store.transaction(async (tx) => {
        await recordEvents(tx, [mail('b@example.com')]);
        throw new Error('validation failed after recording');
      }),
    ).rejects.toThrow();
    expect(await new OutboxRelay(store, bus, silentLogger).flush()).toBe(0);
  });

  it('sends what a relay left unsent when its process died, and two relays never both send one event', async () => {
    const { store, bus, received } = await setup();
    const events = Array.from({ length: 10 }, (_, i) => mail(`c${i}@example.com`));
    await store.transaction((tx) => recordEvents(tx, events));
    const [one, two] = [new OutboxRelay(store, bus, silentLogger), new OutboxRelay(store, bus, silentLogger)];
    const [a, b] = await Promise.all([one.flush(), two.flush()]);
    expect(a + b).toBe(10);
    await vi.waitFor(() => expect(received).toHaveLength(10));
    expect(new Set(received.map((e) => e.id)).size).toBe(10);
  });

  it('runs in the background and, when nudged, publishes without waiting for its next poll', async () => {
    const { store, bus, received } = await setup();
    // Unnudged, this relay would not look again for an hour: only the nudge can publish in time.
    const relay = new OutboxRelay(store, bus, silentLogger, { idlePollMs: 3_600_000 });
    await relay.start();
    try {
      const event = mail('d@example.com');
      await store.transaction((tx) => recordEvents(tx, [event]));
      relay.nudge();
      await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([event.id]), { timeout: 10_000 });
    } finally {
      await relay.stop();
    }
  });
});
