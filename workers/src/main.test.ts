import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function spawnWorker(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

describe('worker process', () => {
  it('starts the roles it is given and on SIGTERM stops gracefully with exit code 0', async () => {
    const worker = spawnWorker(['mail', 'notifications'], {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'workers-')),
    });
    await vi.waitFor(() => expect(worker.output()).toContain('workers started'), { timeout: 20_000 });
    expect(worker.output()).toContain('"roles":["mail","notifications"]');
    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
    expect(worker.output()).toContain('finishing messages in flight');
    expect(worker.output()).toContain('"msg":"stopped"');
  }, 30_000);

  it('refuses an unknown role with a readable message and exit code 1', async () => {
    const worker = spawnWorker(['cooking'], { DATA_DIR: mkdtempSync(join(tmpdir(), 'workers-')) });
    expect(await worker.exit).toBe(1);
    expect(worker.output()).toContain('Unknown worker role(s): cooking. Roles: audio, mail, notifications.');
    expect(worker.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('stops at start-up on bad configuration, naming each bad variable', async () => {
    const worker = spawnWorker([], { BUS: 'kafka', LOG_LEVEL: 'chatty' });
    expect(await worker.exit).toBe(1);
    expect(worker.output()).toContain('Invalid configuration:');
    expect(worker.output()).toContain('LOG_LEVEL="chatty"');
    expect(worker.output()).toContain('KAFKA_BROKERS: is required when BUS=kafka');
  }, 30_000);
});
