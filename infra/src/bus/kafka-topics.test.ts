/**
 * Against the real broker of `pnpm engines`: the topics the bus creates have the partitions and
 * retention the README names, their dead-letter topics a longer one; events sharing a key keep
 * their order across partitions; a KAFKA_TOPIC_PREFIX keeps a deployment's names apart.
 */
import { makeEvent, TOPICS } from '@app/contracts';
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import { expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { describeWithEngine } from '../testing/engines.js';
import { DEAD_LETTER_RETENTION_MS, KafkaBus, TOPIC_PARTITIONS, TOPIC_RETENTION_MS } from './kafka-bus.js';

describeWithEngine('Kafka: the topics the bus creates (pnpm engines)', 'kafka', (brokers) => {
  it('have 6 partitions and a week of retention, their dead-letter topics a month', async () => {
    const topic = `topics.${Date.now().toString(36)}`;
    const bus = await KafkaBus.connect({ brokers: brokers.split(','), clientId: 'topics' }, silentLogger);
    const admin = new Kafka({
      clientId: 'topics-check',
      brokers: brokers.split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const subscription = await bus.subscribe({
        group: `topics-${topic}`,
        topics: [topic],
        handler: async () => {},
      });
      await subscription.stop();
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic, `${topic}.dlq`] });
      expect(topics.map((t) => t.partitions.length)).toEqual([TOPIC_PARTITIONS, TOPIC_PARTITIONS]);
      const described = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [topic, `${topic}.dlq`].map((name) => ({
          type: ConfigResourceTypes.TOPIC,
          name,
          configNames: ['retention.ms'],
        })),
      });
      const retention = Object.fromEntries(
        described.resources.map((r) => [r.resourceName, r.configEntries[0]?.configValue]),
      );
      expect(TOPIC_RETENTION_MS).toBe(7 * 24 * 3600_000);
      expect(retention).toEqual({
        [topic]: String(TOPIC_RETENTION_MS),
        [`${topic}.dlq`]: String(DEAD_LETTER_RETENTION_MS),
      });
    } finally {
      await admin.disconnect();
      await bus.close();
    }
  });

  it('hands a group the events sharing a key in the order published, across the topic’s partitions', async () => {
    const topic = `keyed.${Date.now().toString(36)}`;
    const bus = await KafkaBus.connect({ brokers: brokers.split(','), clientId: 'keyed' }, silentLogger);
    try {
      const keys = ['track-a', 'track-b', 'track-c'];
      const sent = Array.from({ length: 30 }, (_, i) => ({
        ...makeEvent(TOPICS.mailRequested, { to: `k${i}@x.io`, template: 'newsletter-welcome', data: {} }),
        key: keys[i % keys.length] as string,
      }));
      // One at a time, as the audio worker announces a take's stages.
      for (const event of sent) await bus.publish(topic, [event]);
      const heard: { key: string | undefined; id: string }[] = [];
      await bus.subscribe({
        group: `keyed-${topic}`,
        topics: [topic],
        concurrency: TOPIC_PARTITIONS,
        handler: async (event) => void heard.push({ key: event.key, id: event.id }),
      });
      await vi.waitFor(() => expect(heard).toHaveLength(sent.length), { timeout: 20_000 });
      for (const key of keys)
        expect(heard.filter((e) => e.key === key).map((e) => e.id)).toEqual(
          sent.filter((e) => e.key === key).map((e) => e.id),
        );
    } finally {
      await bus.close();
    }
  });

  it('keeps the topics and groups of a KAFKA_TOPIC_PREFIX apart: on the broker under the prefix, to handlers without it', async () => {
    const suffix = Date.now().toString(36);
    const connect = (topicPrefix?: string) =>
      KafkaBus.connect(
        { brokers: brokers.split(','), clientId: 'prefixed', ...(topicPrefix ? { topicPrefix } : {}) },
        silentLogger,
      );
    const [mine, theirs] = [await connect(`run-${suffix}.`), await connect()];
    const admin = new Kafka({
      clientId: 'prefix-check',
      brokers: brokers.split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const topic = `shared.${suffix}`;
      const heard: { bus: string; topic: string; id: string }[] = [];
      for (const [name, bus] of [
        ['mine', mine],
        ['theirs', theirs],
      ] as const)
        await bus.subscribe({
          group: 'same-group',
          topics: [topic],
          handler: async (event, info) => void heard.push({ bus: name, topic: info.topic, id: event.id }),
        });
      const event = makeEvent(TOPICS.mailRequested, {
        to: 'p@x.io',
        template: 'newsletter-welcome',
        data: {},
      });
      await mine.publish(topic, [event]);
      await vi.waitFor(() => expect(heard).toEqual([{ bus: 'mine', topic, id: event.id }]), {
        timeout: 20_000,
      });
      const names = await admin.listTopics();
      expect(names).toContain(`run-${suffix}.${topic}`);
      expect(names).toContain(`run-${suffix}.${topic}.dlq`);
      const groups = (await admin.listGroups()).groups.map((g) => g.groupId);
      expect(groups).toContain(`run-${suffix}.same-group`);
      expect(await mine.lag()).toEqual([{ topic, group: 'same-group', messages: 0 }]);
    } finally {
      await admin.disconnect();
      await mine.close();
      await theirs.close();
    }
  });
});
