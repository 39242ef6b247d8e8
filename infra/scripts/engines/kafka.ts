/** Apache Kafka: one KRaft node (broker and controller in one JVM) on loopback. */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import type { Engine, EngineRun } from './engine.js';
import { SCRIPT_DIR } from './environment.js';
import { exists, kafkaLibs, mavenInstall, runTool } from './install.js';
import { HOST } from './ports.js';
import versions from './versions.json' with { type: 'json' };

const pin = versions.kafka;
const libs = kafkaLibs(pin);
const brokerJar = `${pin.artifact.split(':')[1]}-${pin.version}.jar`;

const JVM = [
  // A dev broker beside the product, its tests and another engineer's work: a small heap is plenty.
  '-Xms128m',
  '-Xmx512m',
  '-Djava.awt.headless=true',
  `-Dlog4j2.configurationFile=${join(SCRIPT_DIR, 'kafka-log4j2.properties')}`,
  '-cp',
  // Java expands the wildcard itself, which keeps the command line short enough to read in `ps`.
  `${libs}/*`,
];

function serverProperties(run: EngineRun): string {
  const { broker, controller } = run.ports;
  return `# Written by \`pnpm engines up\` at every start: change infra/scripts/engines/kafka.ts instead.
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=${HOST}:${controller}
controller.listener.names=CONTROLLER
listeners=PLAINTEXT://${HOST}:${broker},CONTROLLER://${HOST}:${controller}
advertised.listeners=PLAINTEXT://${HOST}:${broker}
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=${join(run.dir, 'data')}
# As docker-compose.yml: the product creates its own topics.
auto.create.topics.enable=false
num.partitions=3
# One node: the internal topics cannot have more replicas than there are brokers.
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
# The first consumer of a group would otherwise wait 3 s for others to join.
group.initial.rebalance.delay.ms=0
`;
}

/** A Kafka cluster id: 16 random bytes in URL-safe base64, as Kafka's Uuid writes them. */
function clusterId(): string {
  return randomBytes(16).toString('base64url');
}

export const kafka: Engine = {
  name: 'kafka',
  label: `Apache Kafka ${pin.version}`,
  portNames: ['broker', 'controller'],
  startDeadlineMs: 120_000,
  stopGraceMs: 30_000,

  async installed() {
    return (await exists(join(libs, brokerJar))) && (await exists(join(libs, `log4j-core-${pin.log4j}.jar`)));
  },

  install: () => mavenInstall('kafka', pin),

  async prepare(run) {
    const config = join(run.dir, 'server.properties');
    await mkdir(join(run.dir, 'data'), { recursive: true });
    await writeFile(config, serverProperties(run));
    // Formatted once; later starts keep the topics and offsets (`stop` then `up` is an outage, not a reset).
    if (!(await exists(join(run.dir, 'data', 'meta.properties')))) {
      // `--cluster-id=` rather than `-t id`: an id may begin with '-', which would read as an option.
      await runTool('java', [
        ...JVM,
        'kafka.tools.StorageTool',
        'format',
        '--standalone',
        `--cluster-id=${clusterId()}`,
        '--config',
        config,
      ]);
    }
    return { command: 'java', args: [...JVM, 'kafka.Kafka', config] };
  },

  async probe(run) {
    const client = new Kafka({
      clientId: 'engines-probe',
      brokers: [`${HOST}:${run.ports.broker}`],
      logLevel: logLevel.NOTHING,
      connectionTimeout: 1000,
      retry: { retries: 0 },
    });
    const admin = client.admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      await admin.listTopics();
    } finally {
      await admin.disconnect();
    }
  },

  async env(run) {
    return { KAFKA_BROKERS: `${HOST}:${run.ports.broker}` };
  },
};
