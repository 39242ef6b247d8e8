import { makeEvent, TOPICS } from '@app/contracts';
import { recordEvents } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';

let h: Harness;
const startProduct = useProduct();

/** The value of one sample line of the exposition text, e.g. `app_outbox_pending_events`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const res = await h.app.request('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

describe('/metrics', () => {
  it('exposes heap, RSS and event-loop delay in the Prometheus text format', async () => {
    h = await startProduct();
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('shows the events waiting in the outbox and the messages a consumer group has not handled', async () => {
    h = await startProduct({ workers: ['mail'] });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await h.platform.bus.subscribe({ group: 'metrics-test', topics: ['metrics.test'], handler: () => held });
    await h.platform.bus.publish(
      'metrics.test',
      [1, 2].map((i) =>
        makeEvent(TOPICS.mailRequested, { to: `m${i}@x.io`, template: 'newsletter-welcome', data: {} }),
      ),
    );
    await h.platform.store.transaction((tx) =>
      recordEvents(tx, [
        makeEvent(TOPICS.mailRequested, { to: 'w@x.io', template: 'newsletter-welcome', data: {} }),
      ]),
    );
    const text = await scrape();
    expect(sample(text, 'app_bus_consumer_lag_messages{topic="metrics.test",group="metrics-test"}')).toBe(2);
    // The relay may have published it already: how many wait is outboxBacklog's to get right.
    expect(sample(text, 'app_outbox_pending_events')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'app_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    release();
    await vi.waitFor(async () =>
      expect(
        sample(await scrape(), 'app_bus_consumer_lag_messages{topic="metrics.test",group="metrics-test"}'),
      ).toBe(0),
    );
  });
});
