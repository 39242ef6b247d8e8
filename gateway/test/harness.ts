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
import { afterAll, afterEach } from 'vitest';
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

export interface HarnessOptions {
  env?: Record<string, string>;
  /** The built frontend to serve (a small fake one by default; `null` for none). */
  dist?: string | null;
  prepare?: (dataDir: string) => void;
  /** Worker roles to run beside the gateway, as `pnpm start` does (the whole product). */
  workers?: WorkerRole[];
}

/** Builds one product; the caller closes it. Tests start theirs through `useProduct`. */
export async function harness(options: HarnessOptions = {}): Promise<Harness> {
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
 * How a test file starts the product; the one way, with two lifetimes.
 *
 * - `const start = useProduct()`: each `await start(options?)` starts a product of its own (as
 *   `harness` builds it), closed after the test that started it. For tests that would trip over
 *   each other's state: the same users or e-mails, rate limits, clocks, settings in `env`.
 * - `const product = useProduct({ shared: true, ...options })`: one product for the file (or the
 *   `describe` it is called in), started at the first `await product()` and closed after the last
 *   test there. For tests that do not conflict (read-only, or each with its own users): faster.
 *
 * Options (`env`, `dist`, `prepare`, `workers`) are `harness`'s; a per-test call's own options add
 * to the ones given here (its `env` to theirs). A test that must close or restart the product
 * itself (mid-test, or again on the same data directory) calls `harness` and closes it.
 */
export function useProduct(options: HarnessOptions & { shared: true }): () => Promise<Harness>;
export function useProduct(
  options?: HarnessOptions & { shared?: false },
): (options?: HarnessOptions) => Promise<Harness>;
export function useProduct(
  options: HarnessOptions & { shared?: boolean } = {},
): (options?: HarnessOptions) => Promise<Harness> {
  const { shared, ...defaults } = options;
  if (shared) {
    let started: Promise<Harness> | undefined;
    afterAll(async () => {
      const product = started;
      started = undefined;
      await (await product)?.close();
    });
    return () => {
      started ??= harness(defaults);
      return started;
    };
  }
  const open: Harness[] = [];
  afterEach(async () => {
    const closing = open.splice(0);
    await Promise.all(closing.map((product) => product.close()));
  });
  return async (own = {}) => {
    const product = await harness({ ...defaults, ...own, env: { ...defaults.env, ...own.env } });
    open.push(product);
    return product;
  };
}
