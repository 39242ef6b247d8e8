/**
 * Embedded bus: a durable log per topic in the embedded store, with per-group offsets, so
 * messages published and not yet handled survive a crash and are delivered after restart.
 */
import { EventEmitter } from 'node:events';
import type { Envelope } from '@app/contracts';
import { Mutex } from 'async-mutex';
import type { Logger } from '../logging/logger.js';
import type { Doc, Store } from '../store/port.js';
import { ConsumerBoard, keepRunning, settlesWithin } from './consumers.js';
import { type DeadLetter, type DeliveryOutcome, type DeliveryRun, deliver, readEnvelope } from './deliver.js';
import {
  type Bus,
  type ConsumerHealth,
  type ConsumerOptions,
  DEFAULT_HANDLER_TIMEOUT_MS,
  DEFAULT_RESTART,
  DEFAULT_RETRY,
  type RestartPolicy,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
  type Wait,
} from './port.js';
import { realWait } from './retry.js';

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
const STOP_GRACE_MS = 10_000;

export class EmbeddedBus implements Bus {
  readonly kind = 'embedded' as const;
  private readonly appended = new EventEmitter();
  /** Sequence numbers are taken and written under one lock so a consumer never skips a gap. */
  private readonly publishing = new Mutex();
  private readonly subscriptions = new Set<Subscription>();
  /** One loop per durable group and topic in this process, or both would take the same messages. */
  private readonly active = new Set<string>();
  private readonly consumers = new ConsumerBoard();
  private readonly ready: Promise<void>;
  private readonly restart: RestartPolicy;
  private readonly stopGraceMs: number;
  private readonly wait: Wait;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    options: ConsumerOptions = {},
  ) {
    this.restart = options.restart ?? DEFAULT_RESTART;
    this.stopGraceMs = options.stopGraceMs ?? STOP_GRACE_MS;
    this.wait = options.wait ?? realWait;
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

  /** The next sequence number a durable group is to handle. */
  private async committed(offsetId: string): Promise<number> {
    return (await this.store.collection<Offset>(OFFSETS).findOne({ _id: offsetId }))?.next ?? 1;
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    await this.ready;
    const started = await Promise.allSettled(options.topics.map((topic) => this.startLoop(topic, options)));
    const loops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(loops.map((stop) => stop()));
      throw failed.reason;
    }
    const subscription: Subscription = {
      stop: async () => {
        await Promise.all(loops.map((stop) => stop()));
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Starts one topic's loop, kept running through failures; returns how to stop it. */
  private async startLoop(topic: string, options: SubscribeOptions): Promise<() => Promise<void>> {
    const durable = (options.mode ?? 'durable') === 'durable';
    const offsetId = `${options.group}:${topic}`;
    if (durable) {
      if (this.active.has(offsetId)) throw new Error(`group ${options.group} already consumes ${topic} here`);
      this.active.add(offsetId);
    }
    let next: number;
    try {
      next = durable ? await this.committed(offsetId) : (await this.currentSeq(topic)) + 1;
    } catch (error) {
      if (durable) this.active.delete(offsetId);
      throw error;
    }
    const logger = this.logger.child({ group: options.group, topic });
    const status = this.consumers.track(`${topic}/${options.group}`);
    const concurrency = Math.max(1, options.concurrency ?? 1);
    const stopping = new AbortController();
    const abandon = new AbortController();
    let wake: (() => void) | undefined;
    // An append while the loop is busy must not be lost: the loop looks again before it sleeps.
    let appendedMeanwhile = false;
    const onAppend = () => {
      appendedMeanwhile = true;
      wake?.();
    };
    this.appended.on(topic, onAppend);
    const idle = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stopping.signal.removeEventListener('abort', done);
          wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, IDLE_POLL_MS);
        wake = done;
        if (stopping.signal.aborted) done();
        else stopping.signal.addEventListener('abort', done, { once: true });
      });

    const delivery: DeliveryRun = {
      topic,
      handler: options.handler,
      policy: this.retry,
      timeoutMs: options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS,
      deadLetter: (letter) =>
        this.append(letter.topic, [
          {
            value: JSON.stringify(letter.event),
            deadLetter: { error: letter.error, attempts: letter.attempts },
          },
        ]),
      logger,
      wait: this.wait,
      stopping: stopping.signal,
      abandon: abandon.signal,
    };
    const handle = async (entry: LogEntry): Promise<DeliveryOutcome> => {
      let event: Envelope;
      try {
        event = readEnvelope(entry.value);
      } catch (error) {
        logger.error({ err: error, seq: entry.seq }, 'unreadable message dead-lettered');
        await this.append(`${topic}.dlq`, [
          { value: entry.value, deadLetter: { error: 'unreadable', attempts: 0 } },
        ]);
        return 'dead-lettered';
      }
      return deliver(event, delivery);
    };

    /** Reads and handles until stopped; any failure of the store ends it with an error. */
    const consume = async (restarts: number) => {
      // After a failure, resume from what the group committed, not from where this loop had got to.
      if (durable && restarts > 0) next = await this.committed(offsetId);
      while (!stopping.signal.aborted) {
        appendedMeanwhile = false;
        const batch = await this.store
          .collection<LogEntry>(LOG)
          .find({ topic, seq: { $gte: next } }, { sort: { seq: 1 }, limit: Math.min(BATCH, concurrency) });
        status.resumed();
        if (batch.length === 0) {
          status.succeeded();
          if (!appendedMeanwhile) await idle();
          continue;
        }
        // Every message of the batch ends before the loop goes on, or fails, or restarts.
        const results = await Promise.allSettled(batch.map(handle));
        // What is done up to the first message not done is committed; that one and the rest come again.
        const notDone = results.findIndex((r) => r.status === 'rejected' || r.value === 'abandoned');
        const lastDone = batch[(notDone === -1 ? batch.length : notDone) - 1];
        // Once stop() has given up on this loop, a new subscription of the group may own the offset.
        if (lastDone && !abandon.signal.aborted) {
          if (durable)
            await this.store
              .collection<Offset>(OFFSETS)
              .updateOne(
                { _id: offsetId },
                { $set: { group: options.group, topic, next: lastDone.seq + 1 } },
                { upsert: true },
              );
          next = lastDone.seq + 1;
        }
        const failure = results.find((r) => r.status === 'rejected');
        if (failure) throw failure.reason;
        if (notDone !== -1) return;
        status.succeeded();
      }
    };
    const running = keepRunning(
      { status, logger, policy: this.restart, wait: this.wait, stopping: stopping.signal },
      consume,
    );

    return async () => {
      stopping.abort();
      if (!(await settlesWithin(running, this.stopGraceMs))) {
        abandon.abort();
        logger.warn(
          { graceMs: this.stopGraceMs },
          'handlers in flight did not finish in time; stopped waiting, their messages come again',
        );
      }
      this.appended.off(topic, onAppend);
      if (durable) this.active.delete(offsetId);
      this.consumers.forget(status);
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

  health(): ConsumerHealth[] {
    return this.consumers.health();
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }
}
