import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'infra',
      'gateway',
      'workers',
      'frontend',
      {
        // Tests that stop a shared engine of `pnpm engines` (an outage): one at a time, after
        // every other project has finished with the engines.
        test: {
          name: 'outages',
          root: 'gateway',
          environment: 'node',
          include: ['test/**/*.outage.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
    reporters: ['default', './infra/src/testing/totals-reporter.ts'],
  },
});
