/**
 * `pnpm bench:web`: Lighthouse (mobile preset, its default simulated throttling) on the real product
 * (embedded adapters, a temporary DATA_DIR, a free port) for /, a featured place's /Explore and
 * /Subscription, in the system Chromium: one line per route with the performance score, FCP, LCP,
 * TBT and the bytes transferred. Goal: score ≥ 0.95 and LCP ≤ 2.5 s on each. `--save DIR` keeps
 * the reports. Simulated throttling scales the tasks Chromium actually ran, so a busy machine (a
 * low host index) still inflates TBT and LCP.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { exploreHref, FEATURED_PLACES, ROUTES } from '@app/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM } from '../e2e/browser';
import { startProduct } from '../e2e/server';
import { buildIsStale } from './stale-build';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
const GOALS = { score: 0.95, lcpMs: 2500 } as const;

const [featured] = FEATURED_PLACES;
if (featured === undefined) throw new Error('contracts list no featured place');
const ROUTES_UNDER_TEST = [ROUTES.home, exploreHref(featured), ROUTES.subscription];

/** `--save DIR` also writes each route's full Lighthouse report (JSON) there, to read the audits. */
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt === -1 ? undefined : process.argv[saveAt + 1];
if (saveAt !== -1 && saveDir === undefined) throw new Error('--save needs a folder');
if (saveDir !== undefined) mkdirSync(saveDir, { recursive: true });

const print = (line: string) => process.stdout.write(`${line}\n`);

/** The frontend the product serves, built first when missing or older than its sources. */
async function ensureBuilt(): Promise<void> {
  if (!buildIsStale(frontendDir)) return;
  print('building the frontend…');
  await promisify(execFile)('pnpm', ['run', 'build'], { cwd: frontendDir });
}

interface RouteFigures {
  route: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** Lighthouse's report of one route; a run whose trace failed (it says "run again") runs again. */
async function audit(url: string, route: string, port: number, attempts = 3): Promise<Result> {
  // No config: Lighthouse's default is the mobile form factor with simulated throttling.
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  if (lhr.runtimeError === undefined) return lhr;
  if (attempts > 1) return audit(url, route, port, attempts - 1);
  throw new Error(`${route}: ${lhr.runtimeError.message}`);
}

async function measure(url: string, route: string, port: number): Promise<RouteFigures> {
  const lhr = await audit(url, route, port);
  if (saveDir !== undefined) {
    const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr));
  }
  const score = lhr.categories.performance?.score ?? null;
  if (score === null) throw new Error(`${route}: no performance score`);
  return {
    route,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score,
    fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
    lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
    tbtMs: numeric(lhr.audits, 'total-blocking-time'),
    bytes: numeric(lhr.audits, 'total-byte-weight'),
  };
}

function line(f: RouteFigures, width: number): string {
  const met = f.score >= GOALS.score && f.lcpMs <= GOALS.lcpMs;
  return [
    f.route.padEnd(width),
    `score ${f.score.toFixed(2)}`,
    `FCP ${(f.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(f.tbtMs)} ms`,
    `${(f.bytes / 1024).toFixed(0)} KiB`,
    `(host index ${Math.round(f.benchmarkIndex)})`,
    met ? 'ok' : 'MISSES GOAL',
  ].join('  ');
}

if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium`);
await ensureBuilt();
const product = await startProduct();
try {
  // One request each first, so the numbers are the page's, not the server's first-request start-up.
  for (const route of ROUTES_UNDER_TEST) await (await fetch(`${product.url}${route}`)).arrayBuffer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    print(`Lighthouse (mobile, simulated throttling); goal: score ≥ ${GOALS.score}, LCP ≤ 2.5 s`);
    const width = Math.max(...ROUTES_UNDER_TEST.map((route) => route.length));
    for (const route of ROUTES_UNDER_TEST) {
      print(line(await measure(`${product.url}${route}`, route, chrome.port), width));
    }
  } finally {
    chrome.kill();
  }
} finally {
  await product.stop();
}
