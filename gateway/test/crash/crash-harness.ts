/**
 * The crash harness of issue 9: the real entry on one DATA_DIR, killed with SIGKILL at random
 * moments under mixed writes, restarted, then run once more to let queued work drain, stopped
 * gracefully, and judged from its data, the rules of money and calendars included (issue 22).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LOGIN_FILE } from '../../src/guides/demo-guides.js';
import { ASK_AFTER_MS } from '../../src/payments/reconciliation.js';
import { ProductProcess } from '../product-process.js';
import { type Backlog, isDrained, waitDrained } from './backlog.js';
import { check, type Finding } from './checks.js';
import { type Ack, Ledger } from './ledger.js';
import { Load } from './load.js';

export interface CrashOptions {
  cycles: number;
  /** Seeds the kill moments and the load's choices (the timing of the machine is never repeatable). */
  seed: number;
  /** The kill comes this many ms after the load starts, uniformly at random. */
  killAfterMs: readonly [number, number];
  clients: number;
  trackShare: number;
  trackPlaces: readonly string[];
  /** Share of users who book a guide or buy a plan (money-load.ts). */
  moneyShare: number;
  /** How long the final run may take to finish queued work (narrations take the longest). */
  drainDeadlineMs: number;
  /** Keeps DATA_DIR for a look afterwards; by default it is kept only when something was found. */
  keepData?: boolean;
  progress?: (line: string) => void;
}

export const DEFAULTS: CrashOptions = {
  cycles: 100,
  seed: 1,
  killAfterMs: [200, 2000],
  clients: 4,
  trackShare: 0.25,
  trackPlaces: ['taj-mahal', 'eiffel-tower', 'amber-fort'],
  moneyShare: 0.3,
  drainDeadlineMs: 300_000,
};

export interface CrashReport {
  cycles: number;
  acknowledged: number;
  acknowledgedByKind: Record<Ack['kind'], number>;
  lost: number;
  withoutEffect: number;
  doubled: number;
  /** Rules of money and calendars the data breaks (model/money-rules.ts). */
  brokenRules: number;
  findings: Finding[];
  surprises: string[];
  /** What was still queued when the final run stopped (nothing, unless the deadline passed). */
  backlog: Backlog;
  finalExitCode: number | null;
  seconds: number;
  /** Mean time of one kill cycle: start until ready, load, kill. */
  secondsPerCycle: number;
  /** Of that, the mean time from spawning the entry until /readyz answers 200. */
  secondsToReady: number;
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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The product as the harness runs it: the demo guides to book, and coupons with few uses to race for. */
const COUPON_LIMITS = { EXPLOREWITHUS20: 3, EXPLOREWITHUS25: 2 };
const PRODUCT_ENV = {
  SEED_DEMO_DATA: 'true',
  COUPON_LIMIT_EXPLOREWITHUS20: String(COUPON_LIMITS.EXPLOREWITHUS20),
  COUPON_LIMIT_EXPLOREWITHUS25: String(COUPON_LIMITS.EXPLOREWITHUS25),
};
/** gateway/src/payments/reconciliation.ts (EVERY_MS): its first round comes this long after a start. */
const RECONCILIATION_EVERY_MS = 60_000;
/** Ample time for that round to ask about every open order. */
const ROUND_MARGIN_MS = 10_000;

interface Run {
  product: ProductProcess;
  load: Load;
  ledger: Ledger;
  random: () => number;
  options: CrashOptions;
}

/** The kill cycles; resolves with the mean seconds of a cycle and of its start until ready. */
async function killCycles({ product, load, ledger, random, options }: Run) {
  const began = performance.now();
  let startingMs = 0;
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    const spawned = performance.now();
    await product.start();
    startingMs += performance.now() - spawned;
    const stopLoad = new AbortController();
    let loadFailure: unknown;
    const driving = load.drive(product.baseUrl, stopLoad.signal).catch((error: unknown) => {
      loadFailure = error;
    });
    const [min, max] = options.killAfterMs;
    // The random moment is the point of the harness: no condition to wait for here.
    await pause(min + random() * (max - min));
    await product.kill();
    stopLoad.abort();
    await driving;
    if (loadFailure !== undefined) throw loadFailure;
    options.progress?.(`cycle ${cycle}/${options.cycles}: ${ledger.acks.length} writes acknowledged`);
  }
  return {
    secondsPerCycle: (performance.now() - began) / 1000 / options.cycles,
    secondsToReady: startingMs / 1000 / options.cycles,
  };
}

/**
 * The last start: queued work drains, then the product stops gracefully. A payment whose page and
 * webhook a kill cut off is credited by reconciliation, which asks about orders older than
 * ASK_AFTER_MS once a minute, and no run but this one lives that long: when some payment can be
 * that old by its first round, the round is waited for. Resolves with what was still queued, the
 * exit code, and when reconciliation had asked (before it, at the harness's start: nothing is due).
 */
async function finalRun(product: ProductProcess, dataDir: string, startedAt: number, options: CrashOptions) {
  const storeDir = join(dataDir, 'store');
  const spawnedAt = Date.now();
  await product.start();
  const readyAt = Date.now();
  options.progress?.('final run: waiting for queued work to drain');
  let backlog = await waitDrained(storeDir, options.drainDeadlineMs);
  let reconciledAt = new Date(startedAt);
  // Its first round comes RECONCILIATION_EVERY_MS after the process built its jobs, before it was ready.
  const roundAt = spawnedAt + RECONCILIATION_EVERY_MS;
  if (roundAt - ASK_AFTER_MS > startedAt) {
    options.progress?.('final run: waiting for the reconciliation round');
    await pause(readyAt + RECONCILIATION_EVERY_MS + ROUND_MARGIN_MS - Date.now());
    backlog = await waitDrained(storeDir, options.drainDeadlineMs);
    reconciledAt = new Date(roundAt);
  }
  const finalExitCode = await product.stop();
  return { backlog, finalExitCode, reconciledAt };
}

export async function runCrashHarness(options: CrashOptions): Promise<CrashReport> {
  if (!Number.isInteger(options.cycles) || options.cycles < 1)
    throw new Error('at least one cycle is needed');
  const started = performance.now();
  const startedAt = Date.now();
  const root = await mkdtemp(join(tmpdir(), 'crash-'));
  const dataDir = join(root, 'data');
  // Missing on purpose: pages answer 503, the API is all the load needs.
  const product = new ProductProcess(dataDir, join(root, 'frontend-not-built'), PRODUCT_ENV);
  const random = seeded(options.seed);
  const ledger = new Ledger();
  const guideLoginFile = join(dataDir, DEMO_LOGIN_FILE);
  const load = new Load(ledger, join(dataDir, 'outbox'), { ...options, random, guideLoginFile });
  let keep = options.keepData ?? false;
  try {
    const timing = await killCycles({ product, load, ledger, random, options });

    const { backlog, finalExitCode, reconciledAt } = await finalRun(product, dataDir, startedAt, options);
    // Captures and refunds a kill left owed wait for the settlement round (every 30 s, or a claim's end).
    const money = { settled: true, reconciledAt, pendingMayWait: true, couponLimits: COUPON_LIMITS };
    const findings = await check(dataDir, ledger, money);
    const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
    keep ||= findings.length > 0 || !isDrained(backlog);
    const acknowledgedByKind = {
      'otp-request': 0,
      account: 0,
      subscription: 0,
      review: 0,
      track: 0,
      booking: 0,
      order: 0,
      payment: 0,
      decision: 0,
      cancellation: 0,
    };
    for (const ack of ledger.acks) acknowledgedByKind[ack.kind]++;
    return {
      cycles: options.cycles,
      acknowledged: ledger.acks.length,
      acknowledgedByKind,
      lost: count('lost'),
      withoutEffect: count('without-effect'),
      doubled: count('doubled'),
      brokenRules: count('broken-rule'),
      findings,
      surprises: ledger.surprises,
      backlog,
      finalExitCode,
      seconds: (performance.now() - started) / 1000,
      ...timing,
      dataDir: keep ? dataDir : null,
    };
  } catch (error) {
    keep = true;
    throw new Error(`crash harness failed (data kept in ${dataDir})`, { cause: error });
  } finally {
    await product.kill();
    if (!keep) await rm(root, { recursive: true, force: true });
  }
}
