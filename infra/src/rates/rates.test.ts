import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { BundledRates, bundledTable } from './bundled-rates.js';
import { HttpRates } from './http-rates.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** An Open Exchange Rates stand-in: answers what `answers` says, in turn, and counts requests. */
async function ratesApi(answers: Array<{ status: number; body: unknown }>) {
  const seen: string[] = [];
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)] ?? { status: 500, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, seen };
}

const latest = (timestamp: number, rates: Record<string, number>) => ({
  status: 200,
  body: { disclaimer: 'test', license: 'test', timestamp, base: 'USD', rates },
});

describe('bundled rates', () => {
  it('is a dated table of ISO currencies per US dollar, without the crypto tokens of its source', async () => {
    const table = await new BundledRates().table();
    expect(table.date).toBe('2026-09-29');
    expect(table.perUsd.USD).toBe(1);
    expect(table.perUsd.INR).toBeGreaterThan(50);
    expect(table.perUsd.EUR).toBeGreaterThan(0.5);
    expect(table.perUsd.EUR).toBeLessThan(1.5);
    expect(table.perUsd.JPY).toBeGreaterThan(50);
    expect(table.perUsd.KWD).toBeLessThan(1);
    for (const token of ['BTC', 'ETH', '1INCH', 'AAVE']) expect(table.perUsd[token]).toBeUndefined();
  });
});

describe('HTTP rates (Open Exchange Rates protocol)', () => {
  it('asks with its key, keeps ISO currencies, and asks again only once the table is old', async () => {
    const api = await ratesApi([latest(1_790_000_000, { EUR: 0.9, INR: 88, BTC: 0.00001 })]);
    const rates = new HttpRates({
      baseUrl: api.url,
      apiKey: 'k1',
      fallback: bundledTable(),
      logger: silentLogger,
    });
    const [a, b] = await Promise.all([rates.table(), rates.table()]);
    expect(a).toEqual({ date: '2026-09-21', perUsd: { USD: 1, EUR: 0.9, INR: 88 } });
    expect(b).toEqual(a);
    await rates.table();
    expect(api.seen).toEqual(['/api/latest.json?app_id=k1']);

    const stale = new HttpRates({
      baseUrl: api.url,
      maxAgeMs: 0,
      fallback: bundledTable(),
      logger: silentLogger,
    });
    await stale.table();
    await stale.table();
    expect(api.seen).toHaveLength(3);
  });

  it('answers the bundled table until the API has answered, and its last good table when it fails', async () => {
    const api = await ratesApi([
      { status: 503, body: { error: true } },
      latest(1_790_000_000, { EUR: 0.9 }),
      { status: 200, body: { not: 'rates' } },
    ]);
    const rates = new HttpRates({
      baseUrl: api.url,
      maxAgeMs: 0,
      fallback: bundledTable(),
      logger: silentLogger,
    });
    expect((await rates.table()).date).toBe('2026-09-29');
    // A failure waits a minute before asking again; with no age limit it asks at once.
    const fresh = new HttpRates({
      baseUrl: api.url,
      maxAgeMs: 0,
      fallback: bundledTable(),
      logger: silentLogger,
    });
    expect((await fresh.table()).perUsd).toEqual({ USD: 1, EUR: 0.9 });
    expect((await fresh.table()).perUsd).toEqual({ USD: 1, EUR: 0.9 });
    expect(api.seen).toHaveLength(3);
  });
});
