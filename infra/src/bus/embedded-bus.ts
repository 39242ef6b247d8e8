/**
 * Embedded bus: a durable log per topic in the embedded store, with per-group offsets, so
 * messages published and not yet handled survive a crash and are delivered after restart.
 */
import { EventEmitter } from 'node:events';
import type { Envelope } from '@app/contracts';
import { Mutex } from 'async-mutex';
import type { Logger } from '../logging/logger.js';
import type { Doc, Store } from '../store/port.js';
import { type DeadLetter, deliver, readEnvelope } from './deliver.js';
import {
  type Bus,
  DEFAULT_RETRY,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './port.js';

type LogEntry = Doc & {
  topic: string;
  seq: number;
  value: string;
  publishedAt: Date;
  deadLetter?: Omit<DeadLetter, 'event' | 'topic'>;
};
type Offset = Doc & { group: string; topic: string; next: number };
type Counter = Doc & { seq: number };

const LOG = 'bus_log';
const OFFSETS = 'bus_offsets';
const COUNTERS = 'bus_counters';
const IDLE_POLL_MS = 1000;
const BATCH = 50;

export class EmbeddedBus implements Bus {
  readonly kind = 'embedded' as const;
  private readonly appended = new EventEmitter();
  /** Sequence numbers are taken and written under one lock so a consumer never skips a gap. */
  private readonly publishing = new Mutex();
  private readonly subscriptions = new Set<Subscription>();
  /** One loop per durable group and topic in this process, or both would take the same messages. */
  private readonly active = new Set<string>();
  private readonly ready: Promise<void>;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {
    this.appended.setMaxListeners(0);
    this.ready = Promise.all([
      store.ensureIndex(LOG, { fields: ['topic', 'seq'], unique: true }),
      store.ensureIndex(OFFSETS, { fields: ['group', 'topic'], unique: true }),
    ]).then(() => undefined);
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) => logger.error({ err }, 'bus log pruning failed'));
    }, 5 * 60_000);
    this.pruneTimer.unref();
  }

  async publish(topic: string, events: readonly Envelope[]): Promise<void> {
    await this.append(
      topic,
      events.map((event) => ({ value: JSON.stringify(event) })),
    );
  }

  private async append(
    topic: string,
    entries: ReadonlyArray<Pick<LogEntry, 'value' | 'deadLetter'>>,
  ): Promise<void> {
    if (entries.length === 0) return;
    await this.ready;
    await this.publishing.runExclusive(async () => {
      const counter = await this.store
        .collection<Counter>(COUNTERS)
        .findOneAndUpdate({ _id: topic }, { $inc: { seq: entries.length } }, { upsert: true });
      const last = counter?.seq ?? entries.length;
      const first = last - entries.length + 1;
      await this.store.collection<LogEntry>(LOG).insertMany(
        entries.map((entry, i) => ({
          _id: `${topic}:${first + i}`,
          topic,
          seq: first + i,
          value: entry.value,
          publishedAt: new Date(),
          ...(entry.deadLetter ? { deadLetter: entry.deadLetter } : {}),
        })),
      );
    });
    this.appended.emit(topic);
  }

  private async currentSeq(topic: string): Promise<number> {
    return (await this.store.collection<Counter>(COUNTERS).findOne({ _id: topic }))?.seq ?? 0;
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    await this.ready;
    const loops = await Promise.all(options.topics.map((topic) => this.startLoop(topic, options)));
    const subscription: Subscription = {
      stop: async () => {
        await Promise.all(loops.map((stop) => stop()));
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  private async startLoop(topic: string, options: SubscribeOptions): Promise<() => Promise<void>> {
    const durable = (options.mode ?? 'durable') === 'durable';
    const offsets = this.store.collection<Offset>(OFFSETS);
    const offsetId = `${options.group}:${topic}`;
    if (durable) {
      if (this.active.has(offsetId)) throw new Error(`group ${options.group} already consumes ${topic} here`);
      this.active.add(offsetId);
    }
    let next = durable
      ? ((await offsets.findOne({ _id: offsetId }))?.next ?? 1)
      : (await this.currentSeq(topic)) + 1;
    const logger = this.logger.child({ group: options.group, topic });
    const concurrency = Math.max(1, options.concurrency ?? 1);
    let stopping = false;
    let wake: (() => void) | undefined;
    // An append while the loop is busy must not be lost: the loop looks again before it sleeps.
    let appendedMeanwhile = false;
    const onAppend = () => {
      appendedMeanwhile = true;
      wake?.();
    };
    this.appended.on(topic, onAppend);

    const deadLetter = (letter: DeadLetter) =>
      this.append(letter.topic, [
        {
          value: JSON.stringify(letter.event),
          deadLetter: { error: letter.error, attempts: letter.attempts },
        },
      ]);

    const loop = (async () => {
      while (!stopping) {
        appendedMeanwhile = false;
        const batch = await this.store
          .collection<LogEntry>(LOG)
          .find({ topic, seq: { $gte: next } }, { sort: { seq: 1 }, limit: Math.min(BATCH, concurrency) });
        if (batch.length === 0) {
          if (appendedMeanwhile) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, IDLE_POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          continue;
        }
        await Promise.all(
          batch.map(async (entry) => {
            let event: Envelope;
            try {
              event = readEnvelope(entry.value);
            } catch (error) {
              logger.error({ err: error, seq: entry.seq }, 'unreadable message dead-lettered');
              await this.append(`${topic}.dlq`, [
                { value: entry.value, deadLetter: { error: 'unreadable', attempts: 0 } },
              ]);
              return;
            }
            await deliver(topic, event, options.handler, this.retry, deadLetter, logger);
          }),
        );
        const last = batch[batch.length - 1];
        if (last) next = last.seq + 1;
        if (durable)
          await offsets.updateOne(
            { _id: offsetId },
            { $set: { group: options.group, topic, next } },
            { upsert: true },
          );
      }
    })().catch((err: unknown) => logger.error({ err }, 'bus consumer loop stopped by an error'));

    return async () => {
      stopping = true;
      wake?.();
      await loop;
      this.appended.off(topic, onAppend);
      this.active.delete(offsetId);
    };
  }

  /** Drops log entries every durable group of their topic has moved past. */
  async prune(): Promise<void> {
    const counters = await this.store.collection<Counter>(COUNTERS).find({});
    for (const { _id: topic } of counters) {
      const groups = await this.store.collection<Offset>(OFFSETS).find({ topic });
      if (groups.length === 0) continue;
      const low = Math.min(...groups.map((g) => g.next));
      await this.store.collection<LogEntry>(LOG).deleteMany({ topic, seq: { $lt: low } });
    }
  }

  async ping(): Promise<void> {
    await this.store.ping();
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }
}
