/**
 * The throughput bench's hold on the host (bench/cpu-pinning.ts, bench/awake-cores.ts): a pinned
 * server runs, all its threads, on its core only; the spinners that keep cores awake run at
 * SCHED_IDLE, one per core, and none outlives the bench, stopped or killed outright.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { canIdle, keepCoresAwake } from '../../bench/awake-cores.js';
import { allowedCores, coresToPin, parseCpuList, pinProcess } from '../../bench/cpu-pinning.js';

const SCHED_IDLE = 5;

/** Alive and not a zombie left for a parent that never reaps it. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const SIGKILL_BIT = 1n << 8n;
/** The whole suite beside these tests keeps both cores busy: starting or stopping a process waits. */
const BUSY_HOST = { timeout: 15_000 };

/**
 * Running, and not about to die: a SIGKILL sent to a process at SCHED_IDLE on a busy host may wait
 * seconds for the CPU time to exit, but it is pending at once.
 */
function livesOn(pid: number): boolean {
  if (!running(pid)) return false;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const pending = [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)];
    return !pending.some(([, mask]) => (BigInt(`0x${mask}`) & SIGKILL_BIT) !== 0n);
  } catch {
    return false;
  }
}

const policyOf = (pid: number) =>
  Number(/^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1]);
const coresOf = (pid: number, task = pid) =>
  /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8'))?.[1];

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const cores = await coresToPin();

describe('the cores a process may run on', () => {
  it('reads a kernel CPU list, ranges and single cores', () => {
    expect(parseCpuList('0')).toEqual([0]);
    expect(parseCpuList('2-3,6,8-9\n')).toEqual([2, 3, 6, 8, 9]);
    expect(parseCpuList('')).toEqual([]);
    expect(parseCpuList('0-1,x')).toEqual([]);
  });

  it.runIf(cores !== undefined)('are those taskset says this process may run on', async () => {
    const { stdout } = await promisify(execFile)('taskset', ['--cpu-list', '--pid', String(process.pid)]);
    expect(allowedCores()).toEqual(parseCpuList(stdout.slice(stdout.lastIndexOf(':') + 1)));
  });
});

describe.runIf(cores !== undefined)('pinning a server', () => {
  it('puts every thread of the process on the one core', async () => {
    const server = cores?.server as number;
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    children.push(child);
    const pid = child.pid as number;
    await expect.poll(() => readdirSync(`/proc/${pid}/task`).length).toBeGreaterThan(1);
    await pinProcess(pid, server);
    const tasks = readdirSync(`/proc/${pid}/task`);
    expect(tasks.map((task) => coresOf(pid, Number(task)))).toEqual(tasks.map(() => String(server)));
  });
});

describe.runIf(await canIdle())('keeping the cores awake', { timeout: 60_000 }, () => {
  it('runs one spinner per core at SCHED_IDLE, and stop ends them', async () => {
    const awake = await keepCoresAwake();
    try {
      expect(awake.pids).toHaveLength(allowedCores().length);
      // taskset and chrt set the core and policy before they become the spinner.
      await expect.poll(() => awake.pids.map(policyOf), BUSY_HOST).toEqual(awake.pids.map(() => SCHED_IDLE));
      await expect
        .poll(() => awake.pids.map((pid) => coresOf(pid)), BUSY_HOST)
        .toEqual(allowedCores().map(String));
    } finally {
      await awake.stop();
    }
    expect(awake.pids.filter(running)).toEqual([]);
  });

  it('leaves no spinner behind a bench killed outright', async () => {
    const fixture = fileURLToPath(new URL('./awake-cores.fixture.ts', import.meta.url));
    const bench = spawn(process.execPath, ['--import', 'tsx', fixture], {
      // Where `tsx` is found, whichever folder the suite runs from.
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(bench);
    const pids = await new Promise<number[]>((resolve, reject) => {
      bench.once('exit', (code) =>
        reject(new Error(`the fixture exited (${code}) before its spinners started`)),
      );
      let out = '';
      bench.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out) as number[]);
      });
    });
    expect(pids.length).toBeGreaterThan(0);
    await expect.poll(() => pids.filter(livesOn), BUSY_HOST).toEqual(pids);
    bench.kill('SIGKILL');
    await expect.poll(() => pids.filter(livesOn), BUSY_HOST).toEqual([]);
  });
});
