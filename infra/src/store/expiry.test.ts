import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NedbStore } from './nedb-store.js';

let store: NedbStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const HOUR = 3_600_000;

describe('embedded store: documents past their TTL index', () => {
  it('are removed by the sweep though no read ever meets them, memory and datafile alike', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'expiry-'));
    store = new NedbStore(dir);
    await store.ensureIndex('counters', { fields: ['resetAt'], expireAfterSeconds: 0 });
    await store.ensureIndex('codes', { fields: ['expiresAt'], expireAfterSeconds: 3600 });
    const now = Date.now();
    // A client seen once: its counter is never read again, as after a flood of made-up addresses.
    await store
      .collection('counters')
      .insertMany(
        Array.from({ length: 50 }, (_, i) => ({ _id: `ip-${i}`, count: 1, resetAt: new Date(now - HOUR) })),
      );
    await store.collection('counters').insertOne({ _id: 'live', count: 1, resetAt: new Date(now + HOUR) });
    await store.collection('codes').insertMany([
      { _id: 'gone', expiresAt: new Date(now - 2 * HOUR) },
      { _id: 'grace', expiresAt: new Date(now - HOUR / 2) },
    ]);

    expect(await store.sweepExpired(new Date(now))).toBe(51);
    expect(await store.sweepExpired(new Date(now))).toBe(0);
    expect(store.raw('counters').held()).toBe(1);
    expect(store.raw('codes').held()).toBe(1);
    await store.close();
    store = new NedbStore(dir);
    expect((await store.collection('counters').find({})).map((d) => d._id)).toEqual(['live']);
    expect(readFileSync(join(dir, 'codes.db'), 'utf8')).not.toContain('"gone"');
  });
});
