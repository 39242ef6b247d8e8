/** Starts the real product (gateway and workers, embedded adapters) on a free port for browser tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayArgs, gatewayDir } from './gateway-command';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

export interface RunningProduct {
  url: string;
  dataDir: string;
  /** Stops it; once stopped, a second call resolves at once. */
  stop(): Promise<void>;
}

/**
 * `env` adds to (or overrides) the product's environment, e.g. a test's own tile server; `dataDir`
 * starts it again on the data a stopped one left.
 */
export async function startProduct(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-')),
): Promise<RunningProduct> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('The frontend is not built: run `pnpm build` before the browser tests.');
  }
  const child: ChildProcess = spawn(process.execPath, gatewayArgs('main'), {
    cwd: gatewayDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // A cheaper password hash than production's 2^17, as the gateway's tests use: these tests
      // sign up and log in dozens of times, and the hash's cost is checked in passwords.test.ts.
      SCRYPT_LOG2_N: '12',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`product exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    dataDir,
    // Stopping a product that was stopped already (a test took the server away) resolves at once.
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
