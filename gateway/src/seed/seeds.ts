/**
 * Demo data for embedded mode, applied once per data directory: each seed is recorded by id
 * when it has run, so restarts never duplicate it. The domains own their seeds; the composition
 * root lists them (compose.ts), so that this folder depends on none of them.
 */
import type { Blobs, Config, Doc, Logger, Store } from '@app/infra';

/** What a seed may use beside the store: files go to blobs, secrets it makes to DATA_DIR. */
export interface SeedContext {
  blobs: Blobs;
  config: Config;
  logger: Logger;
}

export interface Seed {
  id: string;
  run(tx: Store, context: SeedContext): Promise<void>;
}

type Applied = Doc & { appliedAt: Date };

/** Runs each seed not yet applied, with its "applied" mark in the same transaction; returns their ids. */
export async function applySeeds(
  store: Store,
  seeds: readonly Seed[],
  context: SeedContext,
): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const done = await store.collection<Applied>('seeds').findOne({ _id: seed.id });
    if (done) continue;
    await store.transaction(async (tx) => {
      await seed.run(tx, context);
      await tx.collection<Applied>('seeds').insertOne({ _id: seed.id, appliedAt: new Date() });
    });
    applied.push(seed.id);
    context.logger.info({ seed: seed.id }, 'demo data seeded');
  }
  return applied;
}
