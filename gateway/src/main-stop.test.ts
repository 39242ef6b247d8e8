/**
 * The real entry (main.ts) stopping: more signals wait for the stop under way, which lets the
 * request in flight finish and closes the store; and a product whose wrapper was killed stops.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDist } from '../test/harness.js';
import { ProductProcess } from '../test/product-process.js';
import { operatorPath } from './operator/token.js';

const TIMEOUT_MS = 180_000;
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const pids: number[] = [];
const products: ProductProcess[] = [];
afterEach(async () => {
  await Promise.all(products.splice(0).map((product) => product.kill()));
  for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await pause(50);
  }
}

const operatorEntry = (dataDir: string) =>
  JSON.parse(readFileSync(operatorPath(dataDir), 'utf8')) as { pid: number; port: number };
const refused = (url: string) =>
  fetch(url).then(
    async (res) => {
      await res.body?.cancel();
      return false;
    },
    () => true,
  );
/** Stopped as a stop should: the operator file taken away and DATA_DIR given back, store closed. */
const closedCleanly = (dataDir: string) =>
  !existsSync(operatorPath(dataDir)) && readdirSync(join(dataDir, '.lock')).length === 0;

describe('the product entry stopping', () => {
  it(
    'finishes the request in flight through a second SIGTERM and a SIGINT, then exits 0 with its store closed',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'stop-'));
      const product = new ProductProcess(dataDir, fakeDist());
      products.push(product);
      await product.start();
      const { pid, port } = operatorEntry(dataDir);
      const body = JSON.stringify({ countryCode: 'IN' });
      // The server answers "100 Continue" once it has handed the request to the app.
      const inFlight = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/getAllCitiesOfACountry',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          expect: '100-continue',
        },
      });
      const answered = once(inFlight, 'response') as Promise<[IncomingMessage]>;
      inFlight.flushHeaders();
      await once(inFlight, 'continue');
      process.kill(pid, 'SIGTERM');
      await until(() => refused(`${product.baseUrl}/readyz`), 'refusal of new connections');
      process.kill(pid, 'SIGTERM');
      process.kill(pid, 'SIGINT');
      inFlight.end(body);
      const [res] = await answered;
      res.setEncoding('utf8');
      let text = '';
      for await (const chunk of res) text += chunk;
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(text)).toEqual(
        expect.arrayContaining([expect.objectContaining({ value: 'Mumbai' })]),
      );
      expect(await product.stop()).toBe(0);
      expect(closedCleanly(dataDir)).toBe(true);
    },
    TIMEOUT_MS,
  );

  it(
    'stops by itself once the wrapper that started it (as pnpm does) is killed',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'orphan-'));
      // A shell that waits for the product (`; true`), leading its own process group as pnpm does.
      const wrapper = spawn(
        '/bin/sh',
        ['-c', '"$@"; true', 'sh', process.execPath, '--import', 'tsx', ENTRY],
        {
          cwd: GATEWAY_DIR,
          detached: true,
          stdio: 'ignore',
          env: {
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            SCRYPT_LOG2_N: '10',
            FRONTEND_DIST: fakeDist(),
            SEED_DEMO_DATA: 'false',
          },
        },
      );
      if (wrapper.pid === undefined) throw new Error('the wrapper did not start');
      pids.push(wrapper.pid);
      await until(() => existsSync(operatorPath(dataDir)), 'operator file');
      const { pid, port } = operatorEntry(dataDir);
      pids.push(pid);
      const readyz = `http://127.0.0.1:${port}/readyz`;
      await until(async () => (await fetch(readyz).catch(() => null))?.status === 200, 'readiness');
      process.kill(wrapper.pid, 'SIGKILL');
      await until(() => closedCleanly(dataDir), 'a clean stop');
      expect(await refused(readyz)).toBe(true);
    },
    TIMEOUT_MS,
  );
});
