/**
 * The cost of history: the entry's start-up, `POST /api/get-review` and `/healthz` with 100k
 * reviews and 100k events handled over 30 days, against a store with nothing but one page of reviews.
 * Both run as the real entry in a child process, as `pnpm start` runs it (build excluded).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVIEW_PAGE, TOPICS } from '@app/contracts';
import { parseConfig, silentLogger } from '@app/infra';
import { compose } from '../src/compose.js';
import { ProductProcess } from '../test/product-process.js';

const HISTORY = 100_000;
const CHUNK = 10_000;
const DAYS = 30;

/**
 * A data directory as the product leaves it after `reviews` reviews and `events` handled events
 * spread over the last 30 days: written through its own store, then pruned as the running product
 * prunes (what RETENTION_HOURS keeps stays) and compacted as it closes.
 */
async function dataDir(reviews: number, events: number): Promise<{ dir: string; keptEvents: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  const product = await compose(parseConfig({ DATA_DIR: dir, SEED_DEMO_DATA: 'false' }), silentLogger, {
    frontendDist: null,
    roles: [],
  });
  const { store } = product.platform;
  const now = Date.now();
  const dated = (n: number, of: number) => new Date(now - DAYS * 86_400_000 * (1 - n / (of + 1)));
  for (let from = 1; from <= reviews; from += CHUNK) {
    const seqs = Array.from({ length: Math.min(CHUNK, reviews - from + 1) }, (_, i) => from + i);
    await store.collection('site_reviews').insertMany(
      seqs.map((seq) => ({
        _id: `review-${seq}`,
        userId: `user-${seq % 500}`,
        opinion: `A lovely trip, number ${seq}.`,
        review: 1 + (seq % 5),
        createdAt: dated(seq, reviews),
        seq,
      })),
    );
  }
  await store
    .collection('sequences')
    .updateOne({ _id: 'site_reviews' }, { $set: { seq: reviews } }, { upsert: true });
  const topic = TOPICS.mailRequested;
  for (let from = 1; from <= events; from += CHUNK) {
    const seqs = Array.from({ length: Math.min(CHUNK, events - from + 1) }, (_, i) => from + i);
    const handled = seqs.map((seq) => ({
      seq,
      at: dated(seq, events),
      event: {
        id: `event-${seq}`,
        type: topic,
        occurredAt: dated(seq, events).toISOString(),
        payload: { to: `u${seq}@x.io`, template: 'newsletter-welcome', data: {} },
      },
    }));
    await store
      .collection('outbox')
      .insertMany(
        handled.map(({ event, at }) => ({ _id: event.id, topic, event, createdAt: at, sentAt: at })),
      );
    await store.collection('bus_log').insertMany(
      handled.map(({ seq, event, at }) => ({
        _id: `${topic}:${seq}`,
        topic,
        seq,
        value: JSON.stringify(event),
        publishedAt: at,
      })),
    );
    await store
      .collection('processed_events')
      .insertMany(handled.map(({ event, at }) => ({ _id: `mail-worker:${event.id}`, at })));
  }
  if (events > 0) {
    await store.collection('bus_counters').insertOne({ _id: topic, seq: events, low: 1 });
    await store
      .collection('bus_offsets')
      .insertOne({ _id: `mail-worker:${topic}`, group: 'mail-worker', topic, next: events + 1 });
  }
  await product.platform.retention.runOnce();
  const keptEvents = await store.collection('processed_events').count({});
  await product.close();
  return { dir, keptEvents };
}

export interface RunningEntry {
  url: string;
  /** From spawning the process to its first 200 on /readyz. */
  startMs: number;
  stop(): Promise<unknown>;
}

/** Starts the product's entry on `dir` and waits until it answers ready. */
async function startEntry(dir: string): Promise<RunningEntry> {
  const entry = new ProductProcess(dir, join(dir, 'no-frontend'));
  const started = performance.now();
  await entry.start();
  return { url: entry.baseUrl, startMs: performance.now() - started, stop: () => entry.stop() };
}

export type Rate = (url: string, body?: string) => Promise<number>;

/** Start-up, get-review and /healthz with the history against an empty store. */
export async function historyLines(rate: Rate, rounds: number): Promise<string[]> {
  const full = await dataDir(HISTORY, HISTORY);
  // The baseline serves the same page: one page of reviews, and no other history.
  const bare = await dataDir(REVIEW_PAGE.default, 0);
  const withHistory = await startEntry(full.dir);
  const empty = await startEntry(bare.dir);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const compare = async (path: string, body?: string) => {
    const ours: number[] = [];
    const base: number[] = [];
    for (let round = 0; round < rounds; round++) {
      base.push(await rate(`${empty.url}${path}`, body));
      ours.push(await rate(`${withHistory.url}${path}`, body));
    }
    return [median(ours), median(base)] as const;
  };
  const [reviews, reviewsEmpty] = await compare('/api/get-review', '{}');
  const [health, healthEmpty] = await compare('/healthz');
  await Promise.all([withHistory.stop(), empty.stop()]);
  const history = `${HISTORY / 1000}k reviews and ${HISTORY / 1000}k events handled over ${DAYS} days (${full.keptEvents} within RETENTION_HOURS kept)`;
  return [
    `POST /api/get-review with ${history}: ${reviews.toFixed(0)} req/s vs one page of reviews ${reviewsEmpty.toFixed(0)} req/s → ratio ${(reviews / reviewsEmpty).toFixed(2)} (goal ≥ 0.67, within 1.5×)`,
    `GET /healthz with ${history}: ${health.toFixed(0)} req/s vs one page of reviews ${healthEmpty.toFixed(0)} req/s → ratio ${(health / healthEmpty).toFixed(2)} (goal ≥ 0.67, within 1.5×)`,
    `start-up of the entry with ${history}: ${(withHistory.startMs / 1000).toFixed(2)} s vs one page of reviews ${(empty.startMs / 1000).toFixed(2)} s (goal ≤ 5 s)`,
  ];
}
