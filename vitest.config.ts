import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contracts', 'infra', 'gateway', 'workers', 'frontend'],
    reporters: ['default', './infra/src/testing/totals-reporter.ts'],
  },
});
