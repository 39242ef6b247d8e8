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
        // Tests that stop a shared engine of `pnpm engines` (an outage): after every other project
        // has finished with the engines. Each stops and starts again an engine of its own
        // (`pnpm engines up <name>`), so they run side by side.
        test: {
          name: 'outages',
          root: 'gateway',
          environment: 'node',
          include: ['test/**/*.outage.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
    // Two files at a time even on 2 cores (vitest's default there is one): much of a file's time is
    // waiting on a child process, a browser or a timer. Measured: 1385 s → 995 s (docs/testing.md).
    maxWorkers: 2,
    reporters: ['default', './infra/src/testing/totals-reporter.ts'],
  },
});
