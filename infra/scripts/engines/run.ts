/**
 * Commands run against the running engines, at the repo root wherever pnpm was called from:
 * - `pnpm engines run <command…>` (the test suites, say) is given their addresses in the names
 *   the engine suites read (TEST_*) and REQUIRE_ENGINES=1, so a suite whose engine is unreachable
 *   fails instead of being skipped. The product's own variables (KAFKA_BROKERS, …) are left out:
 *   tests choose their adapters.
 * - `pnpm engines serve` (`pnpm start:engines`) runs the built product on them: BUS=kafka,
 *   BLOBS=minio, MAIL=smtp and the addresses of .engines.env; the store stays embedded, so the
 *   worker roles run in the product's process.
 */
import { spawn } from 'node:child_process';
import type { EnvKey } from './engine.js';
import { readEnvFile } from './env-file.js';
import { REPO_ROOT } from './environment.js';

export function testVariables(values: Record<EnvKey, string>): Record<string, string> {
  const key = encodeURIComponent(values.MINIO_ACCESS_KEY);
  const secret = encodeURIComponent(values.MINIO_SECRET_KEY);
  const scheme = values.MINIO_USE_SSL === 'true' ? 'https' : 'http';
  return {
    TEST_KAFKA_BROKERS: values.KAFKA_BROKERS,
    TEST_S3_ENDPOINT: `${scheme}://${key}:${secret}@${values.MINIO_ENDPOINT}:${values.MINIO_PORT}`,
    TEST_SMTP_URL: values.SMTP_URL,
    TEST_MAILPIT_URL: values.MAILPIT_URL,
    REQUIRE_ENGINES: '1',
  };
}

/** Resolves with the command's exit code (1 when a signal ended it). */
function runWith(variables: Record<string, string>, [program, ...args]: readonly string[]): Promise<number> {
  if (program === undefined) throw new Error('usage: pnpm engines run <command…>');
  const child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, ...variables },
    cwd: REPO_ROOT,
  });
  // The product stops gracefully on the signal a terminal or a supervisor sends this script.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export async function runWithEngines(command: readonly string[]): Promise<number> {
  return runWith(testVariables(await readEnvFile()), command);
}

export async function serveOnEngines(): Promise<number> {
  const variables = {
    ...(await readEnvFile()),
    BUS: 'kafka',
    BLOBS: 'minio',
    MAIL: 'smtp',
    // The store is embedded, so it is this process's alone: the roles that write to it run here.
    WORKER_ROLES: 'audio,mail,notifications',
  };
  return runWith(variables, ['pnpm', '--filter', '@app/gateway', 'start']);
}
