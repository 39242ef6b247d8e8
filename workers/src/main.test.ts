import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { spawnScript } from '../test/child.js';

const spawnWorker = (args: string[], env: Record<string, string>) =>
  spawnScript('src/main.ts', args, { LOG_LEVEL: 'info', ...env });

describe('worker process', () => {
  it('starts the roles it is given and on SIGTERM stops gracefully with exit code 0', async () => {
    const worker = spawnWorker(['mail', 'notifications'], {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'workers-')),
    });
    await vi.waitFor(() => expect(worker.output()).toContain('workers started'), { timeout: 20_000 });
    expect(worker.output()).toContain('"roles":["mail","notifications"]');
    worker.child.kill('SIGTERM');
    expect((await worker.exit).code).toBe(0);
    expect(worker.output()).toContain('finishing messages in flight');
    expect(worker.output()).toContain('"msg":"stopped"');
  }, 30_000);

  it('refuses an unknown role with a readable message and exit code 1', async () => {
    const worker = spawnWorker(['cooking'], { DATA_DIR: mkdtempSync(join(tmpdir(), 'workers-')) });
    expect((await worker.exit).code).toBe(1);
    expect(worker.output()).toContain('Unknown worker role(s): cooking. Roles: audio, mail, notifications.');
    expect(worker.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('stops at start-up on bad configuration, naming each bad variable', async () => {
    const worker = spawnWorker([], { BUS: 'kafka', LOG_LEVEL: 'chatty' });
    expect((await worker.exit).code).toBe(1);
    expect(worker.output()).toContain('Invalid configuration:');
    expect(worker.output()).toContain('LOG_LEVEL="chatty"');
    expect(worker.output()).toContain('KAFKA_BROKERS: is required when BUS=kafka');
  }, 30_000);
});
