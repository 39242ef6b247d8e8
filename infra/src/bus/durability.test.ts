import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NedbStore } from '../store/nedb-store.js';

const fixture = fileURLToPath(new URL('./durability.fixture.ts', import.meta.url));
// tsx resolves from the infra package.
const infraDir = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
      cwd: infraDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out: out + err }));
  });
}

describe('embedded bus durability', () => {
  it('handles every event exactly once across a SIGKILL and a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'durability-'));
    const first = await run(['publish', dir, '20']);
    expect(first.signal, first.out).toBe('SIGKILL');
    expect(first.out).toContain('published');
    expect(first.out).not.toContain('done');

    const second = await run(['consume', dir, '20']);
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain('done');

    const store = new NedbStore(dir);
    const effects = await store.collection('effects').find({});
    const counter = await store.collection('effects_counter').findOne({ _id: 'n' });
    expect(effects).toHaveLength(20);
    expect(new Set(effects.map((e) => e.eventId)).size).toBe(20);
    // One increment per event: the one redelivered after the kill was recognised and skipped.
    expect(counter?.n).toBe(20);
    await store.close();
  }, 60_000);
});
