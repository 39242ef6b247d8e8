import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { afterAll, describe, it } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { NedbStore } from '../store/nedb-store.js';
import { describeBusContract } from '../testing/bus-contract.js';
import { announceSkip, containerRuntime } from '../testing/container-runtime.js';
import { EmbeddedBus } from './embedded-bus.js';
import { KafkaBus } from './kafka-bus.js';

const fastRetry = { maxRetries: 2, baseDelayMs: 10 };

describeBusContract('embedded', async () => new EmbeddedBus(new NedbStore(null), silentLogger, fastRetry));

const runtime = await containerRuntime();
if (runtime.available) {
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
} else {
  announceSkip('bus contract: Kafka', runtime.reason);
  describe('bus contract: Kafka (testcontainers)', () => {
    it.skip(`skipped: no container runtime reachable (${runtime.reason})`, () => {});
  });
}
