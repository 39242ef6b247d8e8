/** Distributed bus: Kafka through kafkajs, one consumer group per worker role, manual commits. */
import type { Envelope } from '@app/contracts';
import { type Admin, type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';
import type { Logger } from '../logging/logger.js';
import { deliver, readEnvelope } from './deliver.js';
import { type StartOffset, watchFirstJoin } from './kafka-join.js';
import {
  type Bus,
  DEFAULT_RETRY,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './port.js';

export interface KafkaBusOptions {
  brokers: readonly string[];
  clientId: string;
  retry?: RetryPolicy;
  /** Partitions of topics this bus creates; more partitions let more workers share a topic. */
  partitions?: number;
  /** How long subscribe() waits for its consumer group to be assigned partitions (ms). */
  joinTimeoutMs?: number;
}

/** How long subscribe() waits for its consumer group to be assigned partitions. */
const JOIN_TIMEOUT_MS = 60_000;

export class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly known = new Set<string>();
  private readonly consumers = new Set<Consumer>();
  private readonly retry: RetryPolicy;

  private constructor(
    private readonly options: KafkaBusOptions,
    private readonly logger: Logger,
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY;
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

  private async ensureTopics(topics: readonly string[]): Promise<void> {
    const missing = topics.filter((t) => !this.known.has(t));
    if (missing.length === 0) return;
    await this.admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })),
    });
    for (const t of missing) this.known.add(t);
  }

  async publish(topic: string, events: readonly Envelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.ensureTopics([topic]);
    await this.producer.send({
      topic,
      acks: -1,
      messages: events.map((event) => ({ key: event.id, value: JSON.stringify(event) })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const broadcast = options.mode === 'broadcast';
    await this.ensureTopics([...options.topics, ...options.topics.map((t) => `${t}.dlq`)]);
    const groupId = broadcast ? `${options.group}-${crypto.randomUUID()}` : options.group;
    // A durable group starts at its committed offsets, or at the earliest when new (fromBeginning),
    // so nothing published before or after this call is missed. A broadcast group is new and
    // would start at "latest", which kafkajs resolves only at its first fetch, after run() has
    // resolved: a message published in between would be skipped. Its start is pinned to the ends
    // of its topics as they are now, before subscribe() returns.
    const start = broadcast ? await this.endOffsets(options.topics) : [];
    const consumer = this.kafka.consumer({ groupId, allowAutoTopicCreation: false });
    const joining = watchFirstJoin(consumer, groupId, start, this.options.joinTimeoutMs ?? JOIN_TIMEOUT_MS);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [...options.topics], fromBeginning: !broadcast });
      await this.run(consumer, groupId, options);
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
    this.consumers.add(consumer);
    return {
      stop: async () => {
        // disconnect waits for the messages in flight to finish.
        await consumer.disconnect();
        this.consumers.delete(consumer);
      },
    };
  }

  /** Runs the consumer: each message handled (or dead-lettered), then its offset committed. */
  private async run(consumer: Consumer, groupId: string, options: SubscribeOptions): Promise<void> {
    const logger = this.logger.child({ group: groupId });
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: Math.max(1, options.concurrency ?? 1),
      eachMessage: async ({ topic, partition, message }) => {
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
        if (event) {
          await deliver(
            topic,
            event,
            options.handler,
            this.retry,
            (letter) =>
              this.producer
                .send({
                  topic: letter.topic,
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
          );
        }
        // Committed only once the message was handled or dead-lettered.
        await consumer.commitOffsets([
          { topic, partition, offset: (BigInt(message.offset) + 1n).toString() },
        ]);
      },
    });
  }

  /** Each partition's next offset now: where a subscription that starts now begins. */
  private async endOffsets(topics: readonly string[]): Promise<StartOffset[]> {
    const perTopic = await Promise.all(
      topics.map(async (topic) =>
        (await this.admin.fetchTopicOffsets(topic)).map(({ partition, high }) => ({
          topic,
          partition,
          offset: high,
        })),
      ),
    );
    return perTopic.flat();
  }

  async ping(): Promise<void> {
    await this.admin.listTopics();
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.disconnect()));
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
