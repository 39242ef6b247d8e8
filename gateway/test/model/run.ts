/**
 * `pnpm test:model [--runs N] [--seed S]`: the generated state-machine suites with more sequences
 * than the test run (and CI) gives them, or another seed: the marketplace model
 * (test/model/marketplace.model.test.ts, 40 in CI) and the coupon reservations
 * (src/plans/coupon-reservations.test.ts, 25 in CI), N sequences each. A failure prints the shrunk
 * sequence and the steps it took.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('Usage: pnpm test:model [--runs N] [--seed S] (N a whole number from 1)\n');
  process.exit(2);
}
const result = spawnSync(
  'vitest',
  ['run', 'test/model/marketplace.model.test.ts', 'src/plans/coupon-reservations.test.ts'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      MODEL_RUNS: String(runs),
      COUPON_RUNS: String(runs),
      ...(values.seed ? { MODEL_SEED: values.seed, COUPON_SEED: values.seed } : {}),
    },
    shell: false,
  },
);
process.exit(result.status ?? 1);
