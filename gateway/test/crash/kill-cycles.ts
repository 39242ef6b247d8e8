/**
 * The kill cycles: start the product (after an outage of some hours on its clock), drive the load,
 * and end it at a random moment: SIGKILL under load, SIGKILL while the first start seeds the demo
 * data, or SIGTERM followed by SIGKILL once the graceful stop's compaction begins. A start that
 * does not come back ends the cycles: it is the finding.
 */
import { join } from 'node:path';
import type { ProductProcess } from '../product-process.js';
import { stopDuringCompaction } from './compaction-kill.js';
import type { Load } from './load.js';
import type { OutageClock } from './outage-clock.js';

export interface CycleOptions {
  cycles: number;
  /** The kill comes this many ms after the load starts, uniformly at random. */
  killAfterMs: readonly [number, number];
  /** The first cycle is killed this many ms after the spawn, while it starts and seeds (null: no such cycle). */
  seedingKillAfterMs: readonly [number, number] | null;
  /** Share of the later cycles ended by SIGTERM, then SIGKILL when the compaction begins. */
  compactionShare: number;
  /** The product's clock moves this far ahead before each restart (an outage), uniformly at random. */
  outageMs: readonly [number, number];
  progress?: (line: string) => void;
}

export type CycleKind = 'seeding' | 'load' | 'compaction';

export interface CycleFigures {
  /** Cycles run, the one that failed to start included. */
  cycles: number;
  byKind: Record<CycleKind, number>;
  /** Seeding cycles killed before the product was ready (the others were killed under load soon after). */
  killedBeforeReady: number;
  /** Compaction cycles killed once a copy appeared, and how many of those left the copy behind. */
  compactionKills: number;
  copiesLeft: number;
  /** Compaction cycles whose process stopped before any copy appeared, by exit code. */
  cleanStops: number;
  stopExitCodes: Array<number | null>;
  /** The start that did not come back: its cycle and the first line the product wrote to stderr. */
  failedRestart: { cycle: number; line: string } | null;
  secondsPerCycle: number;
  secondsToReady: number;
}

interface Run {
  product: ProductProcess;
  load: Load;
  clock: OutageClock;
  random: () => number;
  dataDir: string;
  options: CycleOptions;
  acknowledged: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const between = (random: () => number, [min, max]: readonly [number, number]) => min + random() * (max - min);

/**
 * The first line of the product's stderr that is not one of Node's warnings (with the next one
 * when it only introduces it, as "Invalid configuration:" does), or the error's first line.
 */
export function firstLine(product: ProductProcess, error: unknown): string {
  const lines = product.recentStderr
    .split('\n')
    .map((line) => line.trim())
    .filter((l) => l !== '' && !l.startsWith('(node:') && !l.startsWith('(Use `node'));
  const [first, next] = lines;
  if (first === undefined)
    return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  return first.endsWith(':') && next !== undefined ? `${first} ${next}` : first;
}

export async function killCycles(run: Run): Promise<CycleFigures> {
  const { clock, random, options } = run;
  const figures: CycleFigures = {
    cycles: 0,
    byKind: { seeding: 0, load: 0, compaction: 0 },
    killedBeforeReady: 0,
    compactionKills: 0,
    copiesLeft: 0,
    cleanStops: 0,
    stopExitCodes: [],
    failedRestart: null,
    secondsPerCycle: 0,
    secondsToReady: 0,
  };
  const began = performance.now();
  let startingMs = 0;
  let readyStarts = 0;
  await clock.write();
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    if (cycle > 1) await clock.advance(between(random, options.outageMs));
    const kind: CycleKind =
      cycle === 1 && options.seedingKillAfterMs
        ? 'seeding'
        : random() < options.compactionShare
          ? 'compaction'
          : 'load';
    figures.cycles = cycle;
    figures.byKind[kind]++;
    const spawned = performance.now();
    const started = kind === 'seeding' ? await seedingStart(run) : await startOrFailure(run);
    if ('failure' in started) {
      figures.failedRestart = { cycle, line: started.failure };
      options.progress?.(
        `cycle ${cycle}/${options.cycles}: the product did not come back: ${started.failure}`,
      );
      break;
    }
    if (started.killAt === null) figures.killedBeforeReady++;
    else {
      startingMs += performance.now() - spawned;
      readyStarts++;
      await loadThenEnd(run, kind, started.killAt, figures);
    }
    options.progress?.(
      `cycle ${cycle}/${options.cycles} (${kind}): ${run.acknowledged()} writes acknowledged`,
    );
  }
  figures.secondsPerCycle = (performance.now() - began) / 1000 / Math.max(1, figures.cycles);
  figures.secondsToReady = startingMs / 1000 / Math.max(1, readyStarts);
  return figures;
}

/**
 * How a start went: ready, with the moment (performance.now()) its load is to end in a kill; killed
 * before it was ready (killAt null); or failed, with the first line the product wrote to stderr.
 */
type Started = { killAt: number | null } | { failure: string };

async function startOrFailure({ product, random, options }: Run): Promise<Started> {
  try {
    await product.start();
  } catch (error) {
    return { failure: firstLine(product, error) };
  }
  // The random moment is the point of the harness: no condition to wait for here.
  return { killAt: performance.now() + between(random, options.killAfterMs) };
}

/**
 * The first start, killed at a random moment after the spawn: before /readyz (while it seeds), or
 * after it, once the load has run until then.
 */
async function seedingStart({ product, random, options }: Run): Promise<Started> {
  const killAt = performance.now() + between(random, options.seedingKillAfterMs ?? [0, 0]);
  let killing = false;
  const starting = product.start().then(
    () => ({ killAt }),
    (error: unknown) => (killing ? { killAt: null } : { failure: firstLine(product, error) }),
  );
  const first = await Promise.race([starting, pause(killAt - performance.now()).then(() => 'due' as const)]);
  if (first !== 'due') return first;
  killing = true;
  await product.kill();
  // The kill can come before the child is spawned: then it starts anyway, and is killed now.
  if ((await starting).killAt !== null) await product.kill();
  return { killAt: null };
}

/** The load until `killAt`, then SIGKILL, or SIGTERM and SIGKILL at the compaction. */
async function loadThenEnd(run: Run, kind: CycleKind, killAt: number, figures: CycleFigures): Promise<void> {
  const { product } = run;
  const stopLoad = new AbortController();
  let loadFailure: unknown;
  const driving = run.load.drive(product.baseUrl, stopLoad.signal).catch((error: unknown) => {
    loadFailure = error;
  });
  await pause(killAt - performance.now());
  if (kind === 'compaction') {
    // Requests in flight may finish during the stop; no new ones are sent.
    stopLoad.abort();
    const stop = await stopDuringCompaction(product, join(run.dataDir, 'store'));
    if (stop.outcome === 'killed') {
      figures.compactionKills++;
      if (stop.copyLeft) figures.copiesLeft++;
    } else {
      figures.cleanStops++;
      figures.stopExitCodes.push(stop.exitCode);
    }
  } else await product.kill();
  stopLoad.abort();
  await driving;
  if (loadFailure !== undefined) throw loadFailure;
}
