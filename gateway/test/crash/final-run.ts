/**
 * The last start, after one more outage: queued work drains, the first rounds of the background
 * jobs run (reconciliation, the sweep of unanswered requests, settlement), then the product stops
 * gracefully. Times it reports are the product's, as its data holds them.
 */
import { join } from 'node:path';
import { ASK_AFTER_MS } from '../../src/payments/reconciliation.js';
import type { ProductProcess } from '../product-process.js';
import { type Backlog, waitDrained } from './backlog.js';
import { firstLine } from './kill-cycles.js';
import type { OutageClock } from './outage-clock.js';

/**
 * gateway/src/payments/reconciliation.ts and bookings/answer-timeouts.ts (EVERY_MS): their first
 * round comes this long after a start; settlement's (30 s) comes before it.
 */
const FIRST_ROUND_MS = 60_000;
/** Ample time for those rounds to ask about every open order and expire every request due. */
const ROUND_MARGIN_MS = 10_000;

export interface FinalRunOptions {
  outageMs: readonly [number, number];
  drainDeadlineMs: number;
  /**
   * The final start's background rounds come this many times as often (product-clock.mjs): its
   * first rounds, which the run waits for, after FIRST_ROUND_MS divided by it. 1: as in production.
   */
  roundsSoonerBy: number;
  random: () => number;
  progress?: (line: string) => void;
}

export type FinalRun =
  | { failure: string }
  | {
      backlog: Backlog;
      finalExitCode: number | null;
      /** When the start began: refunds owed before it had a settlement round to be made in. */
      startedAt: Date;
      /** When reconciliation had asked (before its round: the harness's start, when nothing is due). */
      reconciledAt: Date;
      /** Requests whose deadline was no later than this were due at the run's sweep (null: no sweep ran). */
      sweptUntil: Date | null;
      /** The product's time at the end. */
      endedAt: Date;
    };

/**
 * A payment whose page and webhook a kill cut off is credited by reconciliation, which asks about
 * orders older than ASK_AFTER_MS once a minute; a request past its deadline is expired by the
 * sweep, once a minute too. When the harness's first order can be that old by the first round,
 * the rounds are waited for.
 */
export async function finalRun(
  product: ProductProcess,
  dataDir: string,
  clock: OutageClock,
  harnessStartedAt: number,
  options: FinalRunOptions,
): Promise<FinalRun> {
  const [min, max] = options.outageMs;
  await clock.advance(min + options.random() * (max - min));
  const sooner = options.roundsSoonerBy;
  if (sooner > 1) await clock.roundsSoonerBy(sooner);
  const firstRoundMs = FIRST_ROUND_MS / sooner;
  // A second round may come before the stop: it only does more of what the checks ask for.
  const marginMs = Math.max(ROUND_MARGIN_MS / sooner, 3000);
  const storeDir = join(dataDir, 'store');
  const startedAt = clock.now();
  try {
    await product.start();
  } catch (error) {
    return { failure: firstLine(product, error) };
  }
  const readyAt = Date.now();
  options.progress?.('final run: waiting for queued work to drain');
  let backlog = await waitDrained(storeDir, options.drainDeadlineMs);
  options.progress?.(
    `final run: queued work done ${((Date.now() - readyAt) / 1000).toFixed(1)} s after ready`,
  );
  let reconciledAt = new Date(harnessStartedAt);
  let sweptUntil: Date | null = null;
  // The rounds come FIRST_ROUND_MS after the process built its jobs, before it was ready.
  const roundAt = startedAt + firstRoundMs;
  if (roundAt - ASK_AFTER_MS > harnessStartedAt) {
    options.progress?.('final run: waiting for the first rounds of reconciliation and the answer sweep');
    await new Promise<void>((resolve) => setTimeout(resolve, readyAt + firstRoundMs + marginMs - Date.now()));
    backlog = await waitDrained(storeDir, options.drainDeadlineMs);
    reconciledAt = new Date(roundAt);
    sweptUntil = new Date(roundAt);
  }
  const finalExitCode = await product.stop();
  return {
    backlog,
    finalExitCode,
    startedAt: new Date(startedAt),
    reconciledAt,
    sweptUntil,
    endedAt: new Date(clock.now()),
  };
}
