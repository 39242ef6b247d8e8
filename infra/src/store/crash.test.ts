import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newDataDir } from './files.fixture.js';
import { NedbStore } from './nedb-store.js';

const fixture = fileURLToPath(new URL('./crash.fixture.ts', import.meta.url));
// tsx resolves from the infra package.
const infraDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the fixture until it has acknowledged `killAfter` transactions, then kills it with SIGKILL
 * `delayMs` later: killing the moment an ack arrives would always hit the child just after one.
 */
function runAndKill(dir: string, prefix: string, killAfter: number, delayMs: number) {
  return new Promise<{ acked: string[]; signal: NodeJS.Signals | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir, prefix], {
      cwd: infraDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    const acked = () => [...out.matchAll(/^ack (\S+)$/gm)].map((m) => m[1] ?? '');
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (timer === undefined && acked().length >= killAfter)
        timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve({ acked: acked(), signal, out: out + err }));
  });
}

/** Reopens the store on `dir` (replaying its journal) and reads what each transaction left. */
async function readBack(dir: string) {
  const store = new NedbStore(dir);
  try {
    // Put off as the fixture's are: each read at the first find below.
    await store.ensureIndex('subscribers', { fields: ['userId'] });
    await store.ensureIndex('outbox', { fields: ['type'] });
    const ids = async (name: string, filter = {}) =>
      new Set((await store.collection(name).find(filter)).map((d) => d._id));
    return {
      flagged: await ids('users', { newsletter: true }),
      subscribers: await ids('subscribers'),
      events: await ids('outbox'),
      counted: (await store.collection('counters').findOne({ _id: 'subscribed' }))?.n ?? 0,
    };
  } finally {
    await store.close();
  }
}

describe('embedded store across kill -9', () => {
  it('keeps every acknowledged transaction whole, and no part of any other, over several SIGKILLs', async () => {
    // DATA_DIR/store: the torn lines start-up cuts off go to DATA_DIR/recovered.
    const dir = newDataDir('store-crash-').store;
    const acked = new Set<string>();
    const kills: string[] = [];
    for (let cycle = 0; cycle < 5; cycle++) {
      // A random moment: a random number of transactions in, then up to a few transactions later.
      const killAfter = 3 + Math.floor(Math.random() * 30);
      const delayMs = Math.random() * 25;
      kills.push(`${killAfter} + ${delayMs.toFixed(1)} ms`);
      const run = await runAndKill(dir, `c${cycle}`, killAfter, delayMs);
      expect(run.signal, run.out).toBe('SIGKILL');
      for (const id of run.acked) acked.add(id);

      const seen = await readBack(dir);
      const context = `kills after ${kills.join(', ')} (acknowledged transactions + delay)`;
      // Whole or not at all: the flag, the subscriber and the event exist for the same users.
      expect([...seen.subscribers].sort(), context).toEqual([...seen.flagged].sort());
      expect([...seen.events].sort(), context).toEqual([...seen.flagged].sort());
      // The counter's increments were replayed as final states, never applied twice.
      expect(seen.counted, context).toBe(seen.flagged.size);
      for (const id of acked) expect(seen.flagged.has(id), `${id} was acknowledged; ${context}`).toBe(true);
    }
    expect(acked.size).toBeGreaterThanOrEqual(15);
  }, 60_000);
});
