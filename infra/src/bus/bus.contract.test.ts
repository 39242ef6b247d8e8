import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { afterAll } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { describeBusContract } from '../testing/bus-contract.js';
import { describeWithContainers } from '../testing/container-runtime.js';
import { describeWithEngine } from '../testing/engines.js';
import { EmbeddedBus } from './embedded-bus.js';
import { KafkaBus } from './kafka-bus.js';

const fastRetry = { maxRetries: 2, baseDelayMs: 10 };

describeBusContract('embedded', async () => new EmbeddedBus(new NedbStore(null), silentLogger, fastRetry));

describeWithEngine('bus contract: Apache Kafka (pnpm engines)', 'kafka', (brokers) => {
  describeBusContract('Apache Kafka (pnpm engines)', () =>
    KafkaBus.connect(
      { brokers: brokers.split(','), clientId: 'contract', retry: fastRetry, partitions: 1 },
      silentLogger,
    ),
  );
});

await describeWithContainers('bus contract: Kafka (testcontainers)', process.env.REQUIRE_CONTAINERS, () => {
  let container: StartedKafkaContainer | undefined;
  afterAll(async () => {
    await container?.stop();
  });
  describeBusContract('Kafka (testcontainers)', async () => {
    container = await new KafkaContainer('confluentinc/cp-kafka:7.6.1')
      .withKraft()
      .withExposedPorts(9093)
      .start();
    const brokers = [`${container.getHost()}:${container.getMappedPort(9093)}`];
    return KafkaBus.connect({ brokers, clientId: 'contract', retry: fastRetry, partitions: 1 }, silentLogger);
  });
});
