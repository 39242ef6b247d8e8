/**
 * Against the real broker of `pnpm engines`: the topics the bus creates have the partitions and
 * retention the README names, their dead-letter topics a longer one.
 */
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import { expect, it } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { describeWithEngine } from '../testing/engines.js';
import { DEAD_LETTER_RETENTION_MS, KafkaBus, TOPIC_PARTITIONS, TOPIC_RETENTION_MS } from './kafka-bus.js';

describeWithEngine('Kafka: the topics the bus creates (pnpm engines)', 'kafka', (brokers) => {
  it('have 3 partitions and a week of retention, their dead-letter topics a month', async () => {
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
});
