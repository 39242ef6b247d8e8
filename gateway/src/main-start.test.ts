/**
 * The real entry (main.ts) starting as a child process: one process per DATA_DIR, and nothing that
 * writes starts before the port is bound.
 */

import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIO_SAMPLE } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDist } from '../test/harness.js';
import { ProductProcess } from '../test/product-process.js';
import { DEMO_LOGIN_FILE } from './guides/demo-guides.js';
import { operatorPath } from './operator/token.js';

const TIMEOUT_MS = 180_000;

const running: ProductProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((product) => product.kill()));
});

function product(dataDir: string, env: Record<string, string> = {}): ProductProcess {
  const started = new ProductProcess(dataDir, fakeDist(), env);
  running.push(started);
  return started;
}

/** What start() says of a child that exited with `code` having written `stderr`. */
const exitedWith = (code: number, stderr: string) =>
  `the product exited before it was ready (${code}):\n${stderr}\n`;

/** Every file of the store with its size, time of change and content. */
function storeFiles(dataDir: string) {
  const dir = join(dataDir, 'store');
  return readdirSync(dir).map((name) => {
    const { size, mtimeMs } = statSync(join(dir, name));
    return { name, size, mtimeMs, content: readFileSync(join(dir, name), 'utf8') };
  });
}

const claims = (dataDir: string) => readdirSync(join(dataDir, '.lock'));

describe('the product entry starting', () => {
  it(
    'refuses a second start on the same DATA_DIR with one line naming the first’s pid, the first serving on with its files untouched',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'one-per-dir-'));
      const first = product(dataDir);
      await first.start();
      const { pid } = JSON.parse(readFileSync(operatorPath(dataDir), 'utf8')) as { pid: number };
      const before = storeFiles(dataDir);
      const refused = await product(dataDir)
        .start()
        .then(
          () => 'started',
          (error: Error) => error.message,
        );
      expect(refused).toBe(
        exitedWith(1, `DATA_DIR ${dataDir} is in use by process ${pid} (gateway); stop it first.`),
      );
      expect(storeFiles(dataDir)).toEqual(before);
      expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  it(
    'starts on a DATA_DIR whose last holder was killed with SIGKILL',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'stale-lock-'));
      const killed = product(dataDir);
      await killed.start();
      await killed.kill();
      expect(claims(dataDir)).toHaveLength(1);
      const next = product(dataDir);
      await next.start();
      expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  it(
    'makes the home page’s sample in the default language once it is up, before any visitor asks for it',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sample-made-'));
      await product(dataDir).start();
      const sample = join(dataDir, 'blobs', 'samples', AUDIO_SAMPLE.placeId, 'en-US.mp3');
      await expect
        .poll(() => existsSync(sample) && statSync(sample).size, { timeout: 60_000 })
        .toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    'exits with one line when its port is taken, having seeded nothing and given DATA_DIR back',
    async () => {
      const taken = createServer().listen(0, '127.0.0.1');
      await once(taken, 'listening');
      try {
        const address = taken.address();
        if (address === null || typeof address === 'string') throw new Error('no port taken');
        const dataDir = mkdtempSync(join(tmpdir(), 'port-taken-'));
        const refused = await product(dataDir, { PORT: String(address.port), SEED_DEMO_DATA: 'true' })
          .start()
          .then(
            () => 'started',
            (error: Error) => error.message,
          );
        expect(refused).toBe(
          exitedWith(
            1,
            `PORT ${address.port} on 127.0.0.1 is in use by another process; stop it or set PORT to a free port.`,
          ),
        );
        expect(existsSync(join(dataDir, DEMO_LOGIN_FILE))).toBe(false);
        const seeds = join(dataDir, 'store', 'seeds.db');
        expect(existsSync(seeds) ? readFileSync(seeds, 'utf8') : '').toBe('');
        expect(claims(dataDir)).toEqual([]);
      } finally {
        taken.close();
      }
    },
    TIMEOUT_MS,
  );
});
