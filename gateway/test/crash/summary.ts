/** The crash harness's report as `pnpm crash` prints it: one block of figures, then what was found. */
import { isDrained } from './backlog.js';
import type { BookingOutcomes } from './booking-checks.js';
import type { CrashReport } from './crash-harness.js';

const SHOWN = 20;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Accepted requests whose authorisation lapsed in an outage before its capture (capture-checks.ts). */
const lapsedHolds = (o: BookingOutcomes) =>
  o.capturesLeftToOperator > 0
    ? `; ${o.capturesLeftToOperator} left to an operator, their hold lapsed in an outage`
    : '';

function cycleLine(report: CrashReport): string {
  const c = report.cycles;
  const seeding =
    c.byKind.seeding > 0
      ? [`${c.byKind.seeding} killed while starting and seeding (${c.killedBeforeReady} before ready)`]
      : [];
  const parts = [
    `${c.byKind.load} killed under load`,
    ...seeding,
    `${c.compactionKills} killed while compacting (${c.copiesLeft} with the copy left behind)`,
    plural(c.cleanStops, 'clean stop'),
  ];
  return `${c.cycles} (${parts.join(', ')})`;
}

export function summary(report: CrashReport, seed: number): string {
  const k = report.acknowledgedByKind;
  const o = report.outcomes;
  const c = report.cycles;
  const lines = [
    `crash harness: ${c.cycles} cycles in ${report.seconds.toFixed(1)} s ` +
      `(${c.secondsPerCycle.toFixed(1)} s per kill cycle, ${c.secondsToReady.toFixed(1)} s of it ` +
      `starting until ready), seed ${seed}`,
    `  cycles                ${cycleLine(report)}`,
    `  failed restarts       ${report.failedRestarts}`,
    `  product clock         +${report.clockHours.toFixed(1)} h of outages`,
    `  acknowledged writes   ${report.acknowledged}`,
    `    accounts            sign-up codes ${k['otp-request']}, accounts ${k.account}, log-ins ${k['log-in']}, ` +
      `subscriptions ${k.subscription}`,
    `    reviews             site ${k.review}, guide ${k['guide-review']}`,
    `    narrations          one-minute ${k.track}, audio books ${k.narration} (and ${report.speeches} long speeches)`,
    `    money               bookings ${k.booking}, offers ${k.offer}, orders ${k.order}, confirmed payments ${k.payment}`,
    `    guide answers       ${k.decision}${o ? ` (${o.answersToOffers} to offers${lapsedHolds(o)})` : ''}`,
    `    endings             cancellations ${k.cancellation}, refunds ${k.refund}` +
      `${o ? ` (${o.refundsMade} made)` : ''}, deadlines ${k.deadline}` +
      `${o ? ` (${o.deadlinesExpired} expired, ${o.deadlinesNotDue} not yet due)` : ''}`,
  ];
  if (report.checked)
    lines.push(
      `  lost                  ${report.lost}`,
      `  without effect        ${report.withoutEffect}`,
      `  doubled               ${report.doubled}`,
      `  money rules broken    ${report.brokenRules}`,
    );
  else lines.push('  data                  not checked: the product did not come back');
  lines.push(`  time                  ${report.seconds.toFixed(1)} s`);
  for (const finding of report.findings.slice(0, SHOWN)) lines.push(`  ${finding.kind}: ${finding.what}`);
  if (report.findings.length > SHOWN) lines.push(`  ... and ${report.findings.length - SHOWN} more`);
  if (report.backlog && !isDrained(report.backlog))
    lines.push(`  still queued at the end: ${JSON.stringify(report.backlog)}`);
  if (report.finalExitCode !== null && report.finalExitCode !== 0)
    lines.push(`  the final graceful stop exited with ${report.finalExitCode}`);
  const unclean = c.stopExitCodes.filter((code) => code !== 0);
  if (unclean.length > 0)
    lines.push(`  graceful stops of compaction cycles exited with ${unclean.join(', ')}`);
  if (report.surprises.length > 0)
    lines.push(
      `  unexpected answers (${report.surprises.length}):`,
      ...report.surprises.slice(0, SHOWN).map((s) => `    ${s}`),
      `  payments noted for an operator (${report.paymentProblems.length}):`,
      ...report.paymentProblems.slice(0, SHOWN).map((p) => `    ${p}`),
    );
  if (report.dataDir) lines.push(`  data kept in ${report.dataDir}`);
  return `${lines.join('\n')}\n`;
}

/** Whether the run found anything: a failed restart, or data lost, without effect, doubled or breaking a rule. */
export const failed = (r: CrashReport) =>
  r.failedRestarts + r.lost + r.withoutEffect + r.doubled + r.brokenRules > 0;
