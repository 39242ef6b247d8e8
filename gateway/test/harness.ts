/**
 * Builds the product on embedded adapters in a fresh data directory, as the tests need it, through
 * the same composition root as the process entry; a test may run worker roles beside the gateway.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type Platform, parseConfig, type WorkerRole } from '@app/infra';
import pino from 'pino';
import { afterEach } from 'vitest';
import type { createApp } from '../src/app.js';
import { compose, type Product } from '../src/compose.js';
import type { GatewayDeps } from '../src/deps-factory.js';

export interface Harness {
  app: ReturnType<typeof createApp>;
  platform: Platform;
  deps: GatewayDeps;
  dataDir: string;
  /** Every log line written so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Serves the app on a loopback port, as the running product does; resolves with its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** A small built frontend: index.html and one hashed asset. */
export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-Bx12abcd.js'), 'console.log("app")');
  return dist;
}

export async function harness(
  options: {
    env?: Record<string, string>;
    dist?: string | null;
    prepare?: (dataDir: string) => void;
    /** Worker roles to run beside the gateway, as `pnpm start` does (the whole product). */
    workers?: WorkerRole[];
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-'));
  options.prepare?.(dataDir);
  // A cheap scrypt cost keeps tests quick; production uses OWASP's (see passwords.test.ts).
  const config = parseConfig({ DATA_DIR: dataDir, SCRYPT_LOG2_N: '10', ...options.env });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const product: Product = await compose(config, logger, {
    frontendDist: options.dist === undefined ? fakeDist() : options.dist,
    roles: options.workers ?? [],
  });
  return {
    app: product.app,
    platform: product.platform,
    deps: product.deps,
    dataDir,
    logs,
    listen: async () => `http://127.0.0.1:${(await product.listen(0, '127.0.0.1')).port}`,
    close: () => product.close(),
  };
}

/**
 * For a file whose tests each start their own product: the returned function starts one (as
 * `harness` does), and the product a test started is closed after it.
 */
export function harnessPerTest(): (options?: Parameters<typeof harness>[0]) => Promise<Harness> {
  let current: Harness | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (options) => {
    current = await harness(options);
    return current;
  };
}
