import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The files of a worker share their modules: each no longer loads the product afresh (the
    // gateway's files spent 190 s importing it, out of 220; docs/testing.md).
    isolate: false,
    // After the app's tests and the outage suites (vitest.config.ts at the root).
    sequence: { groupOrder: 1 },
  },
});
