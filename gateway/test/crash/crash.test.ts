/**
 * A short run of the crash harness (issues 9 and 23) inside the normal test run: the first start
 * killed while it seeds, two kills under load (perhaps one in the graceful stop's compaction), with
 * outages of hours between them so that tours end and deadlines pass, then the final run's checks,
 * the rules of money and calendars included (issue 22); `pnpm crash` runs the long one.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULTS, runCrashHarness } from './crash-harness.js';
import { summary } from './summary.js';

// Three cycles of a few seconds each, then the final run: the drain and the first background rounds,
// which come ten times as soon as in production (6 s after the start instead of a minute).
const TIMEOUT_MS = 180_000;
const HOUR_MS = 3600_000;
const SEED = 23;

describe('crash harness', () => {
  it(
    'loses no acknowledged write, leaves no change without its effect, doubles none, breaks no money rule and always comes back',
    async () => {
      const report = await runCrashHarness({
        ...DEFAULTS,
        seed: SEED,
        cycles: 3,
        // Long enough for a tourist to get from sign-up to a paid tour, and for the guide to answer.
        killAfterMs: [3000, 4500],
        seedingKillAfterMs: [300, 1500],
        compactionShare: 0.5,
        // Past a 3-hour tour every time, so a tour paid in one cycle can be reviewed in the next.
        outageMs: [3.5 * HOUR_MS, 4 * HOUR_MS],
        // The new kinds of issue 23 in larger shares than the long run's, so three cycles see them.
        shares: {
          ...DEFAULTS.shares,
          newsletter: 0.5,
          siteReview: 0.5,
          narration: 0.15,
          unanswered: 0.2,
          offer: 0.2,
          tour: 0.35,
        },
        drainDeadlineMs: 60_000,
        roundsSoonerBy: 10,
      });
      expect(report.findings, summary(report, SEED)).toEqual([]);
      const { failedRestarts, lost, withoutEffect, doubled, brokenRules } = report;
      expect({ failedRestarts, lost, withoutEffect, doubled, brokenRules }).toEqual({
        failedRestarts: 0,
        lost: 0,
        withoutEffect: 0,
        doubled: 0,
        brokenRules: 0,
      });
      expect(report.checked).toBe(true);
      expect(report.backlog).toEqual({ unpublished: 0, lagging: {}, unfinishedTracks: 0 });
      expect(report.cycles.cycles).toBe(3);
      expect(report.cycles.byKind.seeding).toBe(1);
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.acknowledgedByKind['log-in']).toBeGreaterThan(0);
      expect(report.surprises, summary(report, SEED)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
