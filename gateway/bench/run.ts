/**
 * `pnpm bench`: the catalog's throughput, a cached track's time to first byte, and an uncached
 * narration's generation time, each as a ratio against a bare baseline measured in the same run;
 * then `/healthz` latency and the catalog's throughput while narrations are made, against idle;
 * then the cost of history (history.ts). `--history` runs the last part alone.
 */

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LANGUAGES, trackBlobKey } from '@app/contracts';
import { createLogger, parseConfig } from '@app/infra';
import { serve } from '@hono/node-server';
import { requestTrack, waitForTrack } from '../src/audio/tracks.js';
import { findPlace } from '../src/catalog/catalog.service.js';
import { compose } from '../src/compose.js';
import { historyLines } from './history.js';
import { paymentLines } from './payments.js';

const run = promisify(execFile);
const DURATION_S = 2;
const ROUNDS = 3;
const CONNECTIONS = 50;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const AUTOCANNON = fileURLToPath(new URL('../node_modules/.bin/autocannon', import.meta.url));

/** Load from a separate process, so the client does not share the servers' event loop; GET without a body. */
async function requestsPerSecond(
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const extra = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args =
    body === undefined
      ? ['--json', ...extra]
      : ['--json', '-m', 'POST', '-H', 'content-type=application/json', ...extra, '-b', body];
  const { stdout } = await run(AUTOCANNON, [
    ...args,
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_S),
    url,
  ]);
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** One GET's time to first byte, in ms. */
const firstByteMs = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    get(url, (res) => {
      res.once('data', () => resolve(performance.now() - started));
      res.resume();
    }).on('error', reject);
  });

/** The value below which `share` of the values lie. */
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ??
  Number.NaN;

/** Median time to first byte over sequential GETs. */
async function ttfbMs(url: string, runs = 300): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await firstByteMs(url));
  return percentile(times, 0.5);
}

/** 99th percentile of time to first byte over sequential GETs, for as long as a load run lasts. */
async function p99Ms(url: string): Promise<number> {
  const times: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  while (performance.now() < until) times.push(await firstByteMs(url));
  return percentile(times, 0.99);
}

// `pnpm bench --history`: only the cost of history (start-up, get-review, /healthz); `--payments`:
// only create-order and verify-signature.
if (process.argv.includes('--history')) {
  process.stdout.write(`\n${(await historyLines(requestsPerSecond, ROUNDS)).join('\n')}\n`);
  process.exit(0);
}

/** The payments part, on a product built for the bench. */
function paymentsOf(built: Awaited<ReturnType<typeof compose>>): Promise<string[]> {
  const { payments } = built.platform;
  if (payments.kind !== 'sandbox') throw new Error('the bench pays through the sandbox');
  const url = `http://127.0.0.1:${benchPort}`;
  return paymentLines(
    url,
    { store: built.platform.store, payments, keySecret: built.config.RAZORPAY_KEY_SECRET },
    requestsPerSecond,
    ROUNDS,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
// Request logs go to a file, as in production; the bench's own lines go to the terminal.
const logger = createLogger({ level: 'info', pretty: false, destination: join(dataDir, 'gateway.log') });
const product = await compose(config, logger, { frontendDist: null, roles: ['audio'] });
const { platform } = product;
const benchPort = (await product.listen(0, '127.0.0.1')).port;
const gatewayUrl = `http://127.0.0.1:${benchPort}`;
if (process.argv.includes('--payments')) {
  process.stdout.write(`\n${(await paymentsOf(product)).join('\n')}\n`);
  await product.close();
  process.exit(0);
}

// 1. Each catalog POST against a bare node:http server answering the same JSON POST. The
// baseline does what any correct JSON endpoint must: read and parse the body, answer JSON.
const CATALOG_POSTS: Array<[string, unknown]> = [
  ['/api/touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }],
  ['/api/getAllCitiesOfACountry', { countryCode: 'FR' }],
  ['/api/searchedTouristPlace', { searchedTouristPlace: 'fort' }],
  ['/api/getTouristData', { touristPlace: 'Taj Mahal' }],
  ['/api/special-tours', { country: 'India' }],
  ['/api/getAllCountries', {}],
];
const median = (values: number[]) => percentile(values, 0.5);
const catalogLines: string[] = [];
for (const [path, body] of CATALOG_POSTS) {
  const text = JSON.stringify(body);
  const answer: unknown = await (
    await fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
  ).json();
  const bare = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  const barePort = await listen(bare);
  // Alternating rounds, median of each: the machine's other work affects both alike.
  const bareRuns: number[] = [];
  const gatewayRuns: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await requestsPerSecond(`http://127.0.0.1:${barePort}/`, text));
    gatewayRuns.push(await requestsPerSecond(`${gatewayUrl}${path}`, text));
  }
  bare.close();
  const [ours, baseline] = [median(gatewayRuns), median(bareRuns)];
  catalogLines.push(
    `catalog POST ${path}: ${ours.toFixed(0)} req/s vs bare node:http ${baseline.toFixed(0)} req/s → ratio ${(ours / baseline).toFixed(2)} (goal ≥ 0.5)`,
  );
}

// 3 first (it makes the track that 2 serves): an uncached one-minute narration on embedded TTS,
// with the speech threads warm, as the serving process has them (main.ts warms them at start).
await platform.speech.warm();
const started = performance.now();
const response = await fetch(`${gatewayUrl}/api/generateForAudioBookFreeVersionWithOutLogIn`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ touristPlace: 'Hawa Mahal', language: 'English (US)' }),
});
const track = (await response.json()) as { id: string; status: string; audioUrl: string; durationMs: number };
const completeMs = performance.now() - started;
if (track.status !== 'ready') throw new Error(`track not ready: ${JSON.stringify(track)}`);
// The track is playable once it is stored whole: first playable audio and completion coincide.
const firstPlayableMs = completeMs;

// 2. Cached track: time to first byte against a static file of the same size.
const info = await platform.blobs.stat(trackBlobKey(track.id));
const staticFile = join(dataDir, 'static.mp3');
writeFileSync(staticFile, Buffer.alloc(info?.size ?? 0, 1));
const { serveStatic } = await import('@hono/node-server/serve-static');
const { Hono } = await import('hono');
const staticApp = new Hono().use('*', serveStatic({ root: dataDir }));
const staticServer = serve({ fetch: staticApp.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => staticServer.once('listening', r));
const staticTtfb = await ttfbMs(
  `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/static.mp3`,
);
const trackTtfb = await ttfbMs(`${gatewayUrl}${track.audioUrl}`);

// 4. The event loop while narrations are made (speech runs on its worker threads): `/healthz`
// latency and the catalog's throughput, against the same measured on an idle gateway. Four
// uncached narrations are in flight throughout: each one that ends is replaced by another.
const touristPlaces = JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Agra' });
const healthz = `${gatewayUrl}/healthz`;
const idleP99 = await p99Ms(healthz);
const idleRps = await requestsPerSecond(`${gatewayUrl}/api/touristPlaces`, touristPlaces);
const { deps } = product;
let measuring = true;
let narrated = 0;
/** One narration slot: a place, in one language after another (each pair is a new track). */
async function narrate(placeName: string): Promise<void> {
  const place = await findPlace(deps, placeName);
  for (const { id: language } of LANGUAGES) {
    if (!measuring) return;
    const requested = await requestTrack(deps, { place, language, perspective: 'bench', length: 'minute' });
    const made = await waitForTrack(deps, requested._id, 60_000);
    if (made?.status !== 'ready')
      throw new Error(`${placeName} in ${language}: ${made?.status ?? 'missing'}`);
    narrated++;
  }
  throw new Error(`${placeName}: every language narrated before the measurement ended`);
}
const narrating = Promise.all(['Taj Mahal', 'Amber Fort', 'Eiffel Tower', 'Statue Of Liberty'].map(narrate));
const busyP99 = await p99Ms(healthz);
const busyRps = await requestsPerSecond(`${gatewayUrl}/api/touristPlaces`, touristPlaces);
measuring = false;
await narrating;

const lines = [
  ...catalogLines,
  `cached track TTFB: ${trackTtfb.toFixed(2)} ms vs static file ${staticTtfb.toFixed(2)} ms → ratio ${(trackTtfb / staticTtfb).toFixed(2)} (goal ≤ 2)`,
  `uncached one-minute narration (${(track.durationMs / 1000).toFixed(0)} s of audio, embedded TTS): first playable ${(firstPlayableMs / 1000).toFixed(2)} s (goal ≤ 1.0), complete ${(completeMs / 1000).toFixed(2)} s (goal ≤ 2.0)`,
  `/healthz p99 during four uncached narrations: ${busyP99.toFixed(2)} ms vs idle ${idleP99.toFixed(2)} ms → ratio ${(busyP99 / idleP99).toFixed(2)} (goal ≤ 3)`,
  `catalog POST /api/touristPlaces during four uncached narrations: ${busyRps.toFixed(0)} req/s vs idle ${idleRps.toFixed(0)} req/s → ratio ${(busyRps / idleRps).toFixed(2)} (goal ≥ 0.6; ${narrated} narrations made, four at a time)`,
];
staticServer.close();
lines.push(...(await paymentsOf(product)));
await product.close();
lines.push(...(await historyLines(requestsPerSecond, ROUNDS)));
process.stdout.write(`\n${lines.join('\n')}\n`);
process.exit(0);
