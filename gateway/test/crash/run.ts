/**
 * `pnpm crash [--cycles N] [--seed N] [--keep]`: runs the crash harness and prints its figures as
 * one block; exits 1 when any write was lost, any change went without its effect, any effect was
 * doubled or any rule of money and calendars broken. Progress goes to stderr, so stdout holds the
 * summary alone.
 */
import { parseArgs } from 'node:util';
import { isDrained } from './backlog.js';
import { type CrashReport, DEFAULTS, runCrashHarness } from './crash-harness.js';

const SHOWN = 20;

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

function summary(report: CrashReport, seed: number): string {
  const kinds = report.acknowledgedByKind;
  const lines = [
    `crash harness: ${report.cycles} cycles in ${report.seconds.toFixed(1)} s ` +
      `(${report.secondsPerCycle.toFixed(1)} s per kill cycle, ${report.secondsToReady.toFixed(1)} s of it ` +
      `starting until ready), seed ${seed}`,
    `  cycles                ${report.cycles}`,
    `  acknowledged writes   ${report.acknowledged} (sign-up codes ${kinds['otp-request']}, accounts ${kinds.account}, ` +
      `subscriptions ${kinds.subscription}, reviews ${kinds.review}, tracks ${kinds.track}, ` +
      `bookings ${kinds.booking}, orders ${kinds.order}, confirmed payments ${kinds.payment}, ` +
      `guide answers ${kinds.decision}, cancellations ${kinds.cancellation})`,
    `  lost                  ${report.lost}`,
    `  without effect        ${report.withoutEffect}`,
    `  doubled               ${report.doubled}`,
    `  money rules broken    ${report.brokenRules}`,
    `  time                  ${report.seconds.toFixed(1)} s`,
  ];
  for (const finding of report.findings.slice(0, SHOWN)) lines.push(`  ${finding.kind}: ${finding.what}`);
  if (report.findings.length > SHOWN) lines.push(`  ... and ${report.findings.length - SHOWN} more`);
  if (!isDrained(report.backlog)) lines.push(`  still queued at the end: ${JSON.stringify(report.backlog)}`);
  if (report.finalExitCode !== 0) lines.push(`  the final graceful stop exited with ${report.finalExitCode}`);
  if (report.surprises.length > 0)
    lines.push(
      `  unexpected answers (${report.surprises.length}):`,
      ...report.surprises.slice(0, SHOWN).map((s) => `    ${s}`),
    );
  if (report.dataDir) lines.push(`  data kept in ${report.dataDir}`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const chosen = options();
  const report = await runCrashHarness({
    ...chosen,
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(summary(report, chosen.seed));
  process.exitCode = report.lost + report.withoutEffect + report.doubled + report.brokenRules === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  if (error instanceof Error && error.cause instanceof Error) process.stderr.write(`${error.cause.stack}\n`);
  process.exitCode = 2;
});
