import type { Envelope } from '@app/contracts';
import { makeEvent, TOPICS } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import type { Doc } from '../store/port.js';
import { EmbeddedBus } from './embedded-bus.js';
import { FaultyStore } from './faulty-store.js';

const WAIT = { timeout: 10_000, interval: 5 };
const mail = (n: number) =>
  makeEvent(TOPICS.mailRequested, { to: `u${n}@x.io`, template: 'newsletter-welcome', data: {} });
const mails = (count: number) => Array.from({ length: count }, (_, i) => mail(i));
type Entry = Doc & { topic: string; seq: number; publishedAt: Date };

let bus: EmbeddedBus | undefined;
afterEach(async () => {
  await bus?.close();
  bus = undefined;
});

function start(store = new FaultyStore(new NedbStore(null))) {
  bus = new EmbeddedBus(store, silentLogger);
  return { store, bus };
}

async function consume(target: EmbeddedBus, group: string, topic: string) {
  const handled: string[] = [];
  const subscription = await target.subscribe({
    group,
    topics: [topic],
    handler: async (e: Envelope) => void handled.push(e.id),
  });
  return { handled, subscription };
}

const seqs = async (store: FaultyStore, topic: string) =>
  (await store.collection<Entry>('bus_log').find({ topic })).map((e) => e.seq).sort((a, b) => a - b);

describe('embedded bus history', () => {
  it('finds new messages by id, never by a range or a scan of the log', async () => {
    const { store, bus } = start();
    const { handled } = await consume(bus, 'g', 'reads');
    const events = mails(120);
    for (let i = 0; i < events.length; i += 30) await bus.publish('reads', events.slice(i, i + 30));
    await vi.waitFor(() => expect(handled).toHaveLength(120), WAIT);
    const logReads = store.reads.filter((r) => r.collection === 'bus_log');
    expect(logReads.length).toBeGreaterThan(0);
    for (const { filter } of logReads) expect(Object.keys(filter)).toEqual(['_id']);
  });

  it('prunes what every durable group handled before the cutoff, and keeps the rest', async () => {
    const { store, bus } = start();
    const events = mails(10);
    const fast = await consume(bus, 'fast', 'pruned');
    await bus.publish('pruned', events.slice(0, 6));
    await vi.waitFor(() => expect(fast.handled).toHaveLength(6), WAIT);
    // A slower group has handled only the first four.
    await store
      .collection('bus_offsets')
      .insertOne({ _id: 'slow:pruned', group: 'slow', topic: 'pruned', next: 5 });
    await bus.publish('pruned', events.slice(6));
    await vi.waitFor(() => expect(fast.handled).toHaveLength(10), WAIT);

    expect(await bus.prune(new Date(Date.now() + 60_000))).toBe(4);
    expect(await seqs(store, 'pruned')).toEqual([5, 6, 7, 8, 9, 10]);
    // Published after the cutoff: kept, though every group has handled them.
    await store.collection('bus_offsets').updateOne({ _id: 'slow:pruned' }, { $set: { next: 11 } });
    expect(await bus.prune(new Date(0))).toBe(0);
    expect(await seqs(store, 'pruned')).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('prunes a topic no group reads durably by age alone, and a new group starts at what is left', async () => {
    const { store, bus } = start();
    const events = mails(5);
    await bus.publish('wakeups', events.slice(0, 3));
    const cutoff = new Date(Date.now() + 1);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(cutoff.getTime()), WAIT);
    await bus.publish('wakeups', events.slice(3));
    expect(await bus.prune(cutoff)).toBe(3);
    expect(await seqs(store, 'wakeups')).toEqual([4, 5]);

    const late = await consume(bus, 'late', 'wakeups');
    await vi.waitFor(() => expect(late.handled).toEqual([events[3]?.id, events[4]?.id]), WAIT);
  });

  it('goes on past entries a crash wrote beyond the counter, and over a log pruned before it kept its low mark', async () => {
    const { store, bus } = start();
    const [a, b, c] = mails(3);
    if (!a || !b || !c) throw new Error('three events');
    await bus.publish('torn', [a]);
    // A crash after the entries, before the counter: seq 2 is in the log, the counter says 1.
    await store.collection<Entry>('bus_log').insertOne({
      _id: 'torn:2',
      topic: 'torn',
      seq: 2,
      value: JSON.stringify(b),
      publishedAt: new Date(),
    });
    await bus.publish('torn', [c]);
    expect(await seqs(store, 'torn')).toEqual([1, 2, 3]);
    // An older pruner removed seq 1 without keeping a low mark.
    await store.collection('bus_log').deleteOne({ _id: 'torn:1' });
    const group = await consume(bus, 'new', 'torn');
    await vi.waitFor(() => expect(group.handled).toEqual([b.id, c.id]), WAIT);
  });
});
