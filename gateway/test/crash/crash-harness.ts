/**
 * The crash harness of issues 9 and 23: the real entry on one DATA_DIR, under writes of every kind
 * the product takes, killed with SIGKILL at random moments (under load, while its first start
 * seeds, while its graceful stop compacts), restarted after an outage of hours on its clock, then
 * run once more to let queued work and the first background rounds finish, stopped gracefully,
 * and judged from its data, the rules of money and calendars included (issue 22).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LOGIN_FILE } from '../../src/guides/demo-guides.js';
import { ProductProcess } from '../product-process.js';
import { type Backlog, isDrained } from './backlog.js';
import type { BookingOutcomes } from './booking-checks.js';
import { check } from './checks.js';
import type { Shares } from './errand-mix.js';
import { finalRun } from './final-run.js';
import type { Finding } from './findings.js';
import { type CycleFigures, type CycleOptions, killCycles } from './kill-cycles.js';
import { type AckKind, Ledger } from './ledger.js';
import { Load } from './load.js';
import { OutageClock } from './outage-clock.js';

export interface CrashOptions extends CycleOptions {
  /** Seeds the kill moments and the load's choices (the timing of the machine is never repeatable). */
  seed: number;
  clients: number;
  shares: Shares;
  trackPlaces: readonly string[];
  narrationLanguages: readonly string[];
  /** How long the final run may take to finish queued work (narrations take the longest). */
  drainDeadlineMs: number;
  /** Keeps DATA_DIR for a look afterwards; by default it is kept only when something was found. */
  keepData?: boolean;
  /** The final run's background rounds come this many times as often (final-run.ts); 1 as in production. */
  roundsSoonerBy: number;
}

const HOUR_MS = 3600_000;

export const DEFAULTS: CrashOptions = {
  cycles: 100,
  seed: 1,
  killAfterMs: [200, 2000],
  seedingKillAfterMs: [200, 3000],
  compactionShare: 0.2,
  // Past a guide's 30-minute answer deadline and an unpaid booking's lapse every time, and past a
  // 3-hour tour most times, yet 100 restarts stay within a session's 14 idle days.
  outageMs: [0.5 * HOUR_MS, 4 * HOUR_MS],
  clients: 4,
  shares: {
    newsletter: 1,
    siteReview: 1,
    track: 0.25,
    narration: 0.05,
    booking: 0.13,
    unanswered: 0.05,
    offer: 0.06,
    tour: 0.08,
    plan: 0.07,
    specialPlan: 0.06,
  },
  trackPlaces: ['taj-mahal', 'eiffel-tower', 'amber-fort'],
  narrationLanguages: ['English (US)', 'Hindi', 'French'],
  drainDeadlineMs: 300_000,
  roundsSoonerBy: 1,
};

export interface CrashReport {
  cycles: CycleFigures;
  acknowledged: number;
  acknowledgedByKind: Record<AckKind, number>;
  /** Long speeches made straight to the caller: load, not writes. */
  speeches: number;
  /** How far the product's clock moved over the run, in hours (the outages). */
  clockHours: number;
  /** Whether the data was judged: not when a restart failed. */
  checked: boolean;
  lost: number;
  withoutEffect: number;
  doubled: number;
  /** Rules of money and calendars the data breaks (model/money-rules.ts). */
  brokenRules: number;
  /** Starts that did not come back (0 or 1: the run stops at the first). */
  failedRestarts: number;
  findings: Finding[];
  outcomes: BookingOutcomes | null;
  surprises: string[];
  /** The payments the product noted for an operator (not credited, refunded or released), and why. */
  paymentProblems: string[];
  /** What was still queued when the final run stopped (nothing, unless the deadline passed). */
  backlog: Backlog | null;
  finalExitCode: number | null;
  seconds: number;
  /** Where the data is, when kept. */
  dataDir: string | null;
}

/** mulberry32: a small seeded generator, so a run's kill moments can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The product as the harness runs it: the demo guides to book, and coupons with few uses to race for. */
const COUPON_LIMITS = { EXPLOREWITHUS20: 3, EXPLOREWITHUS25: 2 };
const PRODUCT_ENV = {
  SEED_DEMO_DATA: 'true',
  COUPON_LIMIT_EXPLOREWITHUS20: String(COUPON_LIMITS.EXPLOREWITHUS20),
  COUPON_LIMIT_EXPLOREWITHUS25: String(COUPON_LIMITS.EXPLOREWITHUS25),
  // The outages move the clock by days: handled history must outlive them, for the checks to read.
  RETENTION_HOURS: '2160',
};

export async function runCrashHarness(options: CrashOptions): Promise<CrashReport> {
  if (!Number.isInteger(options.cycles) || options.cycles < 1)
    throw new Error('at least one cycle is needed');
  const started = performance.now();
  const startedAt = Date.now();
  const root = await mkdtemp(join(tmpdir(), 'crash-'));
  const dataDir = join(root, 'data');
  const clock = new OutageClock(root);
  // Missing on purpose: pages answer 503, the API is all the load needs.
  const product = new ProductProcess(dataDir, join(root, 'frontend-not-built'), {
    ...PRODUCT_ENV,
    ...clock.env,
  });
  const random = seeded(options.seed);
  const ledger = new Ledger();
  const loginFile = join(dataDir, DEMO_LOGIN_FILE);
  const productNow = () => clock.now();
  const load = new Load(ledger, join(dataDir, 'outbox'), {
    ...options,
    random,
    guideLoginFile: loginFile,
    clock: productNow,
  });
  let keep = options.keepData ?? false;
  const report = (cycles: CycleFigures, rest: Partial<CrashReport>): CrashReport => ({
    cycles,
    acknowledged: ledger.acks.length,
    acknowledgedByKind: ledger.count(),
    speeches: ledger.speeches,
    clockHours: clock.offsetMs / HOUR_MS,
    checked: false,
    lost: 0,
    withoutEffect: 0,
    doubled: 0,
    brokenRules: 0,
    failedRestarts: 0,
    findings: [],
    outcomes: null,
    surprises: ledger.surprises,
    paymentProblems: [],
    backlog: null,
    finalExitCode: null,
    seconds: (performance.now() - started) / 1000,
    dataDir: keep ? dataDir : null,
    ...rest,
  });
  try {
    const run = { product, load, clock, random, dataDir, options, acknowledged: () => ledger.acks.length };
    const cycles = await killCycles(run);
    const failed = cycles.failedRestart;
    const final = failed ? null : await finalRun(product, dataDir, clock, startedAt, { ...options, random });
    if (failed || !final || 'failure' in final) {
      keep = true;
      const what = failed
        ? `cycle ${failed.cycle}: ${failed.line}`
        : `final run: ${final && 'failure' in final ? final.failure : ''}`;
      return report(cycles, { failedRestarts: 1, findings: [{ kind: 'failed-restart', what }] });
    }
    // Captures and refunds a kill left owed wait for the settlement round (every 30 s, or a claim's end).
    const money = {
      settled: true,
      now: final.endedAt,
      reconciledAt: final.reconciledAt,
      pendingMayWait: true,
      couponLimits: COUPON_LIMITS,
    };
    const { findings, outcomes, paymentProblems } = await check(dataDir, ledger, {
      money,
      final,
      loginFile,
    });
    const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
    keep ||= findings.length > 0 || ledger.surprises.length > 0 || !isDrained(final.backlog);
    return report(cycles, {
      checked: true,
      lost: count('lost'),
      withoutEffect: count('without-effect'),
      doubled: count('doubled'),
      brokenRules: count('broken-rule'),
      findings,
      outcomes,
      paymentProblems,
      backlog: final.backlog,
      finalExitCode: final.finalExitCode,
    });
  } catch (error) {
    keep = true;
    throw new Error(`crash harness failed (data kept in ${dataDir})`, { cause: error });
  } finally {
    await product.kill();
    if (!keep) await rm(root, { recursive: true, force: true });
  }
}
