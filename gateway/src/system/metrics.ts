/**
 * Prometheus metrics: the process's memory and event-loop delay (prom-client's defaults, one set
 * per process) and the product's queues — events waiting in the outbox, messages a consumer
 * group has not handled yet — read from the store and the bus when scraped.
 */
import { type Bus, outboxBacklog, type Store } from '@app/infra';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

let processMetrics: Registry | undefined;

/** The default metrics watch the event loop from the first call on; one watcher per process is enough. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

export interface Metrics {
  contentType: string;
  /** The exposition text, with the queue gauges read now. */
  render(): Promise<string>;
}

export function createMetrics(deps: { store: Store; bus: Bus }): Metrics {
  const queues = new Registry();
  new Gauge({
    name: 'app_outbox_pending_events',
    help: 'Events recorded with a change and not yet published to the bus.',
    registers: [queues],
    async collect() {
      this.set((await outboxBacklog(deps.store)).events);
    },
  });
  new Gauge({
    name: 'app_outbox_oldest_pending_seconds',
    help: 'How long the oldest unpublished event has waited.',
    registers: [queues],
    async collect() {
      this.set((await outboxBacklog(deps.store)).oldestSeconds);
    },
  });
  new Gauge({
    name: 'app_bus_consumer_lag_messages',
    help: "Messages published and not yet handled by this process's durable consumer groups.",
    labelNames: ['topic', 'group'],
    registers: [queues],
    async collect() {
      this.reset();
      for (const { topic, group, messages } of await deps.bus.lag()) this.set({ topic, group }, messages);
    },
  });
  const all = Registry.merge([processRegistry(), queues]);
  return { contentType: all.contentType, render: () => all.metrics() };
}
