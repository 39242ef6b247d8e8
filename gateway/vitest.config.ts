import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Outages of the shared engines run in their own project, after the rest (../vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.outage.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
