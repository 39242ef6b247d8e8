/** Distributed bus: Kafka through kafkajs, one consumer group per worker role, manual commits. */
import type { Envelope } from '@app/contracts';
import {
  type Admin,
  type Consumer,
  type EachMessagePayload,
  Kafka,
  type KafkaMessage,
  logLevel,
  Partitioners,
  type Producer,
} from 'kafkajs';
import type { Logger } from '../logging/logger.js';
import { ConsumerBoard, type ConsumerStatus, keepRunning, settlesWithin, whenAborted } from './consumers.js';
import { type DeliveryRun, deliver, readEnvelope } from './deliver.js';
import { type StartOffset, watchFirstJoin } from './kafka-join.js';
import { whileTopicIsNew } from './kafka-new-topic.js';
import {
  type Bus,
  type ConsumerHealth,
  type ConsumerLag,
  type ConsumerOptions,
  DEFAULT_HANDLER_TIMEOUT_MS,
  DEFAULT_RESTART,
  DEFAULT_RETRY,
  type DeadLetterNote,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './port.js';
import { realWait } from './retry.js';

export interface KafkaBusOptions extends ConsumerOptions {
  brokers: readonly string[];
  clientId: string;
  retry?: RetryPolicy;
  /** Partitions of topics this bus creates; more partitions let more workers share a topic. */
  partitions?: number;
  /** How long subscribe() waits for its consumer group to be assigned partitions (ms). */
  joinTimeoutMs?: number;
  /**
   * Put before every topic and consumer group name on the broker, so that several deployments (or
   * test runs) share one cluster without seeing each other; handlers see the names unprefixed.
   */
  topicPrefix?: string;
  /**
   * How long the broker keeps a consumer that stopped sending heartbeats in its group (ms; kafkajs's
   * 30 s when not given). A member that died, or the members the broker still remembers when it
   * comes back from a restart, hold up the group's next rebalance this long.
   */
  sessionTimeoutMs?: number;
}

/**
 * Partitions of the topics this bus creates: up to this many workers of a role share a topic, and
 * one, two, three or six of them share it evenly (with three partitions two workers split it 2:1).
 */
export const TOPIC_PARTITIONS = 6;
/** A week: far longer than any consumer is down, without keeping events for ever. */
export const TOPIC_RETENTION_MS = 7 * 24 * 3600_000;
/** Dead letters wait for the operator (`pnpm admin dlq`), who may be away: a month. */
export const DEAD_LETTER_RETENTION_MS = 30 * 24 * 3600_000;
const DEAD_LETTER_SUFFIX = '.dlq';

/** How long subscribe() waits for its consumer group to be assigned partitions. */
const JOIN_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
/** kafkajs's heartbeat interval: a long delivery keeps the group session alive at this pace. */
const HEARTBEAT_MS = 3000;
/** A started kafkajs consumer, and the error it stopped with when kafkajs will not restart it. */
interface LiveConsumer {
  consumer: Consumer;
  died: Promise<Error>;
  /** Set when `died` has resolved: kafkajs has stopped the consumer for good. */
  dead: boolean;
}

/** What one subscription's consumers share across restarts. */
interface ConsumerRun {
  groupId: string;
  /** The topics' names on the broker. */
  topics: readonly string[];
  options: SubscribeOptions;
  status: ConsumerStatus;
  logger: Logger;
  stopping: AbortSignal;
  abandon: AbortSignal;
  /**
   * Deliveries under way. kafkajs drops a commit made once its consumer has begun to stop, so a
   * stop waits for these to commit before it disconnects, or the group would get them again.
   */
  inFlight: Set<Promise<void>>;
}

export class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly known = new Set<string>();
  private readonly subscriptions = new Set<Subscription>();
  /** The durable groups this process consumes with, and their topics: what `lag()` reports on. */
  private readonly durable = new Map<string, Set<string>>();
  private readonly consumers = new ConsumerBoard();
  private readonly retry: RetryPolicy;
  private readonly prefix: string;

  private constructor(
    private readonly options: KafkaBusOptions,
    private readonly logger: Logger,
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.prefix = options.topicPrefix ?? '';
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ level, log }) => {
          const { message, ...extra } = log;
          if (level <= logLevel.ERROR) logger.error(extra, message);
          else logger.warn(extra, message);
        },
    });
    // Idempotent producer: a retried send never writes the same message twice.
    this.producer = this.kafka.producer({
      // kafkajs 2's own partitioner, named so that it does not warn at every start that it changed.
      createPartitioner: Partitioners.DefaultPartitioner,
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
    });
    this.admin = this.kafka.admin();
  }

  static async connect(options: KafkaBusOptions, logger: Logger): Promise<KafkaBus> {
    const bus = new KafkaBus(options, logger);
    await Promise.all([bus.producer.connect(), bus.admin.connect()]);
    return bus;
  }

  /** A topic's (or group's) name on the broker. */
  private named(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** The product's name of a topic the broker names. */
  private local(topic: string): string {
    return topic.startsWith(this.prefix) ? topic.slice(this.prefix.length) : topic;
  }

  /** Creates the topics named (the product's names) that the broker does not have yet. */
  private async ensureTopics(names: readonly string[]): Promise<void> {
    const topics = names.map((name) => this.named(name));
    const missing = topics.filter((t) => !this.known.has(t));
    if (missing.length === 0) return;
    // Created only when absent: kafkajs logs an error for each topic that exists already.
    const existing = new Set(await this.admin.listTopics());
    const absent = missing.filter((topic) => !existing.has(topic));
    // kafkajs's own wait for leaders asks for metadata the broker may not have yet, and throws
    // "does not host this topic-partition" instead of asking again: this bus waits itself.
    if (absent.length > 0)
      await this.admin.createTopics({
        waitForLeaders: false,
        topics: absent.map((topic) => ({
          topic,
          numPartitions: this.options.partitions ?? TOPIC_PARTITIONS,
          configEntries: [
            {
              name: 'retention.ms',
              value: String(
                topic.endsWith(DEAD_LETTER_SUFFIX) ? DEAD_LETTER_RETENTION_MS : TOPIC_RETENTION_MS,
              ),
            },
          ],
        })),
      });
    await this.leadersOf(missing);
    for (const t of missing) this.known.add(t);
  }

  /** Resolves once every partition of `topics` has a leader; a topic just created may take a moment. */
  private async leadersOf(topics: readonly string[]): Promise<void> {
    await whileTopicIsNew(
      async () => {
        const { topics: found } = await this.admin.fetchTopicMetadata({ topics: [...topics] });
        const led = found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
        return led && found.length === topics.length ? true : undefined;
      },
      () => new Error(`topics without leaders: ${topics.join(', ')}`),
    );
  }

  async publish(topic: string, events: readonly Envelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.ensureTopics([topic]);
    await this.producer.send({
      topic: this.named(topic),
      acks: -1,
      messages: events.map((event) => ({ key: event.key ?? event.id, value: JSON.stringify(event) })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const broadcast = options.mode === 'broadcast';
    await this.ensureTopics([...options.topics, ...options.topics.map((t) => `${t}.dlq`)]);
    const group = this.named(options.group);
    const groupId = broadcast ? `${group}-${crypto.randomUUID()}` : group;
    const topics = options.topics.map((topic) => this.named(topic));
    // A durable group starts at its committed offsets, or at the earliest when new (fromBeginning),
    // so nothing published before or after this call is missed. A broadcast group is new and
    // would start at "latest", which kafkajs resolves only at its first fetch, after run() has
    // resolved: a message published in between would be skipped. Its start is pinned to the ends
    // of its topics as they are now, before subscribe() returns.
    const start = broadcast ? await this.endOffsets(topics) : [];
    if (!broadcast) {
      const consumed = this.durable.get(groupId) ?? new Set<string>();
      for (const topic of topics) consumed.add(topic);
      this.durable.set(groupId, consumed);
    }
    const stopping = new AbortController();
    const abandon = new AbortController();
    const status = this.consumers.track(`${options.topics.join(',')}/${options.group}`);
    const run: ConsumerRun = {
      groupId,
      topics,
      options,
      status,
      logger: this.logger.child({ group: groupId }),
      stopping: stopping.signal,
      abandon: abandon.signal,
      inFlight: new Set(),
    };
    let first: LiveConsumer;
    try {
      first = await this.startConsumer(run, start);
    } catch (error) {
      this.consumers.forget(status);
      throw error;
    }
    // kafkajs restarts a consumer after some errors by itself; after any other crash it leaves
    // it stopped, and this starts a new one (from the group's committed offsets) after a back-off.
    const running = keepRunning(
      {
        status,
        logger: run.logger,
        policy: this.options.restart ?? DEFAULT_RESTART,
        wait: this.options.wait ?? realWait,
        stopping: stopping.signal,
      },
      async (restarts) => {
        const live = restarts === 0 ? first : await this.startConsumer(run, []);
        try {
          const died = await Promise.race([live.died, whenAborted(stopping.signal)]);
          if (died && !stopping.signal.aborted) throw died;
        } finally {
          // On a stop, no new message is started, and those in flight finish and commit while the
          // consumer still runs. After a crash kafkajs has stopped it already: nothing to wait for.
          if (stopping.signal.aborted && !live.dead) {
            live.consumer.pause(topics.map((topic) => ({ topic })));
            await Promise.allSettled([...run.inFlight]);
          }
          await live.consumer.disconnect();
        }
      },
    );
    const grace = this.options.stopGraceMs ?? STOP_GRACE_MS;
    const subscription: Subscription = {
      stop: async () => {
        stopping.abort();
        if (!(await settlesWithin(running, grace))) {
          abandon.abort();
          run.logger.warn(
            { graceMs: grace },
            'handlers in flight did not finish in time; stopped waiting, their messages come again',
          );
          if (!(await settlesWithin(running, grace)))
            run.logger.warn('the consumer did not disconnect in time; left to finish on its own');
        }
        this.consumers.forget(status);
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Connects a consumer of the group and waits until it is assigned partitions. */
  private async startConsumer(run: ConsumerRun, start: readonly StartOffset[]): Promise<LiveConsumer> {
    const { groupId, topics, options, status, logger } = run;
    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      ...(this.options.sessionTimeoutMs === undefined
        ? {}
        : { sessionTimeout: this.options.sessionTimeoutMs }),
    });
    let died: (error: Error) => void = () => {};
    const live: LiveConsumer = { consumer, died: new Promise((resolve) => (died = resolve)), dead: false };
    consumer.on(consumer.events.GROUP_JOIN, () => status.succeeded());
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) {
        live.dead = true;
        return died(payload.error);
      }
      const failures = status.failed();
      logger.error(
        { err: payload.error, consumer: status.consumer, failures },
        'bus consumer crashed; kafkajs restarts it',
      );
    });
    const joining = watchFirstJoin(consumer, groupId, start, this.options.joinTimeoutMs ?? JOIN_TIMEOUT_MS);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [...topics], fromBeginning: options.mode !== 'broadcast' });
      await this.run(consumer, run);
      // Partitions are assigned: what is published from now on reaches this subscription.
      await joining.joined;
    } catch (error) {
      joining.cancel();
      await consumer
        .disconnect()
        .catch((err: unknown) =>
          this.logger.warn({ err, group: groupId }, 'disconnect after a failed subscribe failed'),
        );
      throw error;
    }
    return live;
  }

  /** Runs the consumer: each message handled (or dead-lettered), then its offset committed. */
  private async run(consumer: Consumer, run: ConsumerRun): Promise<void> {
    const { options, logger } = run;
    const delivery = (topic: string): DeliveryRun => ({
      topic,
      handler: options.handler,
      policy: this.retry,
      timeoutMs: options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS,
      deadLetter: (letter) =>
        this.producer
          .send({
            topic: this.named(letter.topic),
            messages: [
              {
                key: letter.event.id,
                value: JSON.stringify(letter.event),
                headers: {
                  error: letter.error,
                  attempts: String(letter.attempts),
                  'source-topic': topic,
                },
              },
            ],
          })
          .then(() => undefined),
      logger,
      wait: this.options.wait ?? realWait,
      stopping: run.stopping,
      abandon: run.abandon,
    });
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: Math.max(1, options.concurrency ?? 1),
      eachMessage: async (payload) => {
        // Begun after stop(): left uncommitted, for the group to deliver again.
        if (run.stopping.aborted) return;
        const delivering = this.handleMessage(consumer, run, delivery, payload);
        run.inFlight.add(delivering);
        try {
          await delivering;
        } finally {
          run.inFlight.delete(delivering);
        }
      },
    });
  }

  /** Handles one message (or dead-letters it), then commits its offset. */
  private async handleMessage(
    consumer: Consumer,
    run: ConsumerRun,
    delivery: (topic: string) => DeliveryRun,
    { topic, partition, message, heartbeat }: EachMessagePayload,
  ): Promise<void> {
    const { logger } = run;
    // Retries wait for minutes and handlers may run for minutes: the group must not think
    // this member dead meanwhile (kafkajs sends one only when the interval has passed).
    const beating = setInterval(() => {
      heartbeat().catch((err: unknown) =>
        logger.warn({ err, topic, partition }, 'heartbeat during a long delivery failed'),
      );
    }, HEARTBEAT_MS);
    try {
      const value = message.value?.toString('utf8') ?? '';
      let event: Envelope | undefined;
      try {
        event = readEnvelope(value);
      } catch (error) {
        logger.error({ err: error, topic, offset: message.offset }, 'unreadable message dead-lettered');
        await this.producer.send({
          topic: `${topic}.dlq`,
          messages: [{ value, headers: { error: 'unreadable', 'source-topic': topic } }],
        });
      }
      // Stopped before it was done: not committed, so the group gets it again.
      const delivered = event && (await deliver(event, delivery(this.local(topic)), deadLetterNote(message)));
      if (delivered === 'abandoned') return;
      // Committed only once the message was handled or dead-lettered.
      await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    } finally {
      clearInterval(beating);
    }
  }

  /** Each partition's next offset now: where a subscription that starts now begins. */
  private async endOffsets(topics: readonly string[]): Promise<StartOffset[]> {
    const perTopic = await Promise.all(
      topics.map(async (topic) =>
        (await this.topicOffsets(topic)).map(({ partition, high }) => ({ topic, partition, offset: high })),
      ),
    );
    return perTopic.flat();
  }

  /**
   * A topic's offsets. A topic created a moment ago may not be known yet to the broker that leads a
   * partition ("does not host this topic-partition"): asked again shortly, for up to NEW_TOPIC_PATIENCE_MS.
   */
  private async topicOffsets(topic: string): Promise<Array<{ partition: number; high: string }>> {
    return whileTopicIsNew(
      () => this.admin.fetchTopicOffsets(topic),
      () => new Error(`no offsets for ${topic}`),
    );
  }

  /** The broker enforces its topics' own retention (`retention.ms`); nothing to do here. */
  async prune(): Promise<number> {
    return 0;
  }

  async ping(): Promise<void> {
    await this.admin.listTopics();
  }

  health(): ConsumerHealth[] {
    return this.consumers.health();
  }

  async lag(): Promise<ConsumerLag[]> {
    const lags: ConsumerLag[] = [];
    for (const [group, topics] of this.durable) {
      const committed = await this.admin.fetchOffsets({ groupId: group, topics: [...topics] });
      for (const { topic, partitions } of committed) {
        const ends = await this.admin.fetchTopicOffsets(topic);
        let messages = 0;
        for (const { partition, high, low } of ends) {
          const at = partitions.find((p) => p.partition === partition)?.offset ?? '-1';
          // -1: the group has committed nothing on this partition yet, so all that is kept is ahead of it.
          messages += Number(BigInt(high) - BigInt(at === '-1' ? low : at));
        }
        lags.push({ topic: this.local(topic), group: this.local(group), messages: Math.max(0, messages) });
      }
    }
    return lags;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
  }
}

/** What a message of a dead-letter topic says about why it is there (its headers), if anything. */
function deadLetterNote(message: KafkaMessage): DeadLetterNote | undefined {
  const error = message.headers?.error?.toString();
  if (error === undefined) return undefined;
  const attempts = Number(message.headers?.attempts?.toString() ?? '0');
  return {
    error,
    attempts: Number.isFinite(attempts) ? attempts : 0,
    at: new Date(Number(message.timestamp)),
  };
}
