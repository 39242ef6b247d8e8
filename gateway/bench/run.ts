/**
 * `pnpm bench`: the catalog's throughput, a cached track's time to first byte, and an uncached
 * narration's generation time, each as a ratio against a bare baseline measured in the same run.
 */

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { trackBlobKey } from '@app/contracts';
import { createLogger, parseConfig } from '@app/infra';
import { serve } from '@hono/node-server';
import { compose } from '../src/compose.js';

const run = promisify(execFile);
const DURATION_S = 2;
const ROUNDS = 3;
const CONNECTIONS = 50;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const AUTOCANNON = fileURLToPath(new URL('../node_modules/.bin/autocannon', import.meta.url));

/** Load from a separate process, so the client does not share the servers' event loop. */
async function requestsPerSecond(url: string, body: string): Promise<number> {
  const args = ['--json', '-m', 'POST', '-H', 'content-type=application/json', '-b', body];
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

/** Median time to first byte over sequential GETs. */
async function ttfbMs(url: string, runs = 300): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = performance.now();
        get(url, (res) => {
          res.once('data', () => resolve(performance.now() - started));
          res.resume();
        }).on('error', reject);
      }),
    );
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
// Request logs go to a file, as in production; the bench's own lines go to the terminal.
const logger = createLogger({ level: 'info', pretty: false, destination: join(dataDir, 'gateway.log') });
const product = await compose(config, logger, { frontendDist: null, roles: ['audio'] });
const { platform } = product;
const gatewayUrl = `http://127.0.0.1:${(await product.listen(0, '127.0.0.1')).port}`;

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
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
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

// 3 first (it makes the track that 2 serves): an uncached one-minute narration on embedded TTS.
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

const lines = [
  ...catalogLines,
  `cached track TTFB: ${trackTtfb.toFixed(2)} ms vs static file ${staticTtfb.toFixed(2)} ms → ratio ${(trackTtfb / staticTtfb).toFixed(2)} (goal ≤ 2)`,
  `uncached one-minute narration (${(track.durationMs / 1000).toFixed(0)} s of audio, embedded TTS): first playable ${(firstPlayableMs / 1000).toFixed(2)} s (goal ≤ 1.0), complete ${(completeMs / 1000).toFixed(2)} s (goal ≤ 2.0)`,
];
process.stdout.write(`\n${lines.join('\n')}\n`);

staticServer.close();
await product.close();
process.exit(0);
