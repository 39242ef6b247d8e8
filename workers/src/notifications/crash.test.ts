import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const OFFERS = 120;

function run(args: string[]): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/notifications/crash.fixture.ts', ...args],
      { cwd: packageDir, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

describe('notifications worker crash', () => {
  it('loses nothing and doubles nothing when the worker is killed mid-batch and restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'notifications-crash-'));
    const first = await run(['first', dataDir]);
    expect(first.signal, first.out).toBe('SIGKILL');
    // Killed after the third offer's two notifications, before the bus heard it was handled.
    expect(first.out).toContain('killing mid-batch written=6');

    const second = await run(['second', dataDir]);
    expect(second.code, second.out).toBe(0);
    // Every offer (and the one added after the restart) has its two notifications, each announced once.
    expect(second.out).toContain(`done bookings=${OFFERS + 1} perBooking=2 announced=${2 * (OFFERS + 1)}`);
  }, 60_000);
});
