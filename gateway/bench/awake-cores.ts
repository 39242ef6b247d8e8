/**
 * Keeps the cores awake while the throughput bench runs: one spinning process per core at Linux's
 * lowest scheduling class (SCHED_IDLE), which runs only when nothing else wants the core and gives
 * it up at once to any task that wakes. On a virtual machine a core with nothing to run halts, and
 * waking it again for the next request took longer than answering it: at 1 connection, a server
 * that spent more CPU per request kept its core from halting and answered sooner
 * (docs/performance.md). With the cores awake, a round trip pays for the two processes' work only.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { stopChild } from './peers/peer-process.js';

/** Spins while the bench that started it lives: a bench killed outright leaves no spinner behind. */
const SPIN = ['sh', '-c', 'while kill -0 $PPID 2>/dev/null; do :; done'];

/** Whether `chrt` can start a process at SCHED_IDLE here. */
export async function canIdle(): Promise<boolean> {
  try {
    await promisify(execFile)('chrt', ['--idle', '0', 'true']);
    return true;
  } catch {
    return false;
  }
}

/** Starts a spinner on every core, or none where `chrt` or `taskset` is missing; resolves with their stop. */
export async function keepCoresAwake(): Promise<{ pids: number[]; stop: () => Promise<void> }> {
  if (!(await canIdle())) return { pids: [], stop: async () => {} };
  const spinners: ChildProcess[] = [];
  for (let core = 0; core < availableParallelism(); core++) {
    const child = spawn('chrt', ['--idle', '0', 'taskset', '--cpu-list', String(core), ...SPIN], {
      stdio: 'ignore',
    });
    child.on('error', () => {});
    spinners.push(child);
  }
  return {
    pids: spinners.flatMap(({ pid }) => (pid === undefined ? [] : [pid])),
    stop: async () => void (await Promise.all(spinners.map(stopChild))),
  };
}
