/**
 * A process whose wrappers are killed stops by itself (stop.fixture.ts, started through shells as
 * `pnpm start` starts the product: pnpm → sh → tsx → node, one process group).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCommand, INFRA_DIR, until } from './child-fixtures.js';
import { isRunning } from './proc-stat.js';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

/**
 * Runs the fixture under `wrappers` shells, the outermost leading a process group of its own as
 * pnpm does; resolves with the outermost's pid, the fixture's, and how to read its log.
 */
async function wrapped(wrappers: number) {
  const dir = mkdtempSync(join(tmpdir(), 'orphan-'));
  const finished = join(dir, 'finished');
  // The stop has nothing to wait for: this is about whether it begins.
  writeFileSync(finished, '');
  const log = join(dir, 'log');
  const out = openSync(log, 'w');
  // Each shell waits for the command after it (`; true`), so none of them is replaced by it.
  const script = `${'sh -c \'"$@"; true\' sh '.repeat(wrappers - 1)}"$@"; true`;
  const outer = spawn('sh', ['-c', script, 'sh', ...fixtureCommand('stop.fixture.ts', [finished])], {
    cwd: INFRA_DIR,
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  if (outer.pid === undefined) throw new Error('the wrapper did not start');
  started.push(outer.pid);
  const lines = () =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; pid: number; parent?: number });
  await until(() => lines().some((line) => line.msg === 'ready'), 'the fixture to be ready');
  const pid = lines()[0]?.pid ?? 0;
  started.push(pid);
  return { outer: outer.pid, pid, lines };
}

describe('watchParents', () => {
  it('stops the process when the parent that started it is killed', async () => {
    const { outer, pid, lines } = await wrapped(1);
    process.kill(outer, 'SIGKILL');
    await until(() => !isRunning(pid), 'the orphan to end');
    expect(lines().find((line) => line.msg.startsWith('stopping'))?.parent).toBe(outer);
    expect(lines().at(-1)?.msg).toBe('stopped');
  });

  it('stops the process when the wrapper leading its group is killed, its own parent living on', async () => {
    const { outer, pid, lines } = await wrapped(3);
    process.kill(outer, 'SIGKILL');
    await until(() => !isRunning(pid), 'the orphan to end');
    expect(lines().find((line) => line.msg.startsWith('stopping'))?.parent).toBe(outer);
    expect(lines().at(-1)?.msg).toBe('stopped');
  });
});
