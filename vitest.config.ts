import { defineConfig } from 'vitest/config';
import { OutagesFirst } from './infra/src/testing/outages-first.ts';

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'infra',
      'gateway',
      'workers',
      'frontend',
      {
        // Tests that stop a shared engine of `pnpm engines` (an outage): in the first group, beside
        // the app's tests, which never use the engines (their product runs embedded); the packages
        // whose tests use the engines come after (group 1). Each stops and starts again an engine
        // of its own (`pnpm engines up <name>`), so they run side by side. Mostly waiting on an
        // engine, they used to be the run's last minute on their own.
        test: {
          name: 'outages',
          root: 'gateway',
          environment: 'node',
          include: ['test/**/*.outage.test.ts'],
          sequence: { groupOrder: 0 },
          // Three files at a time in this first group (vitest wants one count per group: the app's
          // project says the same): the two outage suites mostly wait on an engine, and beside them
          // the browser files keep both cores busy. Measured: the group's 260 s → 229 s.
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
    // Two files at a time even on 2 cores (vitest's default there is one): much of a file's time is
    // waiting on a child process, a browser or a timer. Measured: 1385 s → 995 s (docs/testing.md).
    maxWorkers: 2,
    sequence: { sequencer: OutagesFirst },
    reporters: ['default', './infra/src/testing/totals-reporter.ts'],
  },
});
