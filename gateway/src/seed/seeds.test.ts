import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobs, NedbStore, parseConfig, silentLogger } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { applySeeds, type Seed, type SeedContext } from './seeds.js';

function context(): SeedContext {
  const dataDir = mkdtempSync(join(tmpdir(), 'seeds-'));
  return {
    blobs: new FsBlobs(join(dataDir, 'blobs')),
    config: parseConfig({ DATA_DIR: dataDir }),
    logger: silentLogger,
  };
}

describe('demo data seeding', () => {
  it('applies each seed once, however often the process starts', async () => {
    const store = new NedbStore(null);
    const ctx = context();
    const seeds: Seed[] = [
      {
        id: 'demo-guides-v1',
        run: (tx) =>
          tx
            .collection('guides')
            .insertMany([{ _id: 'g1' }, { _id: 'g2' }])
            .then(() => {}),
      },
    ];
    expect(await applySeeds(store, seeds, ctx)).toEqual(['demo-guides-v1']);
    expect(await applySeeds(store, seeds, ctx)).toEqual([]);
    expect(await store.collection('guides').count({})).toBe(2);
  });

  it('leaves no half-applied seed when one fails, and applies it on the next start', async () => {
    const store = new NedbStore(null);
    const ctx = context();
    let fail = true;
    const seeds: Seed[] = [
      {
        id: 'flaky',
        run: async (tx) => {
          await tx.collection('places').insertOne({ _id: 'p1' });
          if (fail) throw new Error('disk full');
        },
      },
    ];
    await expect(applySeeds(store, seeds, ctx)).rejects.toThrow('disk full');
    expect(await store.collection('places').count({})).toBe(0);
    fail = false;
    expect(await applySeeds(store, seeds, ctx)).toEqual(['flaky']);
    expect(await store.collection('places').count({})).toBe(1);
  });

  it('applies a seed added later beside those applied before, and says so in the log', async () => {
    const store = new NedbStore(null);
    const lines: Array<{ seed: unknown; msg: string }> = [];
    const ctx = {
      ...context(),
      logger: { info: (fields: { seed: unknown }, msg: string) => lines.push({ seed: fields.seed, msg }) },
    } as unknown as SeedContext;
    const seed = (id: string): Seed => ({
      id,
      run: async (tx) => void (await tx.collection(id).insertOne({ _id: id })),
    });
    expect(await applySeeds(store, [seed('first')], ctx)).toEqual(['first']);
    expect(await applySeeds(store, [seed('first'), seed('second')], ctx)).toEqual(['second']);
    expect(lines).toEqual([
      { seed: 'first', msg: 'demo data seeded' },
      { seed: 'second', msg: 'demo data seeded' },
    ]);
  });
});
