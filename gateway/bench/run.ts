/**
 * `pnpm bench`: every line is the product against a bare baseline measured in the same run, in
 * alternating rounds — the catalog as tRPC and REST read it, `GET /` and its entry script, a cached
 * track's first byte, an uncached narration, and the time to first playable and complete of a
 * streamed narration and audio book; then `/healthz` latency and the catalog's throughput
 * while narrations are made, against idle; payments (payments.ts); the cost of history
 * (history.ts); `/healthz` while hostile e-mails are submitted (hostile.ts); password hashing under a
 * flood of wrong passwords (hashing.ts). The whole run is written into docs/performance.md, as
 * `--throughput`, `--history` and `--track` write theirs. `--history`, `--payments`
 * and `--hostile` run those parts alone, `--soak [--minutes N] [--clock R]` the memory soak (soak.ts); `--catalog` runs only the
 * catalog and page lines, `--track` only the narration and cached-track lines, `--busy` only the lines
 * while narrations are made. `--throughput` takes
 * `--rounds N`, `--seconds N`, and for a look at some lines only (printed, not written) `--case TEXT`
 * (cases whose label holds it) and `--connections 1,10`. `--workers` runs
 * alone, on the engines of `pnpm engines up`: narrations a minute with 1 and 2 audio worker
 * processes on Kafka against bare speech, and the outbox relay's backlog under load (workers.ts).
 */

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createLogger, parseConfig } from '@app/infra';
import { hostNow, writeSection } from '@app/infra/testing';
import { compose, type Product } from '../src/compose.js';
import { cachedTrackLines } from './cached-track.js';
import { catalogLines, pageLines } from './catalog.js';
import { firstSoundLines } from './first-sound.js';
import { hashingLines } from './hashing.js';
import { historyLines } from './history.js';
import { hostileInputLines } from './hostile.js';
import { ROUNDS, requestsPerSecond } from './load.js';
import { busyLines, narrationLines } from './narration.js';
import { paymentLines } from './payments.js';
import { buildProduct } from './product-process.js';
import { soakLines } from './soak.js';
import { streamingLines } from './streaming.js';
import { throughputLines } from './throughput.js';

const only = (flag: string) => process.argv.includes(flag);
const print = (lines: string[]) => process.stdout.write(`\n${lines.join('\n')}\n`);

if (only('--soak')) {
  const option = (name: string, otherwise: number) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : otherwise;
  };
  print(await soakLines(option('--minutes', 20), option('--clock', 12)));
  process.exit(0);
}

if (only('--workers')) {
  // Loaded only here: it brings the engines tests' helpers (and vitest) along.
  const { EnginesNotUp, workerScalingLines } = await import('./workers.js');
  try {
    print(await workerScalingLines());
  } catch (error) {
    if (!(error instanceof EnginesNotUp)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.exit(0);
}

if (only('--throughput')) {
  const option = (name: string, otherwise: number) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : otherwise;
  };
  const host = hostNow();
  await frontendDist();
  await buildProduct();
  const text = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const only = text('--case');
  const connections = text('--connections')?.split(',').map(Number);
  const lines = await throughputLines({
    rounds: option('--rounds', 3),
    seconds: option('--seconds', 8),
    ...(only === undefined ? {} : { only }),
    ...(connections === undefined ? {} : { connections }),
  });
  // A look at some lines only is printed, not written over the whole run's.
  if (only === undefined && connections === undefined)
    writeSection('throughput', 'pnpm bench --throughput', lines, host);
  print(lines);
  process.exit(0);
}

if (only('--history')) {
  const host = hostNow();
  await buildProduct();
  const lines = await historyLines();
  writeSection('history', 'pnpm bench --history', lines, host);
  print(lines);
  process.exit(0);
}

/** The built frontend the product serves; built first when it is missing. */
async function frontendDist(): Promise<string> {
  const dist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    await promisify(execFile)('pnpm', ['--filter', '@app/frontend', 'build'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
  }
  return dist;
}

/** The payments part, on a product built for the bench. */
function paymentsOf(built: Product, url: string): Promise<string[]> {
  const { payments } = built.platform;
  if (payments.kind !== 'sandbox') throw new Error('the bench pays through the sandbox');
  return paymentLines(
    url,
    {
      store: built.platform.store,
      config: built.config,
      payments,
      keySecret: built.config.RAZORPAY_KEY_SECRET,
    },
    requestsPerSecond,
    ROUNDS,
  );
}

const hostAtStart = hostNow();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
// Trusting loopback's X-Forwarded-For lets the hashing lines play clients at several addresses.
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
// Request logs go to a file, as in production; the bench's own lines go to the terminal.
const logger = createLogger({ level: 'info', pretty: false, destination: join(dataDir, 'gateway.log') });
const product = await compose(config, logger, { frontendDist: await frontendDist(), roles: ['audio'] });
const gateway = `http://127.0.0.1:${(await product.listen(0, '127.0.0.1')).port}`;

const lines: string[] = [];
if (only('--payments')) lines.push(...(await paymentsOf(product, gateway)));
else if (only('--hostile'))
  lines.push(
    ...(await hostileInputLines(gateway)),
    ...(await hashingLines(gateway, product.platform.store, config.SCRYPT_LOG2_N)),
  );
else if (only('--catalog')) lines.push(...(await catalogLines(gateway)), ...(await pageLines(gateway)));
else if (only('--track')) {
  lines.push(...(await narrationLines(product, gateway)));
  lines.push(...(await streamingLines(product, gateway)));
  lines.push(...(await firstSoundLines(product, gateway)));
} else if (only('--first-sound')) {
  lines.push(...(await firstSoundLines(product, gateway)));
} else if (only('--busy')) {
  lines.push(...(await busyLines(product, gateway)));
} else {
  lines.push(...(await catalogLines(gateway)), ...(await pageLines(gateway)));
  lines.push(...(await narrationLines(product, gateway)));
  lines.push(...(await streamingLines(product, gateway)));
  lines.push(...(await firstSoundLines(product, gateway)));
  lines.push(...(await busyLines(product, gateway)));
  lines.push(...(await hostileInputLines(gateway)));
  lines.push(...(await hashingLines(gateway, product.platform.store, config.SCRYPT_LOG2_N)));
  lines.push(...(await paymentsOf(product, gateway)));
}
await product.close();
const partial = ['--payments', '--catalog', '--track', '--first-sound', '--hostile', '--busy'].some(only);
// What runs the production build in processes of its own, once the bench's own product is closed.
if (!partial || only('--track')) {
  await buildProduct();
  lines.push(...(await cachedTrackLines()));
}
if (!partial) lines.push(...(await historyLines()));
print(lines);
// The whole run, or the audio figures (every script family's first playable among them), go into docs/performance.md.
if (!partial) writeSection('run', 'pnpm bench', lines, hostAtStart);
if (only('--track')) writeSection('audio', 'pnpm bench --track', lines, hostAtStart);
process.exit(0);
