import { type Envelope, makeEvent, TOPICS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { EmbeddedBus } from '../bus/embedded-bus.js';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import type { Doc, Filter, FindOptions, Store } from '../store/port.js';
import { OutboxRelay, outboxBacklog, recordEvents } from './outbox.js';

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

  it('tells how many events wait to be published and how long the oldest has waited', async () => {
    const { store, bus } = await setup();
    expect(await outboxBacklog(store)).toEqual({ events: 0, oldestSeconds: 0 });
    await store.transaction((tx) => recordEvents(tx, [mail('a@example.com'), mail('b@example.com')]));
    const later = new Date(Date.now() + 90_000);
    const backlog = await outboxBacklog(store, later);
    expect(backlog.events).toBe(2);
    expect(backlog.oldestSeconds).toBeGreaterThanOrEqual(89);
    await new OutboxRelay(store, bus, silentLogger).flush();
    expect(await outboxBacklog(store, later)).toEqual({ events: 0, oldestSeconds: 0 });
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

  it('at start, sends at once what a killed process had claimed, in embedded mode', async () => {
    const { store, bus, received } = await setup();
    const event = mail('killed@example.com');
    await store.transaction((tx) => recordEvents(tx, [event]));
    // Claimed for 30 s by a relay that was killed before it sent.
    await store
      .collection('outbox_pending')
      .updateOne({ _id: event.id }, { $set: { claimedUntil: new Date(Date.now() + 30_000) } });
    const relay = new OutboxRelay(store, bus, silentLogger);
    expect(await relay.flush()).toBe(0);
    await relay.start();
    try {
      await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([event.id]), { timeout: 5000 });
    } finally {
      await relay.stop();
    }
  });

  it('publishes a backlog a batch at a time, each topic in the order its events were recorded', async () => {
    const { store, bus } = await setup();
    const note = (i: number) =>
      makeEvent(TOPICS.notificationCreated, {
        notificationId: `n${i}`,
        recipient: 'n@example.com',
        message: 'hi',
      });
    const recorded = Array.from({ length: 250 }, (_, i) =>
      i % 5 === 0 ? note(i) : mail(`b${i}@example.com`),
    );
    for (const event of recorded) await store.transaction((tx) => recordEvents(tx, [event]));
    const published: Array<{ topic: string; ids: string[] }> = [];
    const watched = Object.create(bus) as typeof bus;
    watched.publish = async (topic, events) => {
      published.push({ topic, ids: events.map((e) => e.id) });
      await bus.publish(topic, events);
    };
    expect(await new OutboxRelay(store, watched, silentLogger).flush()).toBe(250);
    // Three batches of at most 100, each published with one call per topic.
    expect(published).toHaveLength(6);
    for (const topic of [TOPICS.mailRequested, TOPICS.notificationCreated])
      expect(published.filter((p) => p.topic === topic).flatMap((p) => p.ids)).toEqual(
        recorded.filter((e) => e.type === topic).map((e) => e.id),
      );
    expect(await outboxBacklog(store)).toEqual({ events: 0, oldestSeconds: 0 });
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

describe('the relay as history grows', () => {
  it('finds its work in the pending view and never reads the sent history', async () => {
    const { store, bus, received } = await setup();
    const relay = new OutboxRelay(store, bus, silentLogger);
    const history = Array.from({ length: 300 }, (_, i) => mail(`old${i}@example.com`));
    await store.transaction((tx) => recordEvents(tx, history));
    expect(await relay.flush()).toBe(300);

    const reads: string[] = [];
    /** The store as the relay sees it, noting what each find returns. */
    const passThrough = <T extends object>(target: T, override: Partial<T>): T =>
      new Proxy(target, {
        get: (object, key) => {
          if (key in override) return override[key as keyof T];
          const value = Reflect.get(object, key);
          return typeof value === 'function' ? value.bind(object) : value;
        },
      });
    const watched = passThrough<Store>(store, {
      collection: <T extends Doc>(name: string) => {
        const real = store.collection<T>(name);
        return passThrough(real, {
          find: async (filter: Filter, options?: FindOptions) => {
            const found = await real.find(filter, options);
            reads.push(`${name}:${found.length}`);
            return found;
          },
        });
      },
    });
    const fresh = mail('new@example.com');
    await store.transaction((tx) => recordEvents(tx, [fresh]));
    expect(await new OutboxRelay(watched, bus, silentLogger).flush()).toBe(1);
    // The outbox is read by id for the one event pending, never searched.
    expect(reads.filter((r) => r.startsWith('outbox:'))).toEqual(['outbox:1']);
    expect(reads.every((r) => Number(r.split(':')[1]) <= 1)).toBe(true);
    await vi.waitFor(() => expect(received.map((e) => e.id)).toContain(fresh.id));
  });

  it('sends what an outbox written before the pending view had left unsent, once', async () => {
    const { store, bus, received } = await setup();
    const old = mail('before@example.com');
    // As an earlier version recorded it: in the outbox only.
    await store.collection('outbox').insertOne({
      _id: old.id,
      topic: old.type,
      event: old,
      createdAt: new Date(),
      claimedUntil: new Date(0),
    });
    const relay = new OutboxRelay(store, bus, silentLogger, { idlePollMs: 3600_000 });
    await relay.start();
    await vi.waitFor(() => expect(received.map((e) => e.id)).toEqual([old.id]));
    await relay.stop();
    const again = new OutboxRelay(store, bus, silentLogger);
    await again.start();
    expect(await again.flush()).toBe(0);
    await again.stop();
  });
});
