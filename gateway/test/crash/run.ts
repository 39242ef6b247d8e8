/**
 * `pnpm crash [--cycles N] [--seed N] [--keep]`: runs the crash harness and prints its figures as
 * one block; exits 1 when a restart failed, any write was lost, any change went without its
 * effect, any effect was doubled or any rule of money and calendars broken. Progress goes to
 * stderr, so stdout holds the summary alone.
 */
import { parseArgs } from 'node:util';
import { DEFAULTS, runCrashHarness } from './crash-harness.js';
import { failed, summary } from './summary.js';

function options() {
  // pnpm passes a `--` through to the script when the caller separated its arguments with one.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: {
      cycles: { type: 'string', default: String(DEFAULTS.cycles) },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      keep: { type: 'boolean', default: false },
    },
  });
  const cycles = Number(values.cycles);
  const seed = Number(values.seed);
  if (!Number.isInteger(cycles) || cycles < 1) throw new Error('--cycles must be a whole number from 1');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  return { ...DEFAULTS, cycles, seed, keepData: values.keep };
}

async function main(): Promise<void> {
  const chosen = options();
  const report = await runCrashHarness({
    ...chosen,
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(summary(report, chosen.seed));
  process.exitCode = failed(report) ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  if (error instanceof Error && error.cause instanceof Error) process.stderr.write(`${error.cause.stack}\n`);
  process.exitCode = 2;
});
