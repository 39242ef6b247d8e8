/**
 * `pnpm bench:web`: Lighthouse (mobile preset, its default simulated throttling) on the real product
 * (embedded adapters, a temporary DATA_DIR, a free port) for every kind of page a visitor reaches:
 * the prerendered ones (/, a featured place's /Explore, /Subscription), a place that is not featured,
 * a city's /ExploreMore, /tourPlans, /userReview, the guide's dashboard as a visitor sees it, a legal
 * page and /ContactUs, in the system Chromium. One line per page
 * with its score, FCP, LCP, CLS, TBT and bytes, and each goal (issue 27: LCP ≤ 2.5 s, CLS ≤ 0.1,
 * TBT ≤ 200 ms on a quiet host) met or MISSED; the lines are written to docs/performance.md too.
 * Each page is loaded `--runs N` times (3 unless given), the pages in turn, and each figure is the
 * median of its loads: one load's TBT swung several-fold on a slow host.
 * `--save DIR` keeps the reports; `--route R` (again for more) measures only the routes starting with
 * R, and leaves docs/performance.md as it was. Simulated throttling scales the tasks Chromium actually ran, so a
 * busy machine (a low host index) still inflates TBT and LCP.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { exploreHref, FEATURED_PLACES, ROUTES } from '@app/contracts';
import { hostNow, writeSection } from '@app/infra/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM } from '../e2e/browser';
import { startProduct } from '../e2e/server';
import { buildIsStale } from './stale-build';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
const GOALS = { lcpMs: 2500, cls: 0.1, tbtMs: 200 } as const;

const [featured] = FEATURED_PLACES;
if (featured === undefined) throw new Error('contracts list no featured place');
const ALL_ROUTES = [
  ROUTES.home,
  exploreHref(featured),
  ROUTES.subscription,
  exploreHref({ country: 'India', city: 'Agra', name: 'Agra Fort' }),
  `${ROUTES.exploreMore}?country=India&city=Agra`,
  ROUTES.tourPlans,
  ROUTES.userReview,
  ROUTES.guideProfile,
  ROUTES.privacy,
  ROUTES.contact,
];

/** `--route R`: only the routes that start with R (each given), to look at a few pages again. */
const wanted = process.argv.flatMap((arg, at) => (process.argv[at - 1] === '--route' ? [arg] : []));
const ROUTES_UNDER_TEST =
  wanted.length === 0 ? ALL_ROUTES : ALL_ROUTES.filter((route) => wanted.some((w) => route.startsWith(w)));
if (ROUTES_UNDER_TEST.length === 0) throw new Error(`no route starts with ${wanted.join(' or ')}`);

/** `--runs N`: loads of each page, whose figures' medians are printed. */
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
if (!(Number.isInteger(RUNS) && RUNS >= 1)) throw new Error('--runs needs a whole number, 1 or more');

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
  cls: number;
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

async function measure(url: string, route: string, port: number, run: number): Promise<RouteFigures> {
  const lhr = await audit(url, route, port);
  if (saveDir !== undefined) {
    const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(saveDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
  }
  const score = lhr.categories.performance?.score ?? null;
  if (score === null) throw new Error(`${route}: no performance score`);
  return {
    route,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score,
    fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
    lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
    cls: numeric(lhr.audits, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr.audits, 'total-blocking-time'),
    bytes: numeric(lhr.audits, 'total-byte-weight'),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over a page's loads. */
function medianFigures(route: string, loads: readonly RouteFigures[]): RouteFigures {
  const of = (field: Exclude<keyof RouteFigures, 'route'>) => median(loads.map((load) => load[field]));
  return {
    route,
    benchmarkIndex: of('benchmarkIndex'),
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    bytes: of('bytes'),
  };
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function line(f: RouteFigures, width: number): string {
  return [
    f.route.padEnd(width),
    `score ${f.score.toFixed(2)}`,
    `FCP ${(f.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s (${verdict(f.lcpMs <= GOALS.lcpMs)})`,
    `CLS ${f.cls.toFixed(3)} (${verdict(f.cls <= GOALS.cls)})`,
    `TBT ${Math.round(f.tbtMs)} ms (${verdict(f.tbtMs <= GOALS.tbtMs)})`,
    `${(f.bytes / 1024).toFixed(0)} KiB`,
    `host index ${Math.round(f.benchmarkIndex)}`,
  ].join('  ');
}

if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium`);
const host = hostNow();
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
    const lines = [
      `Lighthouse (mobile, simulated throttling), medians of ${RUNS} load${RUNS === 1 ? '' : 's'} per page taken in turns; goals: LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms`,
    ];
    print(lines[0] ?? '');
    const width = Math.max(...ROUTES_UNDER_TEST.map((route) => route.length));
    const loads = new Map<string, RouteFigures[]>(ROUTES_UNDER_TEST.map((route) => [route, []]));
    for (let run = 0; run < RUNS; run++)
      for (const route of ROUTES_UNDER_TEST) {
        const figures = await measure(`${product.url}${route}`, route, chrome.port, run);
        loads.get(route)?.push(figures);
        print(`load ${run + 1} of ${RUNS}: ${line(figures, width)}`);
      }
    for (const route of ROUTES_UNDER_TEST)
      lines.push(line(medianFigures(route, loads.get(route) ?? []), width));
    print(lines.slice(1).join('\n'));
    if (wanted.length === 0) writeSection('web', 'pnpm bench:web', lines, host);
  } finally {
    chrome.kill();
  }
} finally {
  await product.stop();
}
