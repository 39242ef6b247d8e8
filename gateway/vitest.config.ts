import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
