/**
 * Builds the gateway on embedded adapters in a fresh data directory, as the tests need it. Like
 * main.ts, a test may compose the whole product and run worker roles beside the gateway.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createPlatform, type Platform, parseConfig, type WorkerRole } from '@app/infra';
import { startWorkers } from '@app/workers';
import pino from 'pino';
import { createApp } from '../src/app.js';
import { buildDeps, type GatewayDeps } from '../src/deps-factory.js';

export interface Harness {
  app: ReturnType<typeof createApp>;
  platform: Platform;
  deps: GatewayDeps;
  dataDir: string;
  /** Every log line written so far, parsed. */
  logs: Array<Record<string, unknown>>;
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
  const platform = await createPlatform(config, logger);
  const deps = await buildDeps(platform, {
    frontendDist: options.dist === undefined ? fakeDist() : options.dist,
  });
  const app = createApp(deps);
  await platform.relay.start();
  const workers = await startWorkers(platform, options.workers ?? []);
  return {
    app,
    platform,
    deps,
    dataDir,
    logs,
    close: async () => {
      await workers.stop();
      await deps.stopGateway();
      await platform.close();
    },
  };
}
