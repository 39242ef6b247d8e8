/**
 * Embedded bus: a durable log per topic in the embedded store, with per-group offsets, so
 * messages published and not yet handled survive a crash and are delivered after restart.
 *
 * nedb answers a range or a sort by reading the whole collection, so nothing here asks for one:
 * a log entry's id is `<topic>:<seq>`, sequence numbers have no gaps, and consumers and the
 * pruner fetch the ids they want next. The cost of a read stays flat however long the log grows.
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
  type ConsumerLag,
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
/** A topic's last sequence number, and the first one the pruner kept (absent in older data). */
type Counter = Doc & { seq: number; low?: number };

const LOG = 'bus_log';
const OFFSETS = 'bus_offsets';
const COUNTERS = 'bus_counters';
const IDLE_POLL_MS = 1000;
const BATCH = 50;
const STOP_GRACE_MS = 10_000;
const PRUNE_BATCH = 500;

const entryId = (topic: string, seq: number) => `${topic}:${seq}`;
const seqRange = (topic: string, from: number, count: number) =>
  Array.from({ length: Math.max(0, count) }, (_, i) => entryId(topic, from + i));

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
    // The log needs no index beyond its ids (`<topic>:<seq>`, unique): it is read by id only.
    this.ready = store.ensureIndex(OFFSETS, { fields: ['group', 'topic'], unique: true });
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
      // Entries first, then the counter: a crash between the two leaves entries past the counter,
      // which lastSeq() finds, never a counter past missing entries (a gap would stop consumers).
      const first = (await this.lastSeq(topic)) + 1;
      const last = first + entries.length - 1;
      await this.store.collection<LogEntry>(LOG).insertMany(
        entries.map((entry, i) => ({
          _id: entryId(topic, first + i),
          topic,
          seq: first + i,
          value: entry.value,
          publishedAt: new Date(),
          ...(entry.deadLetter ? { deadLetter: entry.deadLetter } : {}),
        })),
      );
      await this.store
        .collection<Counter>(COUNTERS)
        .updateOne({ _id: topic }, { $max: { seq: last } }, { upsert: true });
    });
    this.appended.emit(topic);
  }

  private counter(topic: string): Promise<Counter | null> {
    return this.store.collection<Counter>(COUNTERS).findOne({ _id: topic });
  }

  /** The topic's last sequence number, counting entries a crash left past the counter. */
  private async lastSeq(topic: string): Promise<number> {
    let seq = (await this.counter(topic))?.seq ?? 0;
    const log = this.store.collection<LogEntry>(LOG);
    while (await log.findOne({ _id: entryId(topic, seq + 1) })) seq++;
    return seq;
  }

  /**
   * The first sequence number still in the log. Data written before the counter kept it is
   * searched once (a scan), and the answer kept.
   */
  private async lowSeq(topic: string, counter: Counter): Promise<number> {
    if (counter.low !== undefined) return counter.low;
    const [first] = await this.store
      .collection<LogEntry>(LOG)
      .find({ topic }, { sort: { seq: 1 }, limit: 1 });
    const low = first?.seq ?? counter.seq + 1;
    await this.store.collection<Counter>(COUNTERS).updateOne({ _id: topic }, { $max: { low } });
    return low;
  }

  /**
   * The entries from `next` on, at most `limit`, in order. When `next` itself is gone (pruned
   * before this group read it, as when a group starts on an old log), it moves on to what is left.
   */
  private async readFrom(topic: string, next: number, limit: number): Promise<LogEntry[]> {
    const log = this.store.collection<LogEntry>(LOG);
    const found = await log.find({ _id: { $in: seqRange(topic, next, limit) } });
    const bySeq = new Map(found.map((entry) => [entry.seq, entry]));
    const batch: LogEntry[] = [];
    for (let seq = next; bySeq.has(seq); seq++) batch.push(bySeq.get(seq) as LogEntry);
    if (batch.length > 0) return batch;
    const counter = await this.counter(topic);
    if (!counter || counter.seq < next) return [];
    const low = await this.lowSeq(topic, counter);
    return low > next ? this.readFrom(topic, low, limit) : [];
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
      next = durable ? await this.committed(offsetId) : (await this.lastSeq(topic)) + 1;
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
      const note = entry.deadLetter && { ...entry.deadLetter, at: entry.publishedAt };
      return deliver(event, delivery, note);
    };

    /** Reads and handles until stopped; any failure of the store ends it with an error. */
    const consume = async (restarts: number) => {
      // After a failure, resume from what the group committed, not from where this loop had got to.
      if (durable && restarts > 0) next = await this.committed(offsetId);
      while (!stopping.signal.aborted) {
        appendedMeanwhile = false;
        const batch = await this.readFrom(topic, next, Math.min(BATCH, concurrency));
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

  /**
   * Drops the entries published before `cutoff` that every durable group of their topic has
   * handled (a topic no group reads durably: every entry before `cutoff`), oldest first. It reads
   * only what it drops, by id.
   */
  async prune(cutoff: Date): Promise<number> {
    let dropped = 0;
    const log = this.store.collection<LogEntry>(LOG);
    for (const counter of await this.store.collection<Counter>(COUNTERS).find({})) {
      const topic = counter._id;
      const groups = await this.store.collection<Offset>(OFFSETS).find({ topic });
      const handledBelow = Math.min(counter.seq + 1, ...groups.map((g) => g.next));
      let low = await this.lowSeq(topic, counter);
      while (low < handledBelow) {
        const ids = seqRange(topic, low, Math.min(PRUNE_BATCH, handledBelow - low));
        const entries = (await log.find({ _id: { $in: ids } })).sort((a, b) => a.seq - b.seq);
        // Entries are published in sequence order, so the first one too young ends the round.
        const young = entries.find((entry) => entry.publishedAt >= cutoff);
        const keepFrom = young ? young.seq : low + ids.length;
        const drop = ids.slice(0, keepFrom - low);
        if (drop.length > 0) dropped += await log.deleteMany({ _id: { $in: drop } });
        await this.store.collection<Counter>(COUNTERS).updateOne({ _id: topic }, { $max: { low: keepFrom } });
        low = keepFrom;
        if (young) break;
      }
    }
    return dropped;
  }

  async ping(): Promise<void> {
    await this.store.ping();
  }

  health(): ConsumerHealth[] {
    return this.consumers.health();
  }

  async lag(): Promise<ConsumerLag[]> {
    return Promise.all(
      [...this.active].map(async (offsetId) => {
        const split = offsetId.lastIndexOf(':');
        const [group, topic] = [offsetId.slice(0, split), offsetId.slice(split + 1)];
        const behind = (await this.lastSeq(topic)) - (await this.committed(offsetId)) + 1;
        return { topic, group, messages: Math.max(0, behind) };
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }
}
