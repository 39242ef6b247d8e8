/**
 * One member of a consumer group in a process of its own, for kafka-rebalance.test.ts:
 *   node --import tsx kafka-member.fixture.ts <brokers> <topic> <group> <effects file> <session ms>
 * Each message's effect is a line with its event id appended to the effects file, written before
 * the handler returns (and so before the bus commits its offset). It says "ready" on stdout once
 * its subscription has joined the group, and runs until it is killed.
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { silentLogger } from '../logging/logger.js';
import { KafkaBus } from './kafka-bus.js';

const [brokers = '', topic = '', group = '', effects = '', session = ''] = process.argv.slice(2);
const bus = await KafkaBus.connect(
  {
    brokers: brokers.split(','),
    clientId: `member-${process.pid}`,
    partitions: 3,
    sessionTimeoutMs: Number(session),
  },
  silentLogger,
);
await bus.subscribe({
  group,
  topics: [topic],
  concurrency: 3,
  handler: async (event) => {
    // Long enough that a kill usually lands with messages in flight.
    await sleep(15);
    appendFileSync(effects, `${event.id}\n`);
  },
});
process.stdout.write('ready\n');
