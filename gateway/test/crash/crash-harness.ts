/**
 * The crash harness of issue 9: the real entry on one DATA_DIR, killed with SIGKILL at random
 * moments under mixed writes, restarted, then run once more to let queued work drain, stopped
 * gracefully, and judged from its data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  drainDeadlineMs: 300_000,
};

export interface CrashReport {
  cycles: number;
  acknowledged: number;
  acknowledgedByKind: Record<Ack['kind'], number>;
  lost: number;
  withoutEffect: number;
  doubled: number;
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

export async function runCrashHarness(options: CrashOptions): Promise<CrashReport> {
  if (!Number.isInteger(options.cycles) || options.cycles < 1)
    throw new Error('at least one cycle is needed');
  const started = performance.now();
  const root = await mkdtemp(join(tmpdir(), 'crash-'));
  const dataDir = join(root, 'data');
  // Missing on purpose: pages answer 503, the API is all the load needs.
  const product = new ProductProcess(dataDir, join(root, 'frontend-not-built'));
  const random = seeded(options.seed);
  const ledger = new Ledger();
  const load = new Load(ledger, join(dataDir, 'outbox'), { ...options, random });
  let keep = options.keepData ?? false;
  try {
    const timing = await killCycles({ product, load, ledger, random, options });

    await product.start();
    options.progress?.('final run: waiting for queued work to drain');
    const backlog = await waitDrained(join(dataDir, 'store'), options.drainDeadlineMs);
    const finalExitCode = await product.stop();
    const findings = await check(dataDir, ledger);
    const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
    keep ||= findings.length > 0 || !isDrained(backlog);
    const acknowledgedByKind = { 'otp-request': 0, account: 0, subscription: 0, review: 0, track: 0 };
    for (const ack of ledger.acks) acknowledgedByKind[ack.kind]++;
    return {
      cycles: options.cycles,
      acknowledged: ledger.acks.length,
      acknowledgedByKind,
      lost: count('lost'),
      withoutEffect: count('without-effect'),
      doubled: count('doubled'),
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
