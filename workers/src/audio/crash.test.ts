import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/audio/crash.fixture.ts', ...args], {
      cwd: packageDir,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

describe('audio worker crash', () => {
  it('completes a track once after the worker dies mid-generation and restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'audio-crash-'));
    const first = await run(['first', dataDir]);
    expect(first.signal, first.out).toBe('SIGKILL');
    expect(first.out).toContain('killing mid-generation');
    const second = await run(['second', dataDir]);
    expect(second.code, second.out).toBe(0);
    const match = /ready events=(\d+) bytes=(\d+) duration=(\d+)/.exec(second.out);
    expect(match, second.out).not.toBeNull();
    // One audio.ready, one stored MP3 of about a minute.
    expect(Number(match?.[1])).toBe(1);
    expect(Number(match?.[2])).toBeGreaterThan(50_000);
    expect(Number(match?.[3])).toBeGreaterThan(40_000);
  }, 60_000);
});
