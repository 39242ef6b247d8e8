/**
 * Demo data for embedded mode, applied once per data directory: each seed is recorded by id
 * when it has run, so restarts never duplicate it. Later features add their seeds to DEMO_SEEDS.
 */
import type { Doc, Logger, Store } from '@app/infra';

export interface Seed {
  id: string;
  run(tx: Store): Promise<void>;
}

export const DEMO_SEEDS: readonly Seed[] = [];

type Applied = Doc & { appliedAt: Date };

/** Runs each seed not yet applied, with its "applied" mark in the same transaction; returns their ids. */
export async function applySeeds(store: Store, seeds: readonly Seed[], logger: Logger): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const done = await store.collection<Applied>('seeds').findOne({ _id: seed.id });
    if (done) continue;
    await store.transaction(async (tx) => {
      await seed.run(tx);
      await tx.collection<Applied>('seeds').insertOne({ _id: seed.id, appliedAt: new Date() });
    });
    applied.push(seed.id);
    logger.info({ seed: seed.id }, 'demo data seeded');
  }
  return applied;
}
