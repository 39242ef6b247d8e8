/** The contract every bus adapter passes; run against each adapter by its own test file. */
import { type Envelope, makeEvent, TOPICS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bus, PoisonMessageError, type Subscription } from '../bus/port.js';

const WAIT = { timeout: 20_000, interval: 20 };

/** A unique topic name per test, so tests never see each other's messages. */
let n = 0;
const topicName = () => `contract.t${Date.now().toString(36)}${n++}`;
const group = () => `g${Date.now().toString(36)}${n++}`;
const event = (to: string) => ({
  ...makeEvent(TOPICS.mailRequested, { to, template: 'newsletter-welcome', data: {} }),
});

export function describeBusContract(name: string, open: () => Promise<Bus>): void {
  describe(`bus contract: ${name}`, () => {
    let bus: Bus;
    const subs: Subscription[] = [];
    beforeAll(async () => {
      bus = await open();
    });
    afterAll(async () => {
      await Promise.all(subs.map((s) => s.stop()));
      await bus.close();
    });
    const subscribe = async (...args: Parameters<Bus['subscribe']>) => {
      const sub = await bus.subscribe(...args);
      subs.push(sub);
      return sub;
    };
    /** The ids of what reaches `topic`'s dead-letter topic, as they arrive. */
    const deadLettersOf = async (topic: string) => {
      const dead: string[] = [];
      await subscribe({
        group: group(),
        topics: [`${topic}.dlq`],
        handler: async (e) => void dead.push(e.id),
      });
      return dead;
    };

    it('answers ping', async () => {
      await expect(bus.ping()).resolves.toBeUndefined();
    });

    it('delivers messages published before a durable group first subscribes, in order', async () => {
      const topic = topicName();
      const events = ['a@x.io', 'b@x.io', 'c@x.io'].map(event);
      await bus.publish(topic, events);
      const seen: string[] = [];
      await subscribe({ group: group(), topics: [topic], handler: async (e) => void seen.push(e.id) });
      await vi.waitFor(() => expect(seen).toEqual(events.map((e) => e.id)), WAIT);
    });

    it('hands a group the events sharing a key in the order published, even when it handles several at once', async () => {
      const topic = topicName();
      const key = `track-${n}`;
      const keyed = Array.from({ length: 24 }, (_, i) => ({
        ...makeEvent(TOPICS.mailRequested, { to: `k${i}@x.io`, template: 'newsletter-welcome', data: {} }),
        key,
      }));
      // One at a time, as a worker publishes its progress.
      for (const e of keyed) await bus.publish(topic, [e]);
      const seen: string[] = [];
      await subscribe({
        group: group(),
        topics: [topic],
        concurrency: 3,
        handler: async (e) => void seen.push(e.id),
      });
      await vi.waitFor(() => expect(seen).toHaveLength(keyed.length), WAIT);
      expect(seen).toEqual(keyed.map((e) => e.id));
    });

    it('gives every group each message published as soon as their subscribe() resolves', async () => {
      const topic = topicName();
      const a: string[] = [];
      const b: string[] = [];
      await subscribe({ group: group(), topics: [topic], handler: async (e) => void a.push(e.id) });
      await subscribe({ group: group(), topics: [topic], handler: async (e) => void b.push(e.id) });
      const e1 = event('one@x.io');
      await bus.publish(topic, [e1]);
      await vi.waitFor(() => expect([a, b]).toEqual([[e1.id], [e1.id]]), WAIT);
    });

    it('broadcast subscriptions each get what is published as soon as subscribe() resolves, not before', async () => {
      const topic = topicName();
      const before = event('before@x.io');
      await bus.publish(topic, [before]);
      const a: string[] = [];
      const b: string[] = [];
      await subscribe({
        group: 'gateway',
        topics: [topic],
        mode: 'broadcast',
        handler: async (e) => void a.push(e.id),
      });
      await subscribe({
        group: 'gateway',
        topics: [topic],
        mode: 'broadcast',
        handler: async (e) => void b.push(e.id),
      });
      const after = event('after@x.io');
      await bus.publish(topic, [after]);
      await vi.waitFor(() => expect([a, b]).toEqual([[after.id], [after.id]]), WAIT);
    });

    it('retries a failing handler and then succeeds', async () => {
      const topic = topicName();
      const attempts: number[] = [];
      await subscribe({
        group: group(),
        topics: [topic],
        handler: async (_e, info) => {
          attempts.push(info.attempt);
          if (info.attempt < 3) throw new Error('transient');
        },
      });
      await bus.publish(topic, [event('r@x.io')]);
      await vi.waitFor(() => expect(attempts).toEqual([1, 2, 3]), WAIT);
    });

    it('dead-letters a message after bounded retries and goes on with the next', async () => {
      const topic = topicName();
      const bad = event('bad@x.io');
      const good = event('good@x.io');
      const handled: string[] = [];
      const dead: Envelope[] = [];
      await subscribe({ group: group(), topics: [`${topic}.dlq`], handler: async (e) => void dead.push(e) });
      await subscribe({
        group: group(),
        topics: [topic],
        handler: async (e) => {
          if (e.id === bad.id) throw new Error('always fails');
          handled.push(e.id);
        },
      });
      await bus.publish(topic, [bad, good]);
      await vi.waitFor(() => expect(handled).toEqual([good.id]), WAIT);
      await vi.waitFor(() => expect(dead.map((e) => e.id)).toEqual([bad.id]), WAIT);
    });

    it('dead-letters a poison message at once', async () => {
      const topic = topicName();
      let attempts = 0;
      const dead = await deadLettersOf(topic);
      await subscribe({
        group: group(),
        topics: [topic],
        handler: async () => {
          attempts++;
          throw new PoisonMessageError('bad payload');
        },
      });
      const poison = event('p@x.io');
      await bus.publish(topic, [poison]);
      await vi.waitFor(() => expect(dead).toEqual([poison.id]), WAIT);
      expect(attempts).toBe(1);
    });

    it('reports each consumer running while subscribed, and forgets it once stopped', async () => {
      const topic = topicName();
      const g = group();
      const sub = await bus.subscribe({ group: g, topics: [topic], handler: async () => {} });
      expect(bus.health()).toContainEqual({ consumer: `${topic}/${g}`, state: 'running' });
      await sub.stop();
      expect(bus.health().map((c) => c.consumer)).not.toContain(`${topic}/${g}`);
    });

    it('fails an attempt that outlives its time-out, signals it, retries it, then dead-letters it', async () => {
      const topic = topicName();
      const stuck = event('stuck@x.io');
      const attempts: number[] = [];
      const signals: AbortSignal[] = [];
      const dead = await deadLettersOf(topic);
      await subscribe({
        group: group(),
        topics: [topic],
        handlerTimeoutMs: 100,
        handler: async (_e, info) => {
          attempts.push(info.attempt);
          signals.push(info.signal);
          await new Promise(() => {});
        },
      });
      await bus.publish(topic, [stuck]);
      await vi.waitFor(() => expect(dead).toEqual([stuck.id]), WAIT);
      expect(attempts).toEqual([1, 2, 3]);
      expect(signals.map((s) => s.aborted)).toEqual([true, true, true]);
    });

    it('lets the message in flight finish on stop, and a new subscription of the group resumes after it', async () => {
      const topic = topicName();
      const g = group();
      const first = event('1@x.io');
      const second = event('2@x.io');
      const done: string[] = [];
      let release: () => void = () => {};
      let started = false;
      const sub = await bus.subscribe({
        group: g,
        topics: [topic],
        handler: async (e) => {
          started = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          done.push(e.id);
        },
      });
      await bus.publish(topic, [first]);
      await vi.waitFor(() => expect(started).toBe(true), WAIT);
      const stopping = sub.stop();
      release();
      await stopping;
      expect(done).toEqual([first.id]);
      await bus.publish(topic, [second]);
      const after: string[] = [];
      await subscribe({ group: g, topics: [topic], handler: async (e) => void after.push(e.id) });
      await vi.waitFor(() => expect(after).toEqual([second.id]), WAIT);
    });

    it('reports how many messages a durable group has not handled yet, down to 0 once it has', async () => {
      const topic = topicName();
      const g = group();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await subscribe({ group: g, topics: [topic], handler: () => held });
      await bus.publish(topic, ['a@x.io', 'b@x.io', 'c@x.io'].map(event));
      const lagOf = async () => (await bus.lag()).find((l) => l.topic === topic && l.group === g)?.messages;
      await vi.waitFor(async () => expect(await lagOf()).toBe(3), WAIT);
      release();
      await vi.waitFor(async () => expect(await lagOf()).toBe(0), WAIT);
    });
  });
}
