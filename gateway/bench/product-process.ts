/**
 * The product as it runs in production, for the bench: the compiled gateway (`pnpm start`'s
 * command) in its own process, under NODE_ENV=production, every role on (the audio, e-mail and
 * notification workers beside the API), its request log written as production writes it (one JSON
 * line per request to stdout, here a file).
 */
import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RunningServer } from './peers/peer-process.js';
import { stopChild } from './peers/peer-process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const gatewayDir = join(root, 'gateway');
const STARTED = /"url":"http:\/\/localhost:(\d+)"/;
const WARM = /speech warm, home page sample ready|home page sample not made/;

/** Builds what `pnpm start` runs: the packages' JavaScript (the frontend is built by the caller). */
export async function buildProduct(): Promise<void> {
  await promisify(execFile)('pnpm', ['-r', '--no-sort', 'build:emit'], { cwd: root });
}

/** Resolves once `file` holds a line matching `pattern`, read every 50 ms; rejects after `ms`. */
async function lineIn(
  file: string,
  pattern: RegExp,
  ms: number,
  exited: () => boolean,
): Promise<RegExpExecArray> {
  const until = performance.now() + ms;
  for (;;) {
    const found = pattern.exec(readFileSync(file, 'utf8'));
    if (found) return found;
    if (exited() || performance.now() > until)
      throw new Error(`the product did not start:\n${readFileSync(file, 'utf8').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProductProcess extends RunningServer {
  logFile: string;
  /** From spawning the process to its "listening" line, in ms. */
  startMs: number;
}

/** Starts the product on `dataDir`, with `env` over the production configuration. */
export async function startProductProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProductProcess> {
  const logFile = join(dataDir, 'product.log');
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=app-compiled', 'dist/main.js'], {
    cwd: gatewayDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // Production asks for its checkout by name; the sandbox needs no outside service.
      PAYMENTS: 'sandbox',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const found = await lineIn(logFile, STARTED, 60_000, () => child.exitCode !== null);
  const startMs = performance.now() - started;
  // Its start-up work in the background (speech threads, the home page's sample) is done before
  // anything is measured: it is paid once per start, not by the requests that follow.
  await lineIn(logFile, WARM, 120_000, () => child.exitCode !== null);
  return {
    name: 'the product',
    url: `http://127.0.0.1:${found[1]}`,
    pid: child.pid,
    logFile,
    startMs,
    stop: () => stopChild(child),
  };
}
